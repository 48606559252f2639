import { array, enums, nullable, object, optional, refine, size, string, type Infer } from 'superstruct';
import { requireViewer } from '../../access/control';
import type { RequestContext } from '../../access/context';
import { isIsoDate } from '../../shared/dates';
import { validate } from '../../validation';
import type { QueryResolvers } from '../../graphql/resolvers-types';
import { customerDemographics } from './demographics';
import type { CustomerScope } from './scope';

/** The longest period a page may ask for (as the sales pages). */
const MAX_PERIOD_DAYS = 366 * 3;
/** More stores than any chain has: a bound on the filter, not a business rule. */
const MAX_UNITS = 1000;

const isoDate = () => refine(string(), 'data', (value) => isIsoDate(value) || 'deve ser uma data no formato AAAA-MM-DD');

/** The pages' filter (GraphQL `SalesFilter`): the period, registration stores and person type. */
export const customerFilter = refine(
  object({
    start: isoDate(),
    end: isoDate(),
    units: optional(nullable(size(array(size(string(), 1, 60)), 0, MAX_UNITS))),
    loyalty: optional(nullable(enums(['ALL', 'LOYALTY', 'NON_LOYALTY'] as const))),
    personType: optional(nullable(enums(['F', 'J'] as const))),
  }),
  'periodo',
  (filter) => {
    if (filter.start > filter.end) return 'a data inicial deve ser anterior ou igual à final';
    const days = (Date.parse(filter.end) - Date.parse(filter.start)) / 86_400_000 + 1;
    return days <= MAX_PERIOD_DAYS || `o período pode ter no máximo ${MAX_PERIOD_DAYS} dias`;
  },
);

export type CustomerFilterInput = Infer<typeof customerFilter>;

/** The scope of a request: the viewer's account (never a client-supplied one) and its current run; null before the first run. */
export async function scopeOfRequest(ctx: RequestContext, filter: CustomerFilterInput): Promise<CustomerScope | null> {
  const viewer = requireViewer(ctx);
  const stamp = await ctx.services.processing.current(viewer.account.id);
  if (!stamp) return null;
  return {
    accountId: viewer.account.id,
    run: stamp.processing_uuid,
    start: filter.start,
    end: filter.end,
    units: filter.units && filter.units.length ? filter.units : null,
    personType: filter.personType ?? null,
  };
}

export const customerAnalyticsQueries: Pick<QueryResolvers, 'customerDemographics'> = {
  async customerDemographics(_parent, args, ctx) {
    const { filter } = validate(object({ filter: customerFilter }), args);
    const scope = await scopeOfRequest(ctx, filter);
    return scope && customerDemographics(ctx.services.ch, scope);
  },
};
