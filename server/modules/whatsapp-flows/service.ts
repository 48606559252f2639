import { array, enums, nullable, object, optional, size, string, unknown as anything } from 'superstruct';
import { FLOW_TRIGGER_TYPES, normalizeReply, validateFlowGraph, type FlowGraph, type FlowGraphError, type FlowTriggerType } from '../../../src/shared/config/whatsappFlows';
import { InputError, NotFoundError } from '../../errors';
import type { OperationalStore, Queryable } from '../../stores';
import { requiredText, validate } from '../../validation';

export interface FlowRow {
  id: string;
  account_id: string;
  name: string;
  trigger_type: FlowTriggerType;
  trigger_values: string[];
  status: 'draft' | 'published';
  draft: FlowGraph;
  draft_changed: boolean;
  current_version: number | null;
  updated_by_name: string | null;
  created_at: Date;
  updated_at: Date;
  running: number;
}

export interface FlowVersionRow {
  flow_id: string;
  version: number;
  graph: FlowGraph;
  trigger_type: FlowTriggerType;
  trigger_values: string[];
  published_by_name: string | null;
  published_at: Date;
}

const FLOW_COLUMNS = `f.id, f.account_id, f.name, f.trigger_type, f.trigger_values, f.status, f.draft, f.draft_changed, f.current_version, f.updated_by_name, f.created_at, f.updated_at,
  (select count(*)::int from whatsapp_conversations c where c.flow_id = f.id and c.status in ('running', 'waiting', 'handover') and not c.test) as running`;

/** saveWhatsappFlowDraft's input; the graph's own rules are validateFlowGraph's. */
export const flowInput = object({
  id: optional(nullable(size(string(), 1, 200))),
  name: requiredText(80),
  trigger_type: enums(['BUTTON', 'KEYWORD'] as const),
  trigger_values: size(array(size(string(), 1, 60)), 1, 20),
  graph: object({ nodes: size(array(anything()), 0, 200), edges: size(array(anything()), 0, 600) }),
});

/** The trigger's values as matched: keywords lower case without accents; payloads as given. */
export function triggerValues(type: FlowTriggerType, values: readonly string[]): string[] {
  const cleaned = values.map((v) => (type === 'keyword' ? normalizeReply(v) : v.trim())).filter(Boolean);
  if (!cleaned.length) throw new InputError('Informe pelo menos uma palavra-chave ou botão que inicia o fluxo (valor inválido).', 'trigger_values');
  if (type === 'button' && cleaned.some((v) => !/^[\w.:-]{1,60}$/.test(v))) throw new InputError('Identificador de botão inválido: use letras, números, ponto, dois-pontos, _ ou -.', 'trigger_values');
  return [...new Set(cleaned)];
}

export const FLOW_SORTS = { NAME: 'lower(f.name)', UPDATED_AT: 'f.updated_at', RUNNING: 'running' } as const;
export type FlowSort = keyof typeof FLOW_SORTS;

