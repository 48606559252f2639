import { graphql } from 'react-relay';
import { defineSalesPageQuery } from '@/shared/api';
import type { CustomerDemographicsPageQuery as CustomerDemographicsPageQueryType } from './__generated__/CustomerDemographicsPageQuery.graphql';

/** The demographic profile page's one query: the account's filters and every group of the profile. */
export const CustomerDemographicsPageQuery = graphql`
  query CustomerDemographicsPageQuery($filter: SalesFilter!) {
    viewer {
      account {
        processing {
          firstSaleDay
        }
        ...SalesFilterBar_account
      }
    }
    customerDemographics(filter: $filter) {
      referenceDate
      NUM_CLIENTES
      VAL_FATURAMENTO_FIDELIDADE
      NUM_CUPONS_FIDELIDADE
      VAL_TICKET_MEDIO
      genders {
        ...DemographicGroups_groups
      }
      ageBands {
        ...DemographicGroups_groups
      }
      personTypes {
        ...DemographicGroups_groups
      }
      cities {
        ...DemographicGroups_groups
      }
      neighborhoods {
        ...DemographicGroups_groups
      }
    }
  }
`;

/** The page's query module: period, registration stores and person type from the address, answers kept 48 h (spec §7). */
export const customerDemographicsPage = defineSalesPageQuery<CustomerDemographicsPageQueryType>({
  query: CustomerDemographicsPageQuery,
  // the last 12 months up to yesterday: a year of purchases per group
  defaults: { period: { lastMonths: 12 } },
  // the profile counts loyalty consumers: the loyalty filter does not apply
  fixed: { loyalty: 'ALL' },
});

export type { CustomerDemographicsPageQueryType };
