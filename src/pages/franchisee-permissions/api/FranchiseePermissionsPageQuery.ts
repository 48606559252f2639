import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import { PARAMS } from '../model/groups';
import type { FranchiseePermissionsPageQuery as FranchiseePermissionsPageQueryType } from './__generated__/FranchiseePermissionsPageQuery.graphql';

/** The page's one query: the franchisor's franchisees (searched) with their switches and last change. */
export const FranchiseePermissionsPageQuery = graphql`
  query FranchiseePermissionsPageQuery($search: String) {
    franchiseeAccounts(search: $search) {
      id
      account_id
      name
      id_external
      permissions_updated_at
      permissions_updated_by
      permissions {
        offers_mobile
        view_offers_schedule_trade_results
        banners_mobile
        performance_mobile
        push_campaigns
        flyers_campaigns
        edit_cashback
        edit_points
        edit_user_register
        managing_user_requests
        edit_offers_mobile_units
      }
    }
  }
`;

/** The list's search from the address (`?busca=`); always asked again (another franchisor user may have saved). */
export const franchiseePermissionsPage = definePageQuery<FranchiseePermissionsPageQueryType, string>({
  query: FranchiseePermissionsPageQuery,
  scope: ({ search }) => (search.get(PARAMS.search) ?? '').trim().slice(0, 100),
  variables: (search) => ({ search: search || null }),
  cache: false,
  fetchPolicy: 'network-only',
});

export type { FranchiseePermissionsPageQueryType };
