import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { BenefitSort, BenefitStatus, CouponListPageQuery as CouponListPageQueryType } from './__generated__/CouponListPageQuery.graphql';

/** Address parameters of the list: search, status chip, period and order (`ordem=titulo.asc`). */
export const COUPON_SEARCH_PARAM = 'busca';
export const COUPON_STATUS_PARAM = 'situacao';
export const COUPON_FROM_PARAM = 'de';
export const COUPON_TO_PARAM = 'ate';
export const COUPON_ORDER_PARAM = 'ordem';
/** The rows shown ("Carregar mais"), kept in the address by the table's footer. */
export const COUPON_ROWS_ADDRESS = 'cupons';

/** The status chips, as the address writes them, and the API's status of each. */
export const COUPON_STATUSES = { rascunho: 'DRAFT', agendado: 'SCHEDULED', ativo: 'ACTIVE', encerrado: 'FINISHED' } as const satisfies Record<string, BenefitStatus>;
export type CouponStatusParam = keyof typeof COUPON_STATUSES;

/** The orders offered, as the address writes them. */
export const COUPON_ORDERS = { criacao: 'CREATED_AT', titulo: 'TITLE', inicio: 'START_DATE', fim: 'EXPIRES_AT', situacao: 'STATUS' } as const satisfies Record<string, BenefitSort>;
export type CouponOrder = keyof typeof COUPON_ORDERS;

export interface CouponListScope {
  search: string | null;
  status: CouponStatusParam | null;
  from: string | null;
  to: string | null;
  order: CouponOrder;
  direction: 'asc' | 'desc';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The scope of an address (unknown values read as "all"; the newest first by default). */
export function readCouponScope(search: URLSearchParams): CouponListScope {
  const status = search.get(COUPON_STATUS_PARAM);
  const [order, direction] = (search.get(COUPON_ORDER_PARAM) ?? '').split('.');
  const from = search.get(COUPON_FROM_PARAM);
  const to = search.get(COUPON_TO_PARAM);
  const ordered = order in COUPON_ORDERS && (direction === 'asc' || direction === 'desc');
  return {
    search: search.get(COUPON_SEARCH_PARAM)?.trim().slice(0, 100) || null,
    status: status && status in COUPON_STATUSES ? (status as CouponStatusParam) : null,
    from: from && DAY.test(from) ? from : null,
    to: to && DAY.test(to) ? to : null,
    order: ordered ? (order as CouponOrder) : 'criacao',
    direction: ordered ? (direction as 'asc' | 'desc') : 'desc',
  };
}

/** The list's one query: the account's coupon campaigns matching the address. */
export const CouponListPageQuery = graphql`
  query CouponListPageQuery($input: FindPaginatedBenefitsInput) {
    ...CouponTable_query @arguments(input: $input)
  }
`;

/** Not cached: coupons change without a processing stamp. */
export const couponListPage = definePageQuery<CouponListPageQueryType, CouponListScope>({
  query: CouponListPageQuery,
  scope: ({ search }) => readCouponScope(search),
  variables: ({ search, status, from, to, order, direction }) => ({
    input: {
      search,
      status: status ? [COUPON_STATUSES[status]] : null,
      from,
      to,
      sort: COUPON_ORDERS[order],
      sortDirection: direction === 'asc' ? 'ASC' : 'DESC',
    },
  }),
  cache: false,
  fetchPolicy: 'store-and-network',
});
