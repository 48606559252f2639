import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { SegmentNewPageQuery as SegmentNewPageQueryType } from './__generated__/SegmentNewPageQuery.graphql';

/** The new segment page's one query: the criteria catalogue, the models, and the model chosen in the address. */
export const SegmentNewPageQuery = graphql`
  query SegmentNewPageQuery($modelId: ID!, $fromModel: Boolean!) {
    ...SegmentEditor_query
    segmentModels {
      id
      name
      description
    }
    segmentModel(id: $modelId) @include(if: $fromModel) {
      id
      name
      description
      definition
    }
  }
`;

/** `nova/:id?`: the id, when present, is a model to start from ("Aniversariantes do mês"…). */
export const segmentNewPage = definePageQuery<SegmentNewPageQueryType, string | null>({
  query: SegmentNewPageQuery,
  scope: ({ params }) => params.id ?? null,
  variables: (modelId) => ({ modelId: modelId ?? '', fromModel: modelId !== null }),
  cache: false,
});

export type { SegmentNewPageQueryType };
