import { requireViewer, viewerCanOpen } from '../../access/control';
import type { RequestContext, Viewer } from '../../access/context';
import { parseGlobalId, toGlobalId } from '../../access/globalId';
import { maskDocument, maskEmail, seesPersonalData } from '../../access/pii';
import { InputError, NotFoundError } from '../../errors';
import { toConnection } from '../../graphql/connection';
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolvers-types';
import { createMailer } from '../../mail';
import { clampFirst, decodeCursor, toPage } from '../../shared/paging';
import { validate } from '../../validation';
import { formatDocument } from '../../../src/shared/lib/document';
import { eraseConsumer } from './erasure';
import { allArgs, answerArgs, pendingArgs } from './inputs';
import { STANDARD_REPLIES } from './replies';
import { ANSWER_DAYS, WARNING_DAY, finishRequest, getRequest, listRequests, requestCounts, type DataRequestRow, type RequestQuery } from './requests';

/** The route whose permission answers requests (franchisee switch managing_user_requests). */
export const REQUESTS_ROUTE = 'clientes.gerenciamento.solicitacoes';
const DAY = 86_400_000;

const dueDate = (requestedAt: Date) => new Date(requestedAt.getTime() + ANSWER_DAYS * DAY).toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

/** A request as the viewer may see it: document and e-mail masked without PII access. */
export function requestShape(viewer: Viewer, row: DataRequestRow) {
  const sees = seesPersonalData(viewer);
  const pending = row.status === 'PENDING';
  const pseudonymous = row.document_no.startsWith('ANON-');
  return {
    id: toGlobalId('DeleteDataRequest', row.id),
    name: row.name || '—',
    document: pseudonymous ? row.document_no : sees ? formatDocument(row.document_no) : maskDocument(row.document_no),
    email: row.email === null ? null : sees ? row.email : maskEmail(row.email),
    anonymised: row.anonymised,
    kind: row.kind,
    categories: row.categories,
    channel: row.channel,
    requested_at: row.requested_at.toISOString(),
    status: row.status,
    finished_at: row.finished_at ? row.finished_at.toISOString() : null,
    finished_by: row.finished_by,
    reply: row.reply,
    days_elapsed: row.days_elapsed,
    days_left: pending ? ANSWER_DAYS - row.days_elapsed : 0,
    deadline: !pending ? 'DONE' : row.days_elapsed > ANSWER_DAYS ? 'OVERDUE' : row.days_elapsed >= WARNING_DAY ? 'WARNING' : 'ON_TIME',
    due_date: dueDate(row.requested_at),
    proof: row.proof,
  } as const;
}

/** The node loader: the viewer's account only, and only for who may open the requests page. */
export async function loadRequestNode(id: string, viewer: Viewer, services: RequestContext['services']) {
  if (!viewerCanOpen(viewer, REQUESTS_ROUTE)) return null;
  const row = await getRequest(services.db, viewer.account.id, id);
  return row ? requestShape(viewer, row) : null;
}

async function page(ctx: RequestContext, viewer: Viewer, query: RequestQuery, first: number | null | undefined, after: string | null | undefined) {
  const size = clampFirst(first);
  const offset = decodeCursor(after);
  const { rows, total } = await listRequests(ctx.services.db, viewer.account.id, query, offset, size + 1);
  return toConnection(toPage(rows.map((row) => requestShape(viewer, row)), size, offset, total));
}

