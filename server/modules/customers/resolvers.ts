import { requireViewer } from '../../access/control';
import { toGlobalId } from '../../access/globalId';
import { toConnection } from '../../graphql/connection';
import type { CustomerResolvers, QueryResolvers } from '../../graphql/resolvers-types';
import { clampFirst, decodeCursor, toPage } from '../../shared/paging';
import { validate } from '../../validation';
import { toCustomerModel } from './customer';
import { customerSearchArgs } from './inputs';
import { parseCustomerSearch } from './search';
import { SEARCH_COUNT_LIMIT, searchCustomers } from './service';

export const customerQueries: Pick<QueryResolvers, 'customerSearch'> = {
  async customerSearch(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const input = validate(customerSearchArgs, args);
    const search = parseCustomerSearch(input.query);
    const first = clampFirst(input.first);
    const offset = Math.min(decodeCursor(input.after), SEARCH_COUNT_LIMIT);
    // never past the counted matches: a capped search pages its first SEARCH_COUNT_LIMIT only
    const limit = Math.max(0, Math.min(first + 1, SEARCH_COUNT_LIMIT + 1 - offset));
    const { rows, matches } = await searchCustomers(ctx.services.db, viewer.account.id, search, offset, limit);
    const capped = matches > SEARCH_COUNT_LIMIT;
    const totalCount = Math.min(matches, SEARCH_COUNT_LIMIT);
    const page = toPage(rows.map((row) => toCustomerModel(viewer, row)), first, offset, totalCount);
    if (offset + page.items.length >= totalCount) page.hasNextPage = false;
    return { ...toConnection(page), totalCountCapped: capped, totalCountLimit: SEARCH_COUNT_LIMIT, searchedBy: search.kind };
  },
};

export const Customer: CustomerResolvers = {
  id: (customer) => toGlobalId('Customer', customer.document_no),
};
