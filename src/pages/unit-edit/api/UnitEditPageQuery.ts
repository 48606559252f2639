import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { UnitEditPageQuery as UnitEditPageQueryType } from './__generated__/UnitEditPageQuery.graphql';

/** The store form's one query: the store (by the address's id), the account's banners, groups and tags. */
export const UnitEditPageQuery = graphql`
  query UnitEditPageQuery($id: ID!) {
    unit(id: $id) {
      id
      name
      id_erp
      ...UnitForm_unit
      ...UnitHistory_unit
    }
    retailerFlags {
      id
      name
    }
    unitGroups {
      id
      name
    }
    unitTags {
      name
      color
    }
  }
`;

/** The page's query module: always from the server (another manager may have saved meanwhile). */
export const unitEditPage = definePageQuery<UnitEditPageQueryType, string>({
  query: UnitEditPageQuery,
  scope: ({ params }) => params.id ?? '',
  variables: (id) => ({ id }),
  cache: false,
  fetchPolicy: 'network-only',
});

export type { UnitEditPageQueryType };
