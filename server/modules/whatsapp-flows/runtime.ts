import {
  MAX_STEPS_PER_MESSAGE,
  normalizeReply,
  type FlowGraph,
  type FlowNode,
  type FlowOption,
} from '../../../src/shared/config/whatsappFlows';
import { InputError, NotFoundError } from '../../errors';
import type { OperationalStore, Queryable } from '../../stores';
import { outboxWhatsappSender, type WhatsappInboundHandler, type WhatsappInboundMessage, type WhatsappSender } from './sender';

/** The customer-service window: a store user may answer up to 24 hours after the consumer's last message. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

export type ConversationStatus = 'running' | 'waiting' | 'handover' | 'ended' | 'closed';

export interface ConversationRow {
  id: string;
  account_id: string;
  phone: string;
  document_no: string | null;
  flow_id: string | null;
  flow_version: number | null;
  status: ConversationStatus;
  current_node: string | null;
  variables: ConversationVariables;
  wait_deadline: Date | null;
  test: boolean;
  last_inbound_at: Date | null;
  last_message_at: Date;
  unread: number;
  handed_over_at: Date | null;
  closed_at: Date | null;
  closed_by_name: string | null;
  created_at: Date;
}

/** What a conversation remembers: the last reply, and (test conversations) the tags and opt-in it would have written. */
export interface ConversationVariables {
  reply?: string;
  reply_id?: string | null;
  tags?: string[];
  opted_in?: boolean;
}

export interface StepRow {
  id: string;
  conversation_id: string;
  node_id: string | null;
  author: 'consumer' | 'bot' | 'agent' | 'system';
  inbound_text: string | null;
  outbound_text: string | null;
  outbound_message_id: string | null;
  options: FlowOption[] | null;
  user_name: string | null;
  at: Date;
}

const CONVERSATION_COLUMNS = `id, account_id, phone, document_no, flow_id, flow_version, status, current_node, variables, wait_deadline, test,
  last_inbound_at, last_message_at, unread, handed_over_at, closed_at, closed_by_name, created_at`;

/** Digits with Brazil's country code (a national 10/11-digit number gets 55), or null when it is no phone. */
export function normalizeWhatsappPhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10 || digits.length === 11) return `55${digits}`;
  if (digits.length >= 12 && digits.length <= 15) return digits;
  return null;
}

/** The national number (without 55) of a Brazilian phone, as consumers' records hold it. */
const nationalOf = (phone: string) => (phone.startsWith('55') && phone.length >= 12 ? phone.slice(2) : phone);

/** A consumer's data the condition nodes read. */
interface ConsumerFacts {
  gender: string;
  city: string;
  optedIn: boolean;
  tags: string[];
}

/** The result of one inbound message: the conversation it went to (null: no conversation and no trigger). */
export interface InboundResult {
  conversationId: string | null;
  status: ConversationStatus | null;
}

export interface RuntimeOptions {
  /** the clock (tests move it to pass a timeout) */
  now?: () => Date;
  log?: (message: string) => void;
}

/**
 * Runs the flows: an inbound message advances its phone's open conversation (or starts the flow its
 * payload or keyword triggers) through the pinned version's nodes until one must wait, sending through
 * the sender and logging every step. Messages of one phone are handled one at a time in this process;
 * the partial unique index keeps one open conversation per phone across processes.
 */
export class WhatsappFlowRuntime implements WhatsappInboundHandler {
  private readonly outbox: Required<WhatsappSender>;
  private readonly graphs = new Map<string, FlowGraph>();
  private readonly locks = new Map<string, Promise<unknown>>();
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<number> | null = null;

  constructor(
    private readonly db: OperationalStore,
    private readonly sender: WhatsappSender,
    private readonly options: RuntimeOptions = {},
  ) {
    this.outbox = outboxWhatsappSender(db);
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** Test conversations never reach a consumer: they always go to the outbox. */
  private senderFor(conversation: Pick<ConversationRow, 'test'>): WhatsappSender {
    return conversation.test ? this.outbox : this.sender;
  }

  /** Runs `work` after every earlier call with the same key (one phone's messages in order). */
  private async serialized<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.locks.get(key) ?? Promise.resolve();
    const run = before.catch(() => undefined).then(work);
    this.locks.set(key, run);
    try {
      return await run;
    } finally {
      if (this.locks.get(key) === run) this.locks.delete(key);
    }
  }