export async function listFlows(
  db: Queryable,
  accountId: string,
  options: { search: string | null; status: 'draft' | 'published' | null; sort: FlowSort; direction: 'ASC' | 'DESC'; offset: number; limit: number },
): Promise<{ rows: FlowRow[]; totalCount: number }> {
  const where = [`f.account_id = $1`];
  const params: unknown[] = [accountId];
  if (options.search) {
    params.push(`%${options.search.toLowerCase()}%`);
    where.push(`lower(f.name) like $${params.length}`);
  }
  if (options.status) {
    params.push(options.status);
    where.push(`f.status = $${params.length}`);
  }
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total from whatsapp_flows f where ${where.join(' and ')}`, params);
  const rows = await db.query<FlowRow>(
    `select ${FLOW_COLUMNS} from whatsapp_flows f where ${where.join(' and ')}
      order by ${FLOW_SORTS[options.sort]} ${options.direction}, f.id limit ${options.limit} offset ${options.offset}`,
    params,
  );
  return { rows, totalCount: total };
}

export async function findFlow(db: Queryable, accountId: string, id: string): Promise<FlowRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.query<FlowRow>(`select ${FLOW_COLUMNS} from whatsapp_flows f where f.account_id = $1 and f.id = $2`, [accountId, id]);
  return row ?? null;
}

export function flowVersions(db: Queryable, flowId: string): Promise<FlowVersionRow[]> {
  return db.query<FlowVersionRow>(
    `select flow_id, version, graph, trigger_type, trigger_values, published_by_name, published_at from whatsapp_flow_versions where flow_id = $1 order by version desc`,
    [flowId],
  );
}

/** Normalises what the editor sends into a graph (unknown fields dropped) and returns its errors. */
export function readGraph(graph: unknown): { graph: FlowGraph; errors: FlowGraphError[] } {
  const value = graph as FlowGraph;
  const clean: FlowGraph = {
    nodes: (value.nodes ?? []).map((n) => ({
      id: String(n?.id ?? ''),
      type: n?.type,
      position: { x: Number(n?.position?.x) || 0, y: Number(n?.position?.y) || 0 },
      data: typeof n?.data === 'object' && n.data !== null ? n.data : {},
    })),
    edges: (value.edges ?? []).map((e) => ({ id: String(e?.id ?? ''), source: String(e?.source ?? ''), target: String(e?.target ?? ''), handle: String(e?.handle ?? 'next') })),
  };
  return { graph: clean, errors: validateFlowGraph(clean) };
}

function uniqueName(error: unknown): never {
  if (String((error as Error).message).includes('whatsapp_flows_name')) throw new InputError('Já existe um fluxo com este nome. Escolha outro nome.', 'name');
  throw error;
}

/** Saves a flow's draft (new or existing); the draft is kept even with errors, which come back with it. */
export async function saveDraft(db: Queryable, accountId: string, user: { id: string; name: string }, input: unknown): Promise<{ flow: FlowRow; errors: FlowGraphError[] }> {
  const value = validate(flowInput, input);
  const type = value.trigger_type.toLowerCase() as FlowTriggerType;
  if (!FLOW_TRIGGER_TYPES.includes(type)) throw new InputError('Gatilho inválido.', 'trigger_type');
  const values = triggerValues(type, value.trigger_values);
  const { graph, errors } = readGraph(value.graph);
  let id = value.id ?? null;
  try {
    if (id) {
      const [row] = await db.query<{ id: string }>(
        `update whatsapp_flows set name = $3, trigger_type = $4, trigger_values = $5, draft = $6, draft_changed = true, updated_by = $7, updated_by_name = $8, updated_at = now()
          where account_id = $1 and id = $2 returning id`,
        [accountId, id, value.name.trim(), type, values, JSON.stringify(graph), user.id, user.name],
      );
      if (!row) throw new NotFoundError('Fluxo não encontrado.');
    } else {
      const [row] = await db.query<{ id: string }>(
        `insert into whatsapp_flows (account_id, name, trigger_type, trigger_values, draft, created_by, updated_by, updated_by_name) values ($1, $2, $3, $4, $5, $6, $6, $7) returning id`,
        [accountId, value.name.trim(), type, values, JSON.stringify(graph), user.id, user.name],
      );
      id = row.id;
    }
  } catch (error) {
    uniqueName(error);
  }
  return { flow: (await findFlow(db, accountId, id!))!, errors };
}

/**
 * Publishes the saved draft as the next version, refused with the graph's errors in pt-BR. Another
 * published flow already started by one of the same keywords or payloads is refused too (which one
 * would start would be a guess).
 */
export async function publish(db: OperationalStore, accountId: string, user: { id: string | null; name: string }, id: string): Promise<FlowRow> {
  const flow = await findFlow(db, accountId, id);
  if (!flow) throw new NotFoundError('Fluxo não encontrado.');
  const errors = validateFlowGraph(flow.draft);
  if (errors.length) throw new InputError(`O fluxo não pode ser publicado: ${errors.map((e) => e.message).join(' ')}`, 'graph');
  const [clash] = await db.query<{ name: string; value: string }>(
    `select f.name, v as value from whatsapp_flows f, unnest(f.trigger_values) v
      where f.account_id = $1 and f.id <> $2 and f.status = 'published' and f.trigger_type = $3 and v = any($4::text[]) limit 1`,
    [accountId, id, flow.trigger_type, flow.trigger_values],
  );
  if (clash) throw new InputError(`O gatilho “${clash.value}” já inicia o fluxo publicado “${clash.name}”.`, 'trigger_values');
  await db.transaction(async (tx) => {
    const [{ version }] = await tx.query<{ version: number }>(
      `update whatsapp_flows set current_version = coalesce(current_version, 0) + 1, status = 'published', draft_changed = false, updated_at = now()
        where account_id = $1 and id = $2 returning current_version as version`,
      [accountId, id],
    );
    await tx.query(
      `insert into whatsapp_flow_versions (flow_id, version, account_id, graph, trigger_type, trigger_values, published_by, published_by_name) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, version, accountId, JSON.stringify(flow.draft), flow.trigger_type, flow.trigger_values, user.id, user.name],
    );
  });
  return (await findFlow(db, accountId, id))!;
}

/** Deletes a flow with no open conversation (its finished conversations stay in the inbox's history). */
export async function deleteFlow(db: Queryable, accountId: string, id: string): Promise<void> {
  const flow = await findFlow(db, accountId, id);
  if (!flow) throw new NotFoundError('Fluxo não encontrado.');
  if (flow.running > 0) throw new InputError(`O fluxo tem ${flow.running} conversa(s) em andamento e não pode ser excluído agora.`, 'id');
  await db.query(`delete from whatsapp_flows where account_id = $1 and id = $2`, [accountId, id]);
}