export const privacyQueries: Pick<QueryResolvers, 'usersPendingDeleteDataRequest' | 'usersAllDeleteDataRequests' | 'deleteUserRequests' | 'standardUserReplies' | 'consumerManagementSummary'> = {
  async usersPendingDeleteDataRequest(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const input = validate(pendingArgs, args);
    // the oldest first: the one closest to its deadline leads
    return page(ctx, viewer, { status: 'PENDING', search: input.search ?? null, sort: input.sort ?? 'REQUESTED_AT', direction: input.direction ?? 'ASC' }, input.first, input.after) as never;
  },
  async usersAllDeleteDataRequests(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const input = validate(allArgs, args);
    return page(ctx, viewer, { status: input.status ?? null, search: input.search ?? null, sort: input.sort ?? 'REQUESTED_AT', direction: input.direction ?? 'DESC' }, input.first, input.after) as never;
  },
  deleteUserRequests: (_parent, _args, ctx) => requestCounts(ctx.services.db, requireViewer(ctx).account.id),
  standardUserReplies: () => STANDARD_REPLIES.map((reply) => ({ ...reply })),
  async consumerManagementSummary(_parent, _args, ctx) {
    const viewer = requireViewer(ctx);
    const accountId = viewer.account.id;
    const registrations = viewerCanOpen(viewer, 'clientes.gerenciamento.cadastros')
      ? (
          await ctx.services.db.query<{ total: number; confirmed: number }>(
            'select count(*)::int as total, count(*) filter (where is_confirmed)::int as confirmed from consumers where account_id = $1 and anonymised_at is null',
            [accountId],
          )
        )[0]
      : null;
    return {
      registrations: registrations?.total ?? null,
      confirmed: registrations?.confirmed ?? null,
      requests: viewerCanOpen(viewer, REQUESTS_ROUTE) ? await requestCounts(ctx.services.db, accountId) : null,
    };
  },
};

/** The pending request of a DeleteDataRequest id in the viewer's account, or a pt-BR refusal. */
async function pendingRequest(ctx: RequestContext, viewer: Viewer, id: string): Promise<DataRequestRow> {
  const parsed = parseGlobalId(id);
  const row = parsed?.type === 'DeleteDataRequest' ? await getRequest(ctx.services.db, viewer.account.id, parsed.id) : null;
  if (!row) throw new NotFoundError('Solicitação não encontrada.');
  if (row.status !== 'PENDING') throw new InputError('Esta solicitação já foi respondida.', 'id');
  return row;
}

/** E-mails the reply while the address still exists; false when the consumer has none. */
async function mailReply(ctx: RequestContext, viewer: Viewer, row: DataRequestRow, accepted: boolean, reply: string): Promise<boolean> {
  if (!row.email) return false;
  const firstName = row.name.split(/\s+/)[0];
  await createMailer(ctx.config, ctx.services.db).send({
    accountId: viewer.account.id,
    to: [row.email],
    subject: `Sua solicitação de exclusão de dados – ${viewer.account.name}`,
    text: `Olá, ${firstName}!\n\nSua solicitação de exclusão de dados de ${row.requested_at.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })} foi ${accepted ? 'atendida' : 'recusada'}.\n\n${reply}\n\n${viewer.account.name}`,
  });
  return true;
}

export const privacyMutations: Pick<MutationResolvers, 'acceptUserDeleteDataRequest' | 'declineUserDeleteDataRequest'> = {
  async acceptUserDeleteDataRequest(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(answerArgs, args);
    const row = await pendingRequest(ctx, viewer, input.id);
    const emailed = input.sendEmail ? await mailReply(ctx, viewer, row, true, input.reply.trim()) : false;
    const proof = await eraseConsumer(
      { db: ctx.services.db, ch: ctx.services.ch, filesDir: ctx.services.jobs.filesDir },
      { accountId: viewer.account.id, documentNo: row.document_no, name: row.name, email: row.email, phone: row.phone },
      { kind: row.kind, categories: row.categories, by: viewer.user.email },
    );
    await finishRequest(ctx.services.db, viewer.account.id, row.id, { status: 'ACCEPTED', by: viewer.user.email, reply: input.reply.trim(), proof });
    const after = await getRequest(ctx.services.db, viewer.account.id, row.id);
    return { request: requestShape(viewer, after!), emailed } as never;
  },
  async declineUserDeleteDataRequest(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(answerArgs, args);
    const row = await pendingRequest(ctx, viewer, input.id);
    if (!(await finishRequest(ctx.services.db, viewer.account.id, row.id, { status: 'DECLINED', by: viewer.user.email, reply: input.reply.trim(), proof: null }))) {
      throw new InputError('Esta solicitação já foi respondida.', 'id');
    }
    const emailed = input.sendEmail ? await mailReply(ctx, viewer, row, false, input.reply.trim()) : false;
    const after = await getRequest(ctx.services.db, viewer.account.id, row.id);
    return { request: requestShape(viewer, after!), emailed } as never;
  },
};
