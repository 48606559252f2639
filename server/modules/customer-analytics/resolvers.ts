import { enums, nullable, number, object, optional, size, string, type Infer } from 'superstruct';
import { requireViewer } from '../../access/control';
import { toGlobalId } from '../../access/globalId';
import type { RequestContext } from '../../access/context';
import { salesFilter } from '../../shared/filters';
import { validate } from '../../validation';
import type { QueryResolvers } from '../../graphql/resolvers-types';
import { customerDemographics } from './demographics';
import { customerInterests } from './interests';
import { customerRetention, retentionList, type RetentionListRow } from './retention';
import { consumerContacts, type ConsumerContact } from './contacts';
import { recencyCriteria } from '../accounts';
import { clampFirst, decodeCursor, toPage } from '../../shared/paging';
import { toConnection } from '../../graphql/connection';
import type { CustomerScope } from './scope';

/** The pages' filter (GraphQL `SalesFilter`): the period, registration stores and person type. */
export const customerFilter = salesFilter;

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

export const customerAnalyticsQueries: Pick<QueryResolvers, 'customerDemographics' | 'customerRetention' | 'retentionCustomers' | 'customerInterests'> = {
  async customerDemographics(_parent, args, ctx) {
    const { filter } = validate(object({ filter: customerFilter }), args);
    const scope = await scopeOfRequest(ctx, filter);
    return scope && customerDemographics(ctx.services.ch, scope);
  },
  async customerInterests(_parent, args, ctx) {
    const input = validate(
      object({ filter: customerFilter, view: enums(['GENDER', 'AGE', 'PERSON_TYPE'] as const), department: optional(nullable(size(string(), 0, 120))) }),
      args,
    );
    const scope = await scopeOfRequest(ctx, input.filter);
    return scope && customerInterests(ctx.services.ch, scope, input.view, input.department ?? null);
  },
  async customerRetention(_parent, args, ctx) {
    const { filter } = validate(object({ filter: customerFilter }), args);
    const scope = await scopeOfRequest(ctx, filter);
    return scope && customerRetention(ctx.services.ch, scope);
  },
  async retentionCustomers(_parent, args, ctx) {
    const input = validate(
      object({
        filter: customerFilter,
        status: enums(['ACTIVE', 'INACTIVE'] as const),
        first: optional(nullable(number())),
        after: optional(nullable(string())),
      }),
      args,
    );
    const scope = await scopeOfRequest(ctx, input.filter);
    if (!scope) return null;
    const viewer = requireViewer(ctx);
    const first = clampFirst(input.first);
    const offset = decodeCursor(input.after);
    const list = await retentionList(ctx.services.ch, scope, recencyCriteria(viewer.account), input.status, { offset, limit: first + 1 });
    const contacts = await consumerContacts(ctx.services.db, viewer, scope.accountId, list.rows.map((row) => row.document_no));
    const nodes = list.rows.map((row) => retentionCustomerNode(row, contacts.get(row.document_no)));
    return toConnection(toPage(nodes, first, offset, list.totalCount));
  },
};

/** A list row as the API answers it: registration data (already masked) beside the purchase dates. */
export function retentionCustomerNode(row: RetentionListRow, contact: ConsumerContact | undefined) {
  return {
    id: toGlobalId('Customer', row.document_no),
    name: contact?.name ?? '',
    document: contact?.document ?? '',
    email: contact?.email ?? null,
    phone: contact?.phone ?? null,
    firstPurchase: row.first_day,
    lastPurchase: row.last_day,
    daysSinceLastPurchase: row.days,
    activityGroup: row.group.toUpperCase() as 'ACTIVES' | 'RECENT_INACTIVES' | 'AT_RISK' | 'LOSSES',
  };
}
