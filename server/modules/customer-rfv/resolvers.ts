import { array, enums, integer, nullable, object, optional, refine, size, string, type Infer } from 'superstruct';
import { filter, pipe } from 'graphql-yoga';
import { requireViewer, viewerCanOpen } from '../../access/control';
import type { RequestContext, Viewer } from '../../access/context';
import { toGlobalId } from '../../access/globalId';
import { maskEmail, seesPersonalData } from '../../access/pii';
import { toConnection } from '../../graphql/connection';
import { ForbiddenError, InputError, NotFoundError } from '../../errors';
import { clampFirst, decodeCursor, toPage } from '../../shared/paging';
import { isIsoDate } from '../../shared/dates';
import { plainText, requiredText, validate } from '../../validation';
import type {
  AHubAnalyticsConfigurationResolvers,
  AnalyticsPeriodResolvers,
  MutationResolvers,
  QueryResolvers,
  SubscriptionResolvers,
} from '../../graphql/resolvers-types';
import { maskDocument, formatDocument } from '../../../src/shared/lib/document';
import { maskPhone } from '../../../src/shared/lib/phone';
import {
  ANALYSIS_TYPES,
  analysisLimits,
  computeAnalysis,
  createAnalysis,
  defaultAnalysis,
  deleteAnalysis,
  findAnalysis,
  findPeriod,
  listAnalyses,
  listPeriods,
  renameAnalysis,
  type AnalysisRow,
  type ComputeDeps,
  type PeriodRow,
} from './analyses';
import { RFV_CLUSTERS, rfvClusterConsumers, rfvClusterMetrics, rfvMigrations, type RfvCluster } from './rfv';
import { daysBetween } from './periods';

/** The longest window an analysis may have (the generator keeps two years of sales). */
const MAX_WINDOW_DAYS = 366 * 2;

const isoDay = () => refine(string(), 'data', (value) => isIsoDate(value) || 'deve ser uma data no formato AAAA-MM-DD');
const dateRange = refine(object({ initialDate: isoDay(), finalDate: isoDay() }), 'periodo', (range) => {
  if (range.initialDate > range.finalDate) return 'a data inicial deve ser anterior ou igual à final';
  return daysBetween(range.initialDate, range.finalDate) < MAX_WINDOW_DAYS || `o período pode ter no máximo ${MAX_WINDOW_DAYS} dias`;
});

const upsertInput = object({
  id: optional(nullable(size(string(), 1, 60))),
  type: enums(ANALYSIS_TYPES),
  title: requiredText(80),
  filters: optional(nullable(object({
    clientsType: optional(nullable(enums(['F', 'J'] as const))),
    units: optional(nullable(size(array(size(string(), 1, 60)), 0, 1000))),
  }))),
  recurrent: optional(nullable(object({
    initialWeekDay: optional(nullable(size(integer(), 0, 6))),
    modelType: enums(['WEEKLY', 'MONTHLY'] as const),
  }))),
  notRecurrent: optional(nullable(object({ analyzedPeriod: dateRange, referencePeriod: dateRange }))),
});

type UpsertInput = Infer<typeof upsertInput>;

/** The manager's and the RFV page's shared reads: either page may list the account's analyses. */
function requireAnalysesReader(ctx: RequestContext): Viewer {
  const viewer = requireViewer(ctx);
  // The RFV page picks its analysis and periods from the manager's list: both pages read it.
  if (!viewerCanOpen(viewer, 'gerenciador-analises') && !viewerCanOpen(viewer, 'clientes.classificacao-rfv')) throw new ForbiddenError();
  return viewer;
}

/** What computing an analysis needs from the request's services. */
export function computeDeps(ctx: Pick<RequestContext, 'services'>): ComputeDeps {
  const { db, ch, processing, pubsub } = ctx.services;
  return {
    db,
    ch,
    currentRun: async (accountId) => (await processing.current(accountId))?.processing_uuid ?? null,
    publish: (analysis) => pubsub.publish('analysisStatus', analysis.account_id, { analysis }),
  };
}

