import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import { readSalesFilters, toSalesFilterInput, type FilterDefaults, type SalesFilters } from '@/shared/lib/sales-filters';
import type { OperatorDetailsPageQuery as OperatorDetailsPageQueryType } from './__generated__/OperatorDetailsPageQuery.graphql';

/** Same default period as the operators list, so a link without filters shows the same figures. */
export const OPERATOR_DETAILS_DEFAULTS: FilterDefaults = { period: { lastMonths: 1 } };

/** The operator details page's one query: the account's filters and the operator's figures. */
export const OperatorDetailsPageQuery = graphql`
  query OperatorDetailsPageQuery($operatorId: String!, $filter: SalesFilter!) {
    viewer {
      account {
        processing {
          processingUuid
        }
        ...SalesFilterBar_account
      }
    }
    operatorDetails(operatorId: $operatorId, filter: $filter) {
      NOME_PROFISSIONAL
      COD_ID_PROFISSIONAL
      ...OperatorDetails_operator
    }
  }
`;

export interface OperatorDetailsScope {
  /** the operator of the address (`:id`) */
  operatorId: string;
  /** period and stores only, as on the operators list */
  filters: SalesFilters;
}

/** The page's query module: the address's operator and filters, answers kept 48 h (spec §7). */
export const operatorDetailsPage = definePageQuery<OperatorDetailsPageQueryType, OperatorDetailsScope>({
  query: OperatorDetailsPageQuery,
  scope: ({ params, search }) => ({
    operatorId: params.id ?? '',
    filters: { ...readSalesFilters(search, OPERATOR_DETAILS_DEFAULTS), loyalty: 'ALL', personType: null },
  }),
  variables: ({ operatorId, filters }) => ({ operatorId, filter: toSalesFilterInput(filters) }),
  cache: true,
});

export type { OperatorDetailsPageQueryType };