  handleInbound(message: WhatsappInboundMessage): Promise<void> {
    return this.receive(message, false).then(() => undefined);
  }

  /**
   * One inbound message of a real (test = false) or simulated phone. `testFlowId` (the editor's test
   * panel) starts that flow's published version whatever the triggers say, and ends the phone's open
   * test conversation of another flow.
   */
  receive(message: WhatsappInboundMessage, test: boolean, testFlowId: string | null = null): Promise<InboundResult> {
    const phone = normalizeWhatsappPhone(message.phone);
    if (!phone) return Promise.resolve({ conversationId: null, status: null });
    return this.serialized(`${message.accountId}:${phone}:${test}`, () => this.receiveNow({ ...message, phone }, test, test ? testFlowId : null));
  }

  private async receiveNow(message: WhatsappInboundMessage, test: boolean, testFlowId: string | null = null): Promise<InboundResult> {
    let open = await this.openConversation(message.accountId, message.phone, test);
    if (open && testFlowId && open.flow_id !== testFlowId) {
      await this.finish(open, 'ended', open.current_node);
      open = null;
    }
    if (open) {
      await this.logInbound(open, message);
      if (open.status === 'handover') {
        await this.db.query(`update whatsapp_conversations set unread = unread + 1 where id = $1`, [open.id]);
        return { conversationId: open.id, status: 'handover' };
      }
      const graph = await this.graphOf(open);
      const node = graph && open.current_node ? graph.nodes.find((n) => n.id === open.current_node) : undefined;
      if (!graph || !node) return this.finish(open, 'ended', null);
      const { handle, variables } = readReply(node, message, open.variables);
      return this.advance({ ...open, variables }, graph, node, handle);
    }
    const trigger = testFlowId ? await this.publishedFlow(message.accountId, testFlowId) : await this.triggeredFlow(message);
    if (!trigger) return { conversationId: null, status: null };
    const documentNo = test ? null : await this.consumerOf(message.accountId, message.phone);
    const start = trigger.graph.nodes.find((n) => n.type === 'start');
    if (!start) return { conversationId: null, status: null };
    let created: ConversationRow;
    try {
      [created] = await this.db.query<ConversationRow>(
        `insert into whatsapp_conversations (account_id, phone, document_no, flow_id, flow_version, status, current_node, test, last_inbound_at, last_message_at, variables)
         values ($1, $2, $3, $4, $5, 'running', $6, $7, $8, $8, $9) returning ${CONVERSATION_COLUMNS}`,
        [message.accountId, message.phone, documentNo, trigger.flowId, trigger.version, start.id, test, message.at, JSON.stringify({ reply: message.text ?? message.buttonPayload ?? '' })],
      );
    } catch (error) {
      // another process opened the phone's conversation meanwhile: this message goes to it
      if (String((error as Error).message).includes('whatsapp_conversations_open')) return this.receiveNow(message, test, testFlowId);
      throw error;
    }
    await this.logInbound(created, message);
    return this.advance(created, trigger.graph, start, 'next');
  }

  private async openConversation(accountId: string, phone: string, test: boolean): Promise<ConversationRow | null> {
    const [row] = await this.db.query<ConversationRow>(
      `select ${CONVERSATION_COLUMNS} from whatsapp_conversations
        where account_id = $1 and phone = $2 and test = $3 and status in ('running', 'waiting', 'handover')`,
      [accountId, phone, test],
    );
    return row ?? null;
  }

  /** The graph of a conversation's pinned version (versions never change, so they are cached). */
  private async graphOf(conversation: Pick<ConversationRow, 'flow_id' | 'flow_version'>): Promise<FlowGraph | null> {
    if (!conversation.flow_id || conversation.flow_version === null) return null;
    const key = `${conversation.flow_id}:${conversation.flow_version}`;
    const cached = this.graphs.get(key);
    if (cached) return cached;
    const [row] = await this.db.query<{ graph: FlowGraph }>(`select graph from whatsapp_flow_versions where flow_id = $1 and version = $2`, [
      conversation.flow_id,
      conversation.flow_version,
    ]);
    if (!row) return null;
    this.graphs.set(key, row.graph);
    return row.graph;
  }

