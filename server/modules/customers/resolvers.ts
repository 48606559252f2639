import { requireViewer, viewerCanOpen } from '../../access/control';
import type { Viewer } from '../../access/context';
import { parseGlobalId, toGlobalId } from '../../access/globalId';
import { toConnection } from '../../graphql/connection';
import type { CustomerResolvers, QueryResolvers } from '../../graphql/resolvers-types';
import { localToday } from '../../shared/dates';
import { clampFirst, decodeCursor, toPage } from '../../shared/paging';
import { validate } from '../../validation';
import { recencyCriteria } from '../accounts';
import { rfvClusterOf } from '../customer-rfv';
import { activityClusterOf } from './activity';
import { BEST_CUSTOMERS_LIMIT, bestCustomers, customerFavourites, customerKpis, customerPurchases } from './analytics';
import { toCustomerModel, type CustomerModel } from './customer';
import { bestCustomersArgs, customerArgs, customerSearchArgs, purchasesArgs } from './inputs';
import { parseCustomerSearch } from './search';
import { SEARCH_COUNT_LIMIT, getCustomer, getCustomers, searchCustomers, unitNames } from './service';

/** The route whose permission the customer's figures need (the detail page; PII required there). */
const DETAIL_ROUTE = 'clientes.detalhes-cliente';

const ratio = (numerator: number, denominator: number) => (denominator === 0 ? 0 : numerator / denominator);

/** ISO instant from ClickHouse's 'YYYY-MM-DD hh:mm:ss.sss' (UTC). */
const isoInstant = (value: string) => `${value.replace(' ', 'T')}Z`;

export const customerQueries: Pick<QueryResolvers, 'customerSearch' | 'customer' | 'bestCustomers'> = {
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

  async customer(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { id } = validate(customerArgs, args);
    const parsed = parseGlobalId(id);
    if (!parsed || parsed.type !== 'Customer') return null;
    const row = await getCustomer(ctx.services.db, viewer.account.id, parsed.id);
    return row ? toCustomerModel(viewer, row) : null;
  },

  async bestCustomers(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { filter, first: requested, after } = validate(bestCustomersArgs, args);
    const stamp = await ctx.services.processing.current(viewer.account.id);
    if (!stamp) return null;
    const ranked = await bestCustomers(ctx.services.ch, {
      accountId: viewer.account.id,
      run: stamp.processing_uuid,
      start: filter.start,
      end: filter.end,
      units: filter.units?.length ? filter.units : null,
      personType: filter.personType ?? null,
    });
    const first = clampFirst(requested);
    const offset = Math.min(decodeCursor(after), BEST_CUSTOMERS_LIMIT);
    const slice = ranked.slice(offset, offset + first + 1);
    const [customers, stores] = await Promise.all([
      getCustomers(ctx.services.db, viewer.account.id, slice.map((row) => row.document_no)),
      unitNames(ctx.services.db, viewer.account.id),
    ]);
    const byDocument = new Map(customers.map((row) => [row.document_no, toCustomerModel(viewer, row)]));
    const criteria = recencyCriteria(viewer.account);
    const rfv = await rfvClusterOf(ctx.services.ch, viewer.account.id, slice.map((row) => row.document_no));
    const nodes = slice
      // a consumer deleted from the operational store after the run has no row to show
      .filter((row) => byDocument.has(row.document_no))
      .map((row) => ({
        rank: offset + slice.indexOf(row) + 1,
        customer: byDocument.get(row.document_no)!,
        VAL_FATURAMENTO: row.revenue,
        NUM_CUPONS: row.tickets,
        VAL_TICKET_MEDIO: ratio(row.revenue, row.tickets),
        VAL_ITENS_NA_CESTA: ratio(row.items, row.tickets),
        lastPurchase: row.last_purchase,
        activityCluster: activityClusterOf(row.last_purchase, filter.end, criteria),
        rfvCluster: rfv.get(row.document_no) ?? null,
        favouriteStore: { id_erp: row.favourite_unit, name: stores.get(row.favourite_unit) ?? row.favourite_unit },
      }));
    return toConnection(toPage(nodes, first, offset, ranked.length));
  },
};

/** Whether the viewer may read a customer's figures: the detail page's permission, in the customer's account. */
function readsFigures(viewer: Viewer, customer: CustomerModel): boolean {
  return customer.account_id === viewer.account.id && viewerCanOpen(viewer, DETAIL_ROUTE);
}

const who = (customer: CustomerModel) => ({ accountId: customer.account_id, documentNo: customer.document_no, registered: customer.created_date });

export const Customer: CustomerResolvers = {
  id: (customer) => toGlobalId('Customer', customer.document_no),

  async kpis(customer, _args, ctx) {
    const viewer = requireViewer(ctx);
    if (!readsFigures(viewer, customer)) return null;
    const [kpis, rfv] = await Promise.all([customerKpis(ctx.services.ch, who(customer)), rfvClusterOf(ctx.services.ch, customer.account_id, [customer.document_no])]);
    const referenceDate = localToday();
    return {
      VAL_FATURAMENTO: kpis.revenue,
      NUM_CUPONS: kpis.tickets,
      VAL_TICKET_MEDIO: ratio(kpis.revenue, kpis.tickets),
      NUM_ITENS: kpis.items,
      VAL_ITENS_NA_CESTA: ratio(kpis.items, kpis.tickets),
      firstPurchase: kpis.firstPurchase,
      lastPurchase: kpis.lastPurchase,
      activityCluster: activityClusterOf(kpis.lastPurchase, referenceDate, recencyCriteria(viewer.account)),
      referenceDate,
      rfvCluster: rfv.get(customer.document_no) ?? null,
    };
  },

  async purchases(customer, args, ctx) {
    const viewer = requireViewer(ctx);
    if (!readsFigures(viewer, customer)) return null;
    const input = validate(purchasesArgs, args);
    const first = clampFirst(input.first);
    const offset = decodeCursor(input.after);
    const [{ rows, total }, stores] = await Promise.all([
      customerPurchases(ctx.services.ch, who(customer), offset, first + 1),
      unitNames(ctx.services.db, customer.account_id),
    ]);
    const nodes = rows.map((row) => ({
      id: `${toGlobalId('Customer', customer.document_no)}:${row.unit_id_erp}:${row.ticket_id}`,
      ticketId: row.ticket_id,
      date: row.local_date,
      createdAt: isoInstant(row.created_at),
      store: { id_erp: row.unit_id_erp, name: stores.get(row.unit_id_erp) ?? row.unit_id_erp },
      total: row.total,
      discount: row.discount,
      items: row.items,
      lines: row.lines.map((line) => ({ line: line.line, sku: line.sku, name: line.name, quantity: line.quantity, unitPrice: line.unit_price, discount: line.discount, total: line.total })),
    }));
    return toConnection(toPage(nodes, first, offset, total));
  },

  async favourites(customer, _args, ctx) {
    const viewer = requireViewer(ctx);
    if (!readsFigures(viewer, customer)) return null;
    return customerFavourites(ctx.services.ch, who(customer));
  },
};
