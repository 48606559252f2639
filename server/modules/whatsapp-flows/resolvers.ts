import { define, enums, nullable, object, optional, size, string } from 'superstruct';
import { requireViewer } from '../../access/control';
import type { Viewer } from '../../access/context';
import { parseGlobalId, toGlobalId } from '../../access/globalId';
import { seesPersonalData } from '../../access/pii';
import { InputError, NotFoundError } from '../../errors';
import { toConnection } from '../../graphql/connection';
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolvers-types';
import type { RequestContext } from '../../access/context';
import { clampFirst, decodeCursor, toPage } from '../../shared/paging';
import { requiredText, searchTerm, validate } from '../../validation';
import { findInboxConversation, INBOX_FILTERS, listInbox, shownContact, windowClosesAt, type InboxFilter, type InboxRow } from './inbox';
import { normalizeWhatsappPhone, type StepRow } from './runtime';
import { deleteFlow, findFlow, FLOW_SORTS, flowVersions, listFlows, publish, readGraph, saveDraft, type FlowRow, type FlowSort } from './service';

/** The API's WhatsappFlow from a row (versions load when asked). */
export function flowNode(row: FlowRow) {
  return {
    id: toGlobalId('WhatsappFlow', row.id),
    _id: row.id,
    name: row.name,
    trigger_type: row.trigger_type.toUpperCase(),
    trigger_values: row.trigger_values,
    status: row.status.toUpperCase(),
    draft: row.draft,
    draftChanged: row.draft_changed,
    currentVersion: row.current_version,
    runningConversations: row.running,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_name,
    versions: async (_args: unknown, ctx: RequestContext) =>
      (await flowVersions(ctx.services.db, row.id)).map((v) => ({
        version: v.version,
        graph: v.graph,
        trigger_type: v.trigger_type.toUpperCase(),
        trigger_values: v.trigger_values,
        publishedAt: v.published_at,
        publishedBy: v.published_by_name,
      })),
  };
}

function stepNode(step: StepRow) {
  return {
    id: String(step.id),
    nodeId: step.node_id,
    author: step.author.toUpperCase(),
    inboundText: step.inbound_text,
    outboundText: step.outbound_text,
    outboundMessageId: step.outbound_message_id,
    options: step.options,
    userName: step.user_name,
    at: step.at,
  };
}

/** The API's WhatsappConversation: phone and name masked for viewers without PII access. */
export function conversationNode(viewer: Viewer, row: InboxRow) {
  return {
    id: toGlobalId('WhatsappConversation', row.id),
    _id: row.id,
    ...shownContact(seesPersonalData(viewer), row),
    flowName: row.flow_name,
    flowVersion: row.flow_version,
    status: row.status.toUpperCase(),
    test: row.test,
    unread: row.unread,
    lastText: row.last_text,
    lastMessageAt: row.last_message_at,
    lastInboundAt: row.last_inbound_at,
    windowClosesAt: row.status === 'handover' ? windowClosesAt(row, new Date()) : null,
    handedOverAt: row.handed_over_at,
    closedAt: row.closed_at,
    closedBy: row.closed_by_name,
    steps: async (_args: unknown, ctx: RequestContext) => (await ctx.services.whatsappFlows.steps(ctx.services.db, row.id)).map(stepNode),
  };
}

/** The uuid behind a global id of `type`, or the uuid itself (page addresses carry it). */
function uuidOf(type: string, id: unknown): string {
  const { id: given } = validate(object({ id: size(string(), 1, 200) }), { id });
  const parsed = parseGlobalId(given);
  return parsed ? (parsed.type === type ? parsed.id : '') : given;
}

const anyArray = () => define<unknown[]>('lista', (value) => Array.isArray(value) || 'deve ser uma lista');

const flowListArgs = object({
  after: optional(nullable(string())),
  search: searchTerm(),
  status: optional(nullable(enums(['DRAFT', 'PUBLISHED'] as const))),
  sort: optional(nullable(enums(Object.keys(FLOW_SORTS) as FlowSort[]))),
  sortDirection: optional(nullable(enums(['ASC', 'DESC'] as const))),
});

async function inboxNode(ctx: RequestContext, viewer: Viewer, id: string) {
  const row = await findInboxConversation(ctx.services.db, viewer.account.id, id);
  if (!row) throw new NotFoundError('Conversa não encontrada.');
  return conversationNode(viewer, row);
}