  /**
   * The published flow an inbound message starts: a quick-reply payload of a button trigger, else a
   * keyword trigger whose keyword is the message or one of its words (most recently published first).
   */
  private async triggeredFlow(message: WhatsappInboundMessage): Promise<{ flowId: string; version: number; graph: FlowGraph } | null> {
    const rows = await this.db.query<{ flow_id: string; version: number; trigger_type: string; trigger_values: string[] }>(
      `select v.flow_id, v.version, v.trigger_type, v.trigger_values
         from whatsapp_flows f join whatsapp_flow_versions v on v.flow_id = f.id and v.version = f.current_version
        where f.account_id = $1 and f.status = 'published'
        order by v.published_at desc`,
      [message.accountId],
    );
    const text = normalizeReply(message.text ?? '');
    const padded = ` ${text.replace(/[^\p{L}\p{N} ]/gu, ' ').replace(/\s+/g, ' ')} `;
    const match =
      (message.buttonPayload ? rows.find((r) => r.trigger_type === 'button' && r.trigger_values.includes(message.buttonPayload!)) : undefined) ??
      (text ? rows.find((r) => r.trigger_type === 'keyword' && r.trigger_values.some((k) => k && (text === k || padded.includes(` ${k} `)))) : undefined);
    if (!match) return null;
    const graph = await this.graphOf({ flow_id: match.flow_id, flow_version: match.version });
    return graph ? { flowId: match.flow_id, version: match.version, graph } : null;
  }

  private async publishedFlow(accountId: string, flowId: string): Promise<{ flowId: string; version: number; graph: FlowGraph } | null> {
    const [row] = await this.db.query<{ version: number | null }>(`select current_version as version from whatsapp_flows where account_id = $1 and id = $2`, [accountId, flowId]);
    if (row?.version == null) return null;
    const graph = await this.graphOf({ flow_id: flowId, flow_version: row.version });
    return graph ? { flowId, version: row.version, graph } : null;
  }

  private async consumerOf(accountId: string, phone: string): Promise<string | null> {
    const national = nationalOf(phone);
    const [row] = await this.db.query<{ document_no: string }>(
      `select document_no from consumers where account_id = $1 and phone = any($2::text[]) order by updated_at desc limit 1`,
      [accountId, [national, `55${national}`]],
    );
    return row?.document_no ?? null;
  }

  private async consumerFacts(conversation: ConversationRow): Promise<ConsumerFacts> {
    const own = { gender: 'U', city: '', optedIn: conversation.variables.opted_in === true, tags: conversation.variables.tags ?? [] };
    if (!conversation.document_no) return own;
    const [row] = await this.db.query<{ gender: string; city: string | null; opted: boolean | null; tags: string[] }>(
      `select c.gender, c.address ->> 'city_name' as city, (c.opt_in ->> 'whatsapp')::boolean as opted,
              coalesce((select array_agg(t.tag) from consumer_tags t where t.account_id = c.account_id and t.document_no = c.document_no), '{}') as tags
         from consumers c where c.account_id = $1 and c.document_no = $2`,
      [conversation.account_id, conversation.document_no],
    );
    if (!row) return own;
    return { gender: row.gender, city: row.city ?? '', optedIn: row.opted === true || own.optedIn, tags: [...new Set([...row.tags, ...own.tags])] };
  }

  private async logInbound(conversation: ConversationRow, message: WhatsappInboundMessage) {
    await this.db.query(
      `insert into whatsapp_conversation_steps (conversation_id, account_id, node_id, author, inbound_text, at) values ($1, $2, $3, 'consumer', $4, $5)`,
      [conversation.id, conversation.account_id, conversation.current_node, message.text ?? message.buttonPayload ?? '', message.at],
    );
    await this.db.query(`update whatsapp_conversations set last_inbound_at = $2, last_message_at = greatest(last_message_at, $2) where id = $1`, [
      conversation.id,
      message.at,
    ]);
  }