function toAnalysisInput(input: UpsertInput) {
  if (!input.recurrent === !input.notRecurrent) {
    throw new InputError('Análise inválida: escolha se ela é recorrente ou informe os períodos analisado e de referência, não os dois.');
  }
  if (input.recurrent?.modelType === 'WEEKLY' && input.recurrent.initialWeekDay == null) {
    throw new InputError('Análise semanal inválida: informe o dia da semana em que a semana começa.');
  }
  const notRecurrent = input.notRecurrent
    ? {
        analyzedPeriod: { start: input.notRecurrent.analyzedPeriod.initialDate, end: input.notRecurrent.analyzedPeriod.finalDate },
        referencePeriod: { start: input.notRecurrent.referencePeriod.initialDate, end: input.notRecurrent.referencePeriod.finalDate },
      }
    : null;
  if (notRecurrent && notRecurrent.referencePeriod.end > notRecurrent.analyzedPeriod.end) {
    throw new InputError('Período de referência inválido: ele deve terminar antes do período analisado (ou no mesmo dia).');
  }
  return {
    type: input.type,
    title: input.title,
    filters: {
      personType: input.filters?.clientsType ?? null,
      units: input.filters?.units?.length ? input.filters.units : null,
    },
    recurrent: input.recurrent ? { modelType: input.recurrent.modelType, initialWeekDay: input.recurrent.initialWeekDay ?? 0 } : null,
    notRecurrent,
  };
}

/**
 * A page of a cluster's customers with their names and contacts; documents and contacts masked
 * unless `unmasked` (the viewer's PII access; for a download, also the download permission).
 */
export async function clusterCustomers(
  ctx: RequestContext,
  viewer: Viewer,
  period: PeriodRow,
  cluster: RfvCluster,
  page: { offset: number; limit: number },
  unmasked: boolean,
) {
  const ref = { accountId: viewer.account.id, analysisId: period.analysis_id, periodId: period.id };
  const { rows, totalCount } = await rfvClusterConsumers(ctx.services.ch, ref, cluster, page);
  const people = await ctx.services.db.query<{ document_no: string; name: string; email: string | null; phone: string | null }>(
    `select document_no, name, email, phone from consumers where account_id = $1 and document_no = any($2)`,
    [viewer.account.id, rows.map((row) => row.documentNo)],
  );
  const byDocument = new Map(people.map((person) => [person.document_no, person]));
  // Users without PII access never receive documents or contacts unmasked (spec §6).
  const customers = rows.map((row) => {
    const person = byDocument.get(row.documentNo);
    return {
      id: `${period.id}:${row.documentNo}`,
      customerId: toGlobalId('Customer', row.documentNo),
      name: person?.name ?? '',
      document: unmasked ? formatDocument(row.documentNo) : maskDocument(row.documentNo),
      email: person?.email ? (unmasked ? person.email : maskEmail(person.email)) : null,
      phone: person?.phone ? (unmasked ? person.phone : maskPhone(person.phone)) : null,
      r: row.r,
      f: row.f,
      v: row.v,
      recencyDays: row.recencyDays,
      tickets: row.tickets,
      revenue: row.revenue,
      lastPurchase: row.lastPurchase,
    };
  });
  return { customers, totalCount };
}

/** The analysis of the RFV page: the one asked for, else the account's default. */
async function rfvAnalysis(ctx: RequestContext, viewer: Viewer, id: string | null | undefined): Promise<AnalysisRow | null> {
  const analysis = id ? await findAnalysis(ctx.services.db, viewer.account.id, id) : await defaultAnalysis(ctx.services.db, viewer.account.id, 'RFV');
  return analysis && analysis.type === 'RFV' ? analysis : null;
}

/**
 * The RFV analysis (asked for, else the default) with its computed periods, newest first, and the
 * period asked for (one of them) or the latest; null when there is none yet.
 */
async function analysisPeriod(ctx: RequestContext, viewer: Viewer, analysisId: string | null | undefined, periodId: string | null | undefined) {
  const analysis = await rfvAnalysis(ctx, viewer, analysisId);
  if (!analysis) return null;
  const periods = await listPeriods(ctx.services.db, viewer.account.id, analysis.id);
  const period = periodId ? periods.find((p) => p.id === periodId) : periods[0];
  return period ? { analysis, periods, period } : null;
}