export const whatsappFlowQueries: Pick<QueryResolvers, 'whatsappFlows' | 'whatsappFlow' | 'whatsappConversations' | 'whatsappConversation' | 'validateWhatsappFlowGraph'> = {
  async whatsappFlows(_parent, args, ctx) {
    const input = validate(flowListArgs, { after: args.after, search: args.search, status: args.status, sort: args.sort, sortDirection: args.sortDirection });
    const viewer = requireViewer(ctx);
    const first = clampFirst(args.first);
    const offset = decodeCursor(input.after);
    const sort = (input.sort ?? 'UPDATED_AT') as FlowSort;
    const { rows, totalCount } = await listFlows(ctx.services.db, viewer.account.id, {
      search: input.search?.trim() || null,
      status: input.status ? (input.status.toLowerCase() as 'draft' | 'published') : null,
      sort,
      direction: input.sortDirection ?? (sort === 'NAME' ? 'ASC' : 'DESC'),
      offset,
      limit: first + 1,
    });
    return toConnection(toPage(rows.map(flowNode), first, offset, totalCount)) as never;
  },
  async whatsappFlow(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const row = await findFlow(ctx.services.db, viewer.account.id, uuidOf('WhatsappFlow', args.id));
    return row ? (flowNode(row) as never) : null;
  },
  async whatsappConversations(_parent, args, ctx) {
    const input = validate(object({ after: optional(nullable(string())), filter: optional(nullable(enums(Object.keys(INBOX_FILTERS) as InboxFilter[]))) }), {
      after: args.after,
      filter: args.filter,
    });
    const viewer = requireViewer(ctx);
    const first = clampFirst(args.first);
    const offset = decodeCursor(input.after);
    const { rows, totalCount, unreadConversations } = await listInbox(ctx.services.db, viewer.account.id, (input.filter ?? 'OPEN') as InboxFilter, offset, first + 1);
    return { ...toConnection(toPage(rows.map((row) => conversationNode(viewer, row)), first, offset, totalCount)), unreadConversations } as never;
  },
  async whatsappConversation(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const row = await findInboxConversation(ctx.services.db, viewer.account.id, uuidOf('WhatsappConversation', args.id));
    return row ? (conversationNode(viewer, row) as never) : null;
  },
  async validateWhatsappFlowGraph(_parent, args) {
    if (typeof args.graph !== 'object' || args.graph === null) throw new InputError('Fluxo inválido.', 'graph');
    return readGraph(validate(object({ graph: object({ nodes: size(anyArray(), 0, 200), edges: size(anyArray(), 0, 600) }) }), { graph: args.graph }).graph).errors;
  },
};

const simulateInput = object({
  flowId: size(string(), 1, 200),
  phone: size(string(), 8, 30),
  text: optional(nullable(size(string(), 0, 1024))),
  buttonPayload: optional(nullable(size(string(), 1, 256))),
});

export const whatsappFlowMutations: Pick<
  MutationResolvers,
  | 'saveWhatsappFlowDraft'
  | 'publishWhatsappFlow'
  | 'deleteWhatsappFlow'
  | 'simulateWhatsappFlowMessage'
  | 'answerWhatsappConversation'
  | 'closeWhatsappConversation'
  | 'markWhatsappConversationRead'
> = {
  async saveWhatsappFlowDraft(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const input = { ...args.input, id: args.input.id ? uuidOf('WhatsappFlow', args.input.id) || 'x' : null };
    if (input.id === 'x') throw new NotFoundError('Fluxo não encontrado.');
    const { flow, errors } = await saveDraft(ctx.services.db, viewer.account.id, viewer.user, input);
    return { flow: flowNode(flow) as never, errors };
  },
  async publishWhatsappFlow(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const flow = await publish(ctx.services.db, viewer.account.id, viewer.user, uuidOf('WhatsappFlow', args.id));
    return { flow: flowNode(flow) as never, errors: [] };
  },
  async deleteWhatsappFlow(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const id = uuidOf('WhatsappFlow', args.id);
    await deleteFlow(ctx.services.db, viewer.account.id, id);
    return { deletedId: toGlobalId('WhatsappFlow', id) };
  },
  async simulateWhatsappFlowMessage(_parent, args, ctx) {
    const input = validate(simulateInput, args.input);
    const viewer = requireViewer(ctx);
    if (!normalizeWhatsappPhone(input.phone)) throw new InputError('Telefone de teste inválido: use DDD e número.', 'phone');
    if (!input.text?.trim() && !input.buttonPayload) throw new InputError('Mensagem inválida: escreva um texto ou escolha um botão.', 'text');
    const flow = await findFlow(ctx.services.db, viewer.account.id, uuidOf('WhatsappFlow', input.flowId));
    if (!flow) throw new NotFoundError('Fluxo não encontrado.');
    if (flow.current_version === null) throw new InputError('Publique o fluxo antes de testá-lo.', 'flowId');
    const result = await ctx.services.whatsappFlows.receive(
      { accountId: viewer.account.id, phone: input.phone, text: input.text?.trim() || null, buttonPayload: input.buttonPayload ?? null, messageId: `test:${Date.now()}`, at: new Date() },
      true,
      flow.id,
    );
    return { conversation: result.conversationId ? ((await inboxNode(ctx, viewer, result.conversationId)) as never) : null };
  },
  async answerWhatsappConversation(_parent, args, ctx) {
    const { text } = validate(object({ text: requiredText(1024) }), { text: args.text });
    const viewer = requireViewer(ctx);
    const id = uuidOf('WhatsappConversation', args.id);
    await ctx.services.whatsappFlows.answer(viewer.account.id, id, viewer.user.name, text.trim());
    return { conversation: (await inboxNode(ctx, viewer, id)) as never };
  },
  async closeWhatsappConversation(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const id = uuidOf('WhatsappConversation', args.id);
    await ctx.services.whatsappFlows.close(viewer.account.id, id, viewer.user.name);
    return { conversation: (await inboxNode(ctx, viewer, id)) as never };
  },
  async markWhatsappConversationRead(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const id = uuidOf('WhatsappConversation', args.id);
    if (!(await ctx.services.whatsappFlows.markRead(viewer.account.id, id))) throw new NotFoundError('Conversa não encontrada.');
    return { conversation: (await inboxNode(ctx, viewer, id)) as never };
  },
};