  private async send(conversation: ConversationRow, node: FlowNode | null, text: string, options: { buttons?: FlowOption[]; list?: { button: string; rows: FlowOption[] } } = {}, author: 'bot' | 'agent' = 'bot', userName: string | null = null) {
    const sender = this.senderFor(conversation);
    let sent: { messageId: string };
    if (options.list) {
      sent = sender.sendList
        ? await sender.sendList(conversation.account_id, conversation.phone, text, options.list.button, options.list.rows)
        : await sender.sendText(conversation.account_id, conversation.phone, `${text}\n\n${options.list.rows.map((row, i) => `${i + 1}. ${row.title}`).join('\n')}`);
    } else {
      sent = await sender.sendText(conversation.account_id, conversation.phone, text, options.buttons);
    }
    const [step] = await this.db.query<StepRow>(
      `insert into whatsapp_conversation_steps (conversation_id, account_id, node_id, author, outbound_text, outbound_message_id, options, user_name, at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *`,
      [
        conversation.id,
        conversation.account_id,
        node?.id ?? null,
        author,
        text,
        sent.messageId,
        options.buttons ?? options.list?.rows ? JSON.stringify(options.buttons ?? options.list?.rows) : null,
        userName,
        this.now(),
      ],
    );
    return step;
  }

  private async logSystem(conversation: ConversationRow, nodeId: string | null, text: string, userName: string | null = null) {
    await this.db.query(
      `insert into whatsapp_conversation_steps (conversation_id, account_id, node_id, author, outbound_text, user_name, at) values ($1, $2, $3, 'system', $4, $5, $6)`,
      [conversation.id, conversation.account_id, nodeId, text, userName, this.now()],
    );
  }

  private async finish(conversation: ConversationRow, status: 'ended', nodeId: string | null): Promise<InboundResult> {
    await this.db.query(
      `update whatsapp_conversations set status = $2, current_node = $3, wait_deadline = null, variables = $4, closed_at = $5, last_message_at = greatest(last_message_at, $5) where id = $1`,
      [conversation.id, status, nodeId, JSON.stringify(conversation.variables), this.now()],
    );
    return { conversationId: conversation.id, status };
  }

  /**
   * Follows the exit `handle` of `from` and runs nodes until one waits (buttons, list, wait), hands
   * over or ends. A missing exit ends the conversation; so does a loop of more than
   * MAX_STEPS_PER_MESSAGE nodes without a wait.
   */
  private async advance(conversation: ConversationRow, graph: FlowGraph, from: FlowNode, handle: string): Promise<InboundResult> {
    const conv = { ...conversation, variables: { ...conversation.variables } };
    const nextOf = (node: FlowNode, exit: string) => {
      const edge = graph.edges.find((e) => e.source === node.id && e.handle === exit) ?? (exit !== 'timeout' && exit !== 'next' ? graph.edges.find((e) => e.source === node.id && e.handle === 'other') : undefined);
      return edge ? graph.nodes.find((n) => n.id === edge.target) ?? null : null;
    };
    let node = nextOf(from, handle);
    let facts: ConsumerFacts | null = null;
    for (let steps = 0; steps < MAX_STEPS_PER_MESSAGE; steps++) {
      if (!node) return this.finish(conv, 'ended', null);
      const data = node.data ?? {};
      switch (node.type) {
        case 'start':
          node = nextOf(node, 'next');
          continue;
        case 'message':
          await this.send(conv, node, data.text ?? '');
          node = nextOf(node, 'next');
          continue;
        case 'buttons':
        case 'list':
        case 'wait': {
          if (node.type === 'buttons') await this.send(conv, node, data.text ?? '', { buttons: data.buttons ?? [] });
          if (node.type === 'list') await this.send(conv, node, data.text ?? '', { list: { button: data.listButton ?? 'Opções', rows: data.rows ?? [] } });
          const deadline = data.timeoutMinutes ? new Date(this.now().getTime() + data.timeoutMinutes * 60_000) : null;
          await this.db.query(
            `update whatsapp_conversations set status = 'waiting', current_node = $2, wait_deadline = $3, variables = $4, last_message_at = greatest(last_message_at, $5) where id = $1`,
            [conv.id, node.id, deadline, JSON.stringify(conv.variables), this.now()],
          );
          return { conversationId: conv.id, status: 'waiting' };
        }
        case 'condition': {
          facts ??= data.field === 'reply' ? null : await this.consumerFacts(conv);
          node = nextOf(node, evaluateCondition(node, conv.variables, facts) ? 'true' : 'false');
          continue;
        }
        case 'tag': {
          const tag = (data.tag ?? '').trim();
          conv.variables.tags = [...new Set([...(conv.variables.tags ?? []), tag])];
          if (conv.document_no && !conv.test) {
            await this.db.query(`insert into consumer_tags (account_id, document_no, tag) values ($1, $2, $3) on conflict do nothing`, [conv.account_id, conv.document_no, tag]);
          }
          await this.logSystem(conv, node.id, `Etiqueta “${tag}” aplicada`);
          facts = null;
          node = nextOf(node, 'next');
          continue;
        }
        case 'optin': {
          conv.variables.opted_in = true;
          if (conv.document_no && !conv.test) {
            await this.db.query(
              `update consumers set opt_in = coalesce(opt_in, '{}'::jsonb) || '{"whatsapp": true}'::jsonb, updated_at = now() where account_id = $1 and document_no = $2`,
              [conv.account_id, conv.document_no],
            );
          }
          await this.logSystem(conv, node.id, 'Opt-in de ofertas por WhatsApp registrado');
          facts = null;
          node = nextOf(node, 'next');
          continue;
        }
        case 'handover': {
          if (data.text?.trim()) await this.send(conv, node, data.text.trim());
          await this.db.query(
            `update whatsapp_conversations set status = 'handover', current_node = $2, wait_deadline = null, variables = $3, handed_over_at = $4, unread = greatest(unread, 1),
                    last_message_at = greatest(last_message_at, $4) where id = $1`,
            [conv.id, node.id, JSON.stringify(conv.variables), this.now()],
          );
          return { conversationId: conv.id, status: 'handover' };
        }
        case 'end':
          if (data.text?.trim()) await this.send(conv, node, data.text.trim());
          return this.finish(conv, 'ended', node.id);
        default:
          return this.finish(conv, 'ended', node.id);
      }
    }
    await this.logSystem(conv, node?.id ?? null, 'Fluxo interrompido: passos demais sem aguardar resposta');
    return this.finish(conv, 'ended', node?.id ?? null);
  }