export async function periodOfAccount(ctx: RequestContext, viewer: Viewer, id: string): Promise<PeriodRow> {
  const period = await findPeriod(ctx.services.db, viewer.account.id, id);
  if (!period || !period.computed_at) throw new NotFoundError('Período de análise não encontrado.');
  return period;
}

const idArg = optional(nullable(size(string(), 1, 60)));

export const rfvQueries: Pick<
  QueryResolvers,
  'aHubAnalyticsConfigurations' | 'aHubAnalyticsLimits' | 'analyticsConfiguration' | 'analyticsPeriods' | 'rfvClientsMetrics' | 'rfvPeriodMigrations' | 'rfvClusterCustomers'
> = {
  async aHubAnalyticsConfigurations(_parent, args, ctx) {
    const { type } = validate(object({ type: optional(nullable(enums(ANALYSIS_TYPES))) }), args);
    const viewer = requireAnalysesReader(ctx);
    return listAnalyses(ctx.services.db, viewer.account.id, type ?? null);
  },
  async aHubAnalyticsLimits(_parent, _args, ctx) {
    return analysisLimits(ctx.services.db, requireViewer(ctx).account.id);
  },
  async analyticsConfiguration(_parent, args, ctx) {
    const { id } = validate(object({ id: idArg }), args);
    const viewer = requireAnalysesReader(ctx);
    return id ? findAnalysis(ctx.services.db, viewer.account.id, id) : defaultAnalysis(ctx.services.db, viewer.account.id, 'RFV');
  },
  async analyticsPeriods(_parent, args, ctx) {
    const { analysisId } = validate(object({ analysisId: size(string(), 1, 60) }), args);
    const viewer = requireAnalysesReader(ctx);
    return listPeriods(ctx.services.db, viewer.account.id, analysisId);
  },
  async rfvClientsMetrics(_parent, args, ctx) {
    const { analysisId, periodId } = validate(object({ analysisId: idArg, periodId: idArg }), args);
    const viewer = requireViewer(ctx);
    const found = await analysisPeriod(ctx, viewer, analysisId, periodId);
    if (!found) return null;
    const { analysis, period } = found;
    const window = { start: period.initial_date, end: period.final_date };
    const clusters = await rfvClusterMetrics(ctx.services.ch, { accountId: viewer.account.id, analysisId: analysis.id, periodId: period.id }, window);
    return { analysis, period, clusters };
  },
  async rfvPeriodMigrations(_parent, args, ctx) {
    const ids = validate(object({ analysisId: idArg, fromPeriodId: idArg, toPeriodId: idArg }), args);
    const viewer = requireViewer(ctx);
    const found = await analysisPeriod(ctx, viewer, ids.analysisId, ids.toPeriodId);
    if (!found) return null;
    const to = found.period;
    const from = ids.fromPeriodId
      ? await periodOfAccount(ctx, viewer, ids.fromPeriodId)
      : found.periods.find((p) => p.final_date < to.final_date || (p.final_date === to.final_date && p.id !== to.id && p.role === 'reference'));
    if (!from) return null;
    const ref = (p: PeriodRow) => ({ accountId: viewer.account.id, analysisId: p.analysis_id, periodId: p.id });
    return { from, to, cells: await rfvMigrations(ctx.services.ch, ref(from), ref(to)) };
  },
  async rfvClusterCustomers(_parent, args, ctx) {
    const input = validate(
      object({ analysisId: idArg, periodId: idArg, cluster: enums(RFV_CLUSTERS), first: optional(nullable(integer())), after: optional(nullable(string())) }),
      args,
    );
    const viewer = requireViewer(ctx);
    const first = clampFirst(input.first);
    const offset = decodeCursor(input.after);
    const found = await analysisPeriod(ctx, viewer, input.analysisId, input.periodId);
    if (!found) return toConnection(toPage([], first, offset, 0));
    const { customers, totalCount } = await clusterCustomers(ctx, viewer, found.period, input.cluster, { offset, limit: first + 1 }, seesPersonalData(viewer));
    return toConnection(toPage(customers, first, offset, totalCount));
  },
};

