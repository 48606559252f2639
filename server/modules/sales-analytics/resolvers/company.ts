import { object, refine, type Infer } from 'superstruct';
import { companyPerformance } from '../company';
import { revenueDecomposition } from '../decomposition';
import { validate } from '../../../validation';
import type { QueryResolvers } from '../../../graphql/resolvers-types';
import { current, isoDate, salesFilter, scopeOf } from './analytics';

/** Longest reference period, as the page's own period (analytics.ts bounds it the same way). */
const MAX_REFERENCE_DAYS = 366 * 3;

const dayRange = refine(object({ start: isoDate(), end: isoDate() }), 'periodo', (range) => {
  if (range.start > range.end) return 'a data inicial de referência deve ser anterior ou igual à final';
  const days = (Date.parse(range.end) - Date.parse(range.start)) / 86_400_000 + 1;
  return days <= MAX_REFERENCE_DAYS || `o período de referência pode ter no máximo ${MAX_REFERENCE_DAYS} dias`;
});

export type DayRangeInput = Infer<typeof dayRange>;


/** /empresa/desempenho and /empresa/decomposicao (the Faturamento pages read dashboardMetrics and revenueSeries). */
export const companyQueries: Pick<QueryResolvers, 'companyPerformance' | 'revenueDecomposition'> = {
  async companyPerformance(_parent, args, ctx) {
    const { filter } = validate(object({ filter: salesFilter }), args);
    const { viewer, stamp } = await current(ctx);
    if (!stamp) return null;
    return companyPerformance(ctx.services.ch, scopeOf(viewer, stamp, filter));
  },
  async revenueDecomposition(_parent, args, ctx) {
    const { filter, reference } = validate(object({ filter: salesFilter, reference: dayRange }), args);
    const { viewer, stamp } = await current(ctx);
    if (!stamp) return null;
    // the page shows loyalty and non-loyalty side by side: a loyalty filter does not apply
    return revenueDecomposition(ctx.services.ch, { ...scopeOf(viewer, stamp, filter), loyalty: 'ALL' }, reference);
  },
};