  /** Moves waiting conversations past their deadline along their node's timeout edge; how many moved. */
  sweepTimeouts(now: Date = this.now()): Promise<number> {
    this.sweeping ??= this.sweepNow(now).finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  private async sweepNow(now: Date): Promise<number> {
    const due = await this.db.query<{ id: string; account_id: string; phone: string; test: boolean }>(
      `select id, account_id, phone, test from whatsapp_conversations where status = 'waiting' and wait_deadline <= $1 order by wait_deadline limit 500`,
      [now],
    );
    let moved = 0;
    for (const { id, account_id, phone, test } of due) {
      await this.serialized(`${account_id}:${phone}:${test}`, async () => {
        // re-read: a reply may have arrived meanwhile; the status check makes two sweeping processes take it once
        const [conversation] = await this.db.query<ConversationRow>(
          `update whatsapp_conversations set status = 'running' where id = $1 and status = 'waiting' and wait_deadline <= $2 returning ${CONVERSATION_COLUMNS}`,
          [id, now],
        );
        if (!conversation) return;
        const graph = await this.graphOf(conversation);
        const node = graph?.nodes.find((n) => n.id === conversation.current_node);
        await this.logSystem(conversation, conversation.current_node, 'Tempo de espera esgotado');
        if (!graph || !node) await this.finish(conversation, 'ended', null);
        else await this.advance(conversation, graph, node, 'timeout');
        moved++;
      });
    }
    return moved;
  }

  /** Sweeps timeouts every `intervalMs` (WHATSAPP_FLOW_SWEEP_MS). */
  start(intervalMs: number) {
    if (this.timer || intervalMs <= 0) return;
    this.timer = setInterval(() => {
      this.sweepTimeouts().catch((error) => this.options.log?.(`varredura de tempo esgotado falhou: ${(error as Error).message}`));
    }, intervalMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sweeping?.catch(() => undefined);
  }

  async conversation(accountId: string, id: string): Promise<ConversationRow | null> {
    const [row] = await this.db.query<ConversationRow>(`select ${CONVERSATION_COLUMNS} from whatsapp_conversations where account_id = $1 and id = $2`, [accountId, id]);
    return row ?? null;
  }

  /**
   * A store user's answer in the inbox: only to a handed-over conversation still open, and only inside
   * the 24-hour window that the consumer's last inbound message opened.
   */
  async answer(accountId: string, conversationId: string, userName: string, text: string): Promise<StepRow> {
    const found = await this.conversation(accountId, conversationId);
    if (!found || found.handed_over_at === null) throw new NotFoundError('Conversa não encontrada.');
    return this.serialized(`${accountId}:${found.phone}:${found.test}`, async () => {
      const conversation = (await this.conversation(accountId, conversationId))!;
      if (conversation.status !== 'handover') throw new InputError('Esta conversa foi encerrada: não é possível responder.', 'text');
      const now = this.now();
      if (!conversation.last_inbound_at || now.getTime() - new Date(conversation.last_inbound_at).getTime() > SERVICE_WINDOW_MS) {
        throw new InputError('Fora da janela de 24 horas: o cliente não escreve há mais de 24 horas, e o WhatsApp só permite responder dentro dela.', 'text');
      }
      const step = await this.send(conversation, null, text, {}, 'agent', userName);
      await this.db.query(`update whatsapp_conversations set unread = 0, last_message_at = greatest(last_message_at, $2) where id = $1`, [conversation.id, now]);
      return step;
    });
  }

  /** Closes a handed-over conversation (the phone's next message starts over from the triggers). */
  async close(accountId: string, conversationId: string, userName: string): Promise<ConversationRow> {
    const [row] = await this.db.query<ConversationRow>(
      `update whatsapp_conversations set status = 'closed', closed_at = $3, closed_by_name = $4, unread = 0, wait_deadline = null
        where account_id = $1 and id = $2 and handed_over_at is not null and status = 'handover' returning ${CONVERSATION_COLUMNS}`,
      [accountId, conversationId, this.now(), userName],
    );
    if (!row) throw new NotFoundError('Conversa não encontrada ou já encerrada.');
    await this.logSystem(row, null, 'Conversa encerrada', userName);
    return row;
  }

  /** Marks a conversation's consumer messages as read by the store. */
  async markRead(accountId: string, conversationId: string): Promise<ConversationRow | null> {
    const [row] = await this.db.query<ConversationRow>(
      `update whatsapp_conversations set unread = 0 where account_id = $1 and id = $2 and handed_over_at is not null returning ${CONVERSATION_COLUMNS}`,
      [accountId, conversationId],
    );
    return row ?? null;
  }

  /** The conversation's steps in order. */
  steps(db: Queryable, conversationId: string): Promise<StepRow[]> {
    return db.query<StepRow>(`select * from whatsapp_conversation_steps where conversation_id = $1 order by at, id`, [conversationId]);
  }
}

/** The exit a reply takes out of a waiting node, and the variables it leaves (the reply and its option id). */
export function readReply(node: FlowNode, message: Pick<WhatsappInboundMessage, 'text' | 'buttonPayload'>, variables: ConversationVariables): { handle: string; variables: ConversationVariables } {
  const text = message.text ?? '';
  const options = node.type === 'buttons' ? (node.data.buttons ?? []) : node.type === 'list' ? (node.data.rows ?? []) : [];
  const said = normalizeReply(text);
  const chosen =
    options.find((o) => message.buttonPayload !== null && o.id === message.buttonPayload) ??
    options.find((o) => said !== '' && normalizeReply(o.title) === said) ??
    (node.type === 'list' && /^\d+$/.test(said) ? options[Number(said) - 1] : undefined);
  const reply = text || (chosen?.title ?? message.buttonPayload ?? '');
  const next = { ...variables, reply, reply_id: chosen?.id ?? message.buttonPayload ?? null };
  if (node.type === 'wait') return { handle: 'reply', variables: next };
  return { handle: chosen ? chosen.id : 'other', variables: next };
}

/** A condition node's answer on the last reply or the consumer's data. */
export function evaluateCondition(node: FlowNode, variables: ConversationVariables, facts: ConsumerFacts | null): boolean {
  const { field, operator = 'equals' } = node.data;
  const value = normalizeReply(node.data.value ?? '');
  const compare = (actual: string) => {
    const a = normalizeReply(actual);
    return operator === 'contains' ? a.includes(value) : a === value;
  };
  switch (field) {
    case 'reply':
      return compare(variables.reply ?? '') || (operator === 'equals' && (variables.reply_id ?? '') === (node.data.value ?? '').trim());
    case 'gender':
      return compare(facts?.gender ?? 'U');
    case 'city':
      return compare(facts?.city ?? '');
    case 'opted_in':
      return (facts?.optedIn ?? false) === (value === '' || value === 'sim' || value === 'true');
    case 'tag':
      return (facts?.tags ?? []).some((tag) => compare(tag));
    default:
      return false;
  }
}
