import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { BenefitMovementStatus, CouponUsagePageQuery as CouponUsagePageQueryType } from './__generated__/CouponUsagePageQuery.graphql';

/** Address parameters: the statuses shown (`situacao=RECOVERED,NOT_RECOVERED`) and the order. */
export const USAGE_STATUS_PARAM = 'situacao';
export const USAGE_ORDER_PARAM = 'ordem';
export const USAGE_ROWS_ADDRESS = 'utilizacoes';
/** Spec §9: the coupon status filter's default. */
export const DEFAULT_USAGE_STATUSES: readonly BenefitMovementStatus[] = ['RECOVERED', 'NOT_RECOVERED', 'NOT_PROCESSED'];
export const USAGE_ORDERS = { data: 'CREATED_AT', loja: 'UNIT', situacao: 'STATUS' } as const;
export type UsageOrder = keyof typeof USAGE_ORDERS;

export interface UsageScope {
  id: string;
  statuses: readonly BenefitMovementStatus[];
  order: UsageOrder;
  direction: 'asc' | 'desc';
}

export function readUsageScope(id: string, search: URLSearchParams): UsageScope {
  const picked = (search.get(USAGE_STATUS_PARAM) ?? '').split(',').filter((s): s is BenefitMovementStatus => (DEFAULT_USAGE_STATUSES as readonly string[]).includes(s));
  const [order, direction] = (search.get(USAGE_ORDER_PARAM) ?? '').split('.');
  const ordered = order in USAGE_ORDERS && (direction === 'asc' || direction === 'desc');
  return { id, statuses: picked.length ? picked : DEFAULT_USAGE_STATUSES, order: ordered ? (order as UsageOrder) : 'data', direction: ordered ? (direction as 'asc' | 'desc') : 'desc' };
}

export const CouponUsagePageQuery = graphql`
  query CouponUsagePageQuery($id: ID!, $status: [BenefitMovementStatus!], $sort: BenefitMovementSort, $sortDirection: BenefitSortDirection) {
    findBenefitById(id: $id) {
      id
      _id
      title
      codeMode
      code
    }
    viewer {
      user {
        email
      }
    }
    ...CouponUsageTable_query @arguments(id: $id, status: $status, sort: $sort, sortDirection: $sortDirection)
  }
`;

/** Not cached: the till writes uses at any time. */
export const couponUsagePage = definePageQuery<CouponUsagePageQueryType, UsageScope>({
  query: CouponUsagePageQuery,
  scope: ({ params, search }) => readUsageScope(params.id ?? '', search),
  variables: ({ id, statuses, order, direction }) => ({ id, status: [...statuses], sort: USAGE_ORDERS[order], sortDirection: direction === 'asc' ? 'ASC' : 'DESC' }),
  cache: false,
  fetchPolicy: 'network-only',
});
