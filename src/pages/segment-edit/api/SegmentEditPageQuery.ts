import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { SegmentEditPageQuery as SegmentEditPageQueryType } from './__generated__/SegmentEditPageQuery.graphql';

/** The edit page's one query: the criteria catalogue and the stored segment of the address. */
export const SegmentEditPageQuery = graphql`
  query SegmentEditPageQuery($id: ID!) {
    ...SegmentEditor_query
    segment(id: $id) {
      id
      name
      description
      fixed
      definition
      version
      tags {
        name
        color
      }
      clients_qty
      clients_refreshed_at
      campaign_qty
    }
  }
`;

/** `editar/:id`: always asked again (another person may have saved a new version). */
export const segmentEditPage = definePageQuery<SegmentEditPageQueryType, string>({
  query: SegmentEditPageQuery,
  scope: ({ params }) => params.id ?? '',
  variables: (id) => ({ id }),
  cache: false,
  fetchPolicy: 'network-only',
});

export type { SegmentEditPageQueryType };
