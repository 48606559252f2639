/**
 * WhatsApp conversation flows (issue 12): the graph the editor draws and the server runs. One module
 * for both sides, so the editor shows the same pt-BR errors the server refuses a publication with.
 */

/** Node types of a flow. */
export const FLOW_NODE_TYPES = ['start', 'message', 'buttons', 'list', 'wait', 'condition', 'tag', 'optin', 'handover', 'end'] as const;
export type FlowNodeType = (typeof FLOW_NODE_TYPES)[number];

/** What a condition node looks at: the last reply (text or button id) or the consumer's data. */
export const CONDITION_FIELDS = ['reply', 'gender', 'city', 'opted_in', 'tag'] as const;
export type ConditionField = (typeof CONDITION_FIELDS)[number];
export const CONDITION_OPERATORS = ['equals', 'contains'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/** WhatsApp Cloud API limits: 3 quick replies of 20 characters, 10 list rows of 24, bodies of 1 024. */
export const MAX_BUTTONS = 3;
export const MAX_LIST_ROWS = 10;
export const MAX_BUTTON_TITLE = 20;
export const MAX_ROW_TITLE = 24;
export const MAX_TEXT = 1024;
/** A flow's size limit (nodes), so a saved graph stays readable and cheap to run. */
export const MAX_NODES = 100;
/** Wait timeouts from one minute to seven days. */
export const MAX_TIMEOUT_MINUTES = 7 * 24 * 60;
/** Steps one inbound message may run through before the flow must wait (a loop without a wait stops there). */
export const MAX_STEPS_PER_MESSAGE = 50;

export interface FlowOption {
  id: string;
  title: string;
}

export interface FlowNodeData {
  text?: string;
  buttons?: FlowOption[];
  rows?: FlowOption[];
  /** list nodes: the label of the button that opens the list */
  listButton?: string;
  /** buttons, list and wait nodes: minutes before the timeout edge is taken (none: waits forever) */
  timeoutMinutes?: number | null;
  field?: ConditionField;
  operator?: ConditionOperator;
  value?: string;
  tag?: string;
}

export interface FlowNode {
  id: string;
  type: FlowNodeType;
  position: { x: number; y: number };
  data: FlowNodeData;
}

/** An edge leaves a node by one of its exits (`handle`): next, a button or row id, other, reply, timeout, true, false. */
export interface FlowEdge {
  id: string;
  source: string;
  target: string;
  handle: string;
}

export interface FlowGraph {
  nodes: FlowNode[];
  edges: FlowEdge[];
}

export interface FlowGraphError {
  message: string;
  nodeId?: string;
}

/** The exits a node offers, by handle; end and handover have none. */
export function nodeExits(node: Pick<FlowNode, 'type' | 'data'>): string[] {
  const timeout = node.data.timeoutMinutes ? ['timeout'] : [];
  switch (node.type) {
    case 'start':
    case 'message':
    case 'tag':
    case 'optin':
      return ['next'];
    case 'buttons':
      return [...(node.data.buttons ?? []).map((b) => b.id), 'other', ...timeout];
    case 'list':
      return [...(node.data.rows ?? []).map((r) => r.id), 'other', ...timeout];
    case 'wait':
      return ['reply', ...timeout];
    case 'condition':
      return ['true', 'false'];
    default:
      return [];
  }
}

/** Node types that end a conversation's flow: they need no exit. */
export const isTerminal = (type: FlowNodeType) => type === 'end' || type === 'handover';

/** Lower case, without accents or extra spaces: how keywords and replies are compared. */
export function normalizeReply(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const LABEL: Record<FlowNodeType, string> = {
  start: 'Início',
  message: 'Mensagem',
  buttons: 'Botões',
  list: 'Lista',
  wait: 'Aguardar resposta',
  condition: 'Condição',
  tag: 'Etiquetar',
  optin: 'Opt-in de ofertas',
  handover: 'Atendimento humano',
  end: 'Fim',
};
/** The pt-BR name of each node type (errors and the editor's palette). */
export const NODE_TYPE_LABELS = LABEL;

function checkOptions(node: FlowNode, options: FlowOption[] | undefined, max: number, maxTitle: number, [what, plural]: [string, string], errors: FlowGraphError[]) {
  const name = `${LABEL[node.type]} “${node.id}”`;
  if (!options?.length) errors.push({ nodeId: node.id, message: `${name}: inclua pelo menos uma ${what}.` });
  else if (options.length > max) errors.push({ nodeId: node.id, message: `${name}: no máximo ${max} ${plural}.` });
  const ids = new Set<string>();
  for (const option of options ?? []) {
    if (!option.id || ['other', 'timeout', 'next'].includes(option.id) || ids.has(option.id)) errors.push({ nodeId: node.id, message: `${name}: identificador da ${what} inválido ou repetido (“${option.id}”).` });
    ids.add(option.id);
    const title = option.title?.trim() ?? '';
    if (!title || title.length > maxTitle) errors.push({ nodeId: node.id, message: `${name}: o título da ${what} deve ter de 1 a ${maxTitle} caracteres.` });
  }
}

/**
 * The graph's errors in pt-BR (empty when it can be published): one start, unique node ids, every
 * edge between existing nodes by an exit of its source (one edge per exit), every node but end and
 * handover with an exit, and each node's own fields (texts, buttons, timeouts, conditions).
 */
export function validateFlowGraph(graph: FlowGraph): FlowGraphError[] {
  const errors: FlowGraphError[] = [];
  const nodes = Array.isArray(graph?.nodes) ? graph.nodes : [];
  const edges = Array.isArray(graph?.edges) ? graph.edges : [];
  if (nodes.length === 0) return [{ message: 'O fluxo não tem nenhum passo.' }];
  if (nodes.length > MAX_NODES) errors.push({ message: `O fluxo pode ter no máximo ${MAX_NODES} passos.` });
  const byId = new Map<string, FlowNode>();
  for (const node of nodes) {
    if (!node?.id || byId.has(node.id)) errors.push({ nodeId: node?.id, message: `Identificador de passo inválido ou repetido (“${node?.id ?? ''}”).` });
    if (!FLOW_NODE_TYPES.includes(node?.type)) errors.push({ nodeId: node?.id, message: `Tipo de passo inválido (“${String(node?.type)}”).` });
    else byId.set(node.id, node);
  }
  const starts = nodes.filter((n) => n.type === 'start');
  if (starts.length !== 1) errors.push({ message: starts.length ? 'O fluxo deve ter um único início.' : 'O fluxo precisa de um início.' });
  for (const node of byId.values()) {
    const name = `${LABEL[node.type]} “${node.id}”`;
    const data = node.data ?? {};
    const text = (data.text ?? '').trim();
    if (['message', 'buttons', 'list'].includes(node.type) && (!text || text.length > MAX_TEXT)) {
      errors.push({ nodeId: node.id, message: `${name}: o texto deve ter de 1 a ${MAX_TEXT} caracteres.` });
    }
    if (['end', 'handover'].includes(node.type) && text.length > MAX_TEXT) errors.push({ nodeId: node.id, message: `${name}: o texto pode ter no máximo ${MAX_TEXT} caracteres.` });
    if (node.type === 'buttons') checkOptions(node, data.buttons, MAX_BUTTONS, MAX_BUTTON_TITLE, ['resposta rápida', 'respostas rápidas'], errors);
    if (node.type === 'list') {
      checkOptions(node, data.rows, MAX_LIST_ROWS, MAX_ROW_TITLE, ['opção', 'opções'], errors);
      const label = (data.listButton ?? '').trim();
      if (!label || label.length > MAX_BUTTON_TITLE) errors.push({ nodeId: node.id, message: `${name}: o botão da lista deve ter de 1 a ${MAX_BUTTON_TITLE} caracteres.` });
    }
    if (['buttons', 'list', 'wait'].includes(node.type) && data.timeoutMinutes != null) {
      const minutes = data.timeoutMinutes;
      if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_TIMEOUT_MINUTES) errors.push({ nodeId: node.id, message: `${name}: tempo de espera inválido (de 1 a ${MAX_TIMEOUT_MINUTES} minutos).` });
    }
    if (node.type === 'condition') {
      if (!CONDITION_FIELDS.includes(data.field as ConditionField)) errors.push({ nodeId: node.id, message: `${name}: campo da condição inválido.` });
      if (!CONDITION_OPERATORS.includes(data.operator as ConditionOperator)) errors.push({ nodeId: node.id, message: `${name}: operador da condição inválido.` });
      if (data.field !== 'opted_in' && !(data.value ?? '').trim()) errors.push({ nodeId: node.id, message: `${name}: informe o valor da condição.` });
    }
    if (node.type === 'tag' && !/^[\p{L}\p{N} _-]{1,40}$/u.test((data.tag ?? '').trim())) errors.push({ nodeId: node.id, message: `${name}: etiqueta inválida (de 1 a 40 letras, números, espaço, - ou _).` });
  }
  const used = new Set<string>();
  for (const edge of edges) {
    const source = byId.get(edge?.source);
    if (!source || !byId.has(edge?.target)) {
      errors.push({ nodeId: edge?.source, message: `Ligação “${edge?.id ?? ''}” aponta para um passo que não existe.` });
      continue;
    }
    if (!nodeExits(source).includes(edge.handle)) {
      errors.push({ nodeId: source.id, message: `${LABEL[source.type]} “${source.id}”: saída “${edge.handle}” inválida.` });
      continue;
    }
    const key = `${edge.source}\u0000${edge.handle}`;
    if (used.has(key)) errors.push({ nodeId: source.id, message: `${LABEL[source.type]} “${source.id}”: a saída “${edge.handle}” tem mais de uma ligação.` });
    used.add(key);
    if (byId.get(edge.target)?.type === 'start') errors.push({ nodeId: source.id, message: 'Nenhuma ligação pode voltar ao início.' });
  }
  for (const node of byId.values()) {
    if (isTerminal(node.type)) continue;
    if (!edges.some((e) => e.source === node.id && byId.has(e.target))) errors.push({ nodeId: node.id, message: `${LABEL[node.type]} “${node.id}” não tem saída: ligue-o a outro passo.` });
  }
  return errors;
}

/** The flow's trigger: a campaign template's quick-reply payload, or inbound keywords. */
export const FLOW_TRIGGER_TYPES = ['button', 'keyword'] as const;
export type FlowTriggerType = (typeof FLOW_TRIGGER_TYPES)[number];
