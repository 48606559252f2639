import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import { cacheableQuery } from '@/shared/api';
import type { PageQueryArgs } from '@/shared/lib/route-module';
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

// answers are kept 48 h and reused while the processing stamp holds (spec §7)
cacheableQuery('OperatorDetailsPageQuery');

/** Period and stores only, as on the operators list. */
export function operatorDetailsFilters(search: URLSearchParams): SalesFilters {
  return { ...readSalesFilters(search, OPERATOR_DETAILS_DEFAULTS), loyalty: 'ALL', personType: null };
}

/** Starts OperatorDetailsPageQuery for the address's operator and filters before the page renders. */
export function loadOperatorDetailsPageQuery({ environment, params, url }: PageQueryArgs): PreloadedQuery<OperatorDetailsPageQueryType> {
  return loadQuery<OperatorDetailsPageQueryType>(
    environment,
    OperatorDetailsPageQuery,
    { operatorId: params.id ?? '', filter: toSalesFilterInput(operatorDetailsFilters(url.searchParams)) },
    { fetchPolicy: 'store-or-network' },
  );
}

export type { OperatorDetailsPageQueryType };
