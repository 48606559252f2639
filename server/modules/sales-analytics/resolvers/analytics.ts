import { array, enums, nullable, object, optional, size, string } from 'superstruct';
import { requireViewer, viewerCanOpen } from '../../../access/control';
import { seesPersonalData } from '../../../access/pii';
import type { Viewer } from '../../../access/context';
import { activityClusters, dashboardMetrics, revenueSeries, runFacts, type MetricsScope } from '../metrics';
import { recencyCriteria, type AccountRow } from '../../accounts';
import { isIsoDate, localToday } from '../../../shared/dates';
import type { ProcessingStamp } from '../../processing';
import type { RequestContext } from '../../../access/context';
import { requiredText, validate } from '../../../validation';
import type { AccountResolvers, MutationResolvers, QueryResolvers } from '../../../graphql/resolvers-types';
import { ANALYTICS_TABLE_REPORT_KIND, type AnalyticsTablePayload } from '../exportTable';
import { analyticsTable } from '../tables';
import { ForbiddenError, InputError } from '../../../errors';
import { recipients } from '../../jobs';

import { isoDate, salesFilter, unitIds, type SalesFilterInput } from '../../../shared/filters';

export { isoDate, salesFilter, unitIds, type SalesFilterInput };


export function scopeOf(viewer: Viewer, stamp: ProcessingStamp, filter: SalesFilterInput): MetricsScope {
  return {
    accountId: viewer.account.id,
    run: stamp.processing_uuid,
    start: filter.start,
    end: filter.end,
    units: filter.units && filter.units.length ? filter.units : null,
    loyalty: filter.loyalty ?? 'ALL',
    personType: filter.personType ?? null,
  };
}

/** The viewer and the account's current processing; null stamp before the first run (pages show it). */
export async function current(ctx: RequestContext) {
  const viewer = requireViewer(ctx);
  return { viewer, stamp: await ctx.services.processing.current(viewer.account.id) };
}

export const analyticsQueries: Pick<QueryResolvers, 'dashboardMetrics' | 'clientsActivityClusters' | 'revenueSeries'> = {
  async dashboardMetrics(_parent, args, ctx) {
    const { filter } = validate(object({ filter: salesFilter }), args);
    const { viewer, stamp } = await current(ctx);
    if (!stamp) return null;
    return dashboardMetrics(ctx.services.ch, scopeOf(viewer, stamp, filter), recencyCriteria(viewer.account));
  },
  async clientsActivityClusters(_parent, args, ctx) {
    const input = validate(object({ date: optional(nullable(isoDate())), units: unitIds() }), args);
    const { viewer, stamp } = await current(ctx);
    if (!stamp) return null;
    const date = input.date ?? localToday();
    const clusters = await activityClusters(
      ctx.services.ch,
      scopeOf(viewer, stamp, { start: date, end: date, units: input.units }),
      recencyCriteria(viewer.account),
    );
    return { date, ...clusters };
  },
  async revenueSeries(_parent, args, ctx) {
    const { filter, granularity } = validate(object({ filter: salesFilter, granularity: enums(['DIARIO', 'SEMANAL', 'MENSAL', 'ANUAL'] as const) }), args);
    const { viewer, stamp } = await current(ctx);
    if (!stamp) return null;
    return revenueSeries(ctx.services.ch, scopeOf(viewer, stamp, filter), granularity);
  },
};

export const accountProcessingField: Pick<AccountResolvers, 'processing'> = {
  async processing(account, _args, ctx) {
    const accountId = (account as AccountRow).id;
    const stamp = await ctx.services.processing.current(accountId);
    if (!stamp) return null;
    // read once per run (runFacts caches it): pages say "sem dados antes de …" for earlier periods
    const { first_record: firstSaleDay } = await runFacts(ctx.services.ch, { accountId, run: stamp.processing_uuid });
    return { processingUuid: stamp.processing_uuid, lastUpdated: stamp.last_updated, finishedAt: stamp.finished_at, firstSaleDay };
  },
};

const exportArgs = object({
  input: object({
    table: requiredText(80),
    filter: salesFilter,
    params: optional(nullable(size(array(object({ name: requiredText(40), value: size(string(), 0, 200) })), 0, 20))),
    fileFormat: enums(['CSV', 'XLSX'] as const),
    emails: recipients,
  }),
});

export const analyticsMutations: Pick<MutationResolvers, 'exportAnalyticsTable'> = {
  async exportAnalyticsTable(_parent, args, ctx) {
    const { input } = validate(exportArgs, args);
    const { viewer, stamp } = await current(ctx);
    const table = analyticsTable(input.table);
    if (!table) throw new InputError('Campo "input.table": tabela desconhecida.', 'input.table');
    // the same access as the page the table is on
    if (!viewerCanOpen(viewer, table.routeId)) throw new ForbiddenError();
    if (!stamp) throw new InputError('Ainda não há vendas processadas para exportar.', 'input.filter');
    const payload: AnalyticsTablePayload = {
      table: table.id,
      scope: scopeOf(viewer, stamp, input.filter),
      params: Object.fromEntries((input.params ?? []).map((param) => [param.name, param.value])),
      // PII download gates downloads (spec §6): files carry documents and contacts in full only then
      personalData: viewer.user.mf || (viewer.user.has_pii_access && viewer.user.has_pii_download_data_permission),
    };
    const asyncJob = await ctx.services.jobs.enqueue({
      accountId: viewer.account.id,
      userId: viewer.user.id,
      kind: ANALYTICS_TABLE_REPORT_KIND,
      name: table.name,
      title: `${table.name} – ${input.filter.start.split('-').reverse().join('/')} a ${input.filter.end.split('-').reverse().join('/')}`,
      payload: payload as unknown as Record<string, unknown>,
      fileFormat: input.fileFormat,
      emails: input.emails.map((email) => email.trim()),
    });
    return { asyncJob };
  },
};