export const rfvMutations: Pick<MutationResolvers, 'upsertAHubReportAnalytics' | 'activeDeleteAHubReportAnalytics'> = {
  async upsertAHubReportAnalytics(_parent, args, ctx) {
    const { input } = validate(object({ input: upsertInput }), args);
    const viewer = requireViewer(ctx);
    let analysis: AnalysisRow;
    if (input.id) {
      const existing = await findAnalysis(ctx.services.db, viewer.account.id, input.id);
      if (!existing) throw new NotFoundError('Análise não encontrada.');
      analysis = await renameAnalysis(ctx.services.db, viewer.account.id, existing.id, input.title);
    } else {
      analysis = await createAnalysis(ctx.services.db, viewer.account.id, viewer.user.id, toAnalysisInput(input));
      // computed in the background; the manager follows it on aHubAnalyticsStatus
      void computeAnalysis(computeDeps(ctx), analysis).catch(() => undefined);
    }
    return { status: analysis.status, error: analysis.error, createdAt: analysis.created_at, updatedAt: new Date(), analytics: analysis };
  },
  async activeDeleteAHubReportAnalytics(_parent, args, ctx) {
    const { id, roomId } = validate(object({ id: size(string(), 1, 60), roomId: requiredText(200) }), args);
    const viewer = requireViewer(ctx);
    const analysis = await findAnalysis(ctx.services.db, viewer.account.id, id);
    if (!analysis) throw new NotFoundError('Análise não encontrada.');
    if (analysis.is_default) throw new InputError('A análise padrão da conta não pode ser excluída.', 'id');
    const { pubsub } = ctx.services;
    const accountId = viewer.account.id;
    // Deleting the scores of a large analysis takes a while: the end arrives on the subscription.
    void deleteAnalysis(ctx.services.db, ctx.services.ch, accountId, id).then(
      () => pubsub.publish('ahubDeleted', roomId, { accountId, status: 'DELETED', messageError: null }),
      () => pubsub.publish('ahubDeleted', roomId, { accountId, status: 'FAILED', messageError: 'Não foi possível excluir a análise. Tente novamente.' }),
    );
    return { status: 'PROCESSING' };
  },
};

export const rfvSubscriptions: Pick<SubscriptionResolvers, 'aHubAnalyticsStatus'> = {
  aHubAnalyticsStatus: {
    subscribe: (_parent, _args, ctx) => {
      const viewer = requireAnalysesReader(ctx);
      return pipe(
        ctx.services.pubsub.subscribe('analysisStatus', viewer.account.id),
        filter((event) => event.analysis.account_id === viewer.account.id),
      );
    },
    resolve: (event: { analysis: AnalysisRow }) => event.analysis,
  },
};

const range = (start: string | null, end: string | null) => ({ initialDate: start ?? '', finalDate: end ?? '' });

export const AHubAnalyticsConfiguration: AHubAnalyticsConfigurationResolvers = {
  createdAt: (row) => row.created_at,
  default: (row) => row.is_default,
  processing: (row) => row.status === 'PROCESSING' || row.status === 'PENDING',
  processedAt: (row) => row.processed_at,
  filters: (row) => ({
    clientsType: row.filters?.personType ?? null,
    units: [...(row.filters?.units ?? [])],
    products: [],
    offersScheduleIds: [],
  }),
  recurrent: (row) => (row.recurrent ? { initialWeekDay: row.initial_week_day, modelType: row.model_type! } : null),
  notRecurrent: (row) =>
    row.recurrent
      ? null
      : { analyzedPeriod: range(row.analyzed_start, row.analyzed_end), referencePeriod: range(row.reference_start, row.reference_end) },
  periods: (row, _args, ctx) => listPeriods(ctx.services.db, row.account_id, row.id),
};

export const AnalyticsPeriod: AnalyticsPeriodResolvers = {
  initialDate: (row) => row.initial_date,
  finalDate: (row) => row.final_date,
  createdAt: (row) => row.created_at,
};
