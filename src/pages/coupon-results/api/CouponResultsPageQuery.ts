import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { CouponResultsPageQuery as CouponResultsPageQueryType } from './__generated__/CouponResultsPageQuery.graphql';

/** The results' one query: the coupon, its distribution and its figures (per store and per day). */
export const CouponResultsPageQuery = graphql`
  query CouponResultsPageQuery($id: ID!) {
    findBenefitById(id: $id) {
      _id
      title
      status
      codeMode
      code
      startDate
      expiresAt
    }
    benefitDistribution(benefitId: $id) {
      redeemedCoupons
      consumedCoupons
      activatedCoupons
      availableCoupons
      issuedCoupons
    }
    benefitResults(benefitId: $id) {
      consumedCoupons
      consumers
      revenue
      discountGranted
      averageTicket
      ingestedTickets
      ingestedRevenue
      ingestedDiscount
      perUnit {
        key
        label
        consumed
        revenue
        discount
        averageTicket
      }
      perDay {
        key
        label
        consumed
        revenue
        discount
        averageTicket
      }
    }
  }
`;

/** Not cached: uses at the till change without a processing stamp. */
export const couponResultsPage = definePageQuery<CouponResultsPageQueryType, { id: string }>({
  query: CouponResultsPageQuery,
  scope: ({ params }) => ({ id: params.id ?? '' }),
  variables: ({ id }) => ({ id }),
  cache: false,
  fetchPolicy: 'network-only',
});
