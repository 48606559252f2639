import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { SegmentViewPageQuery as SegmentViewPageQueryType } from './__generated__/SegmentViewPageQuery.graphql';

/** What the address names: the campaign and the segment it used. */
export interface SegmentViewScope {
  campaignId: string;
  segmentId: string;
}

/** The page's one query: the catalogue (criteria labels), the campaign's use of the segment and its first members. */
export const SegmentViewPageQuery = graphql`
  query SegmentViewPageQuery($campaignId: String!, $segmentId: ID!) {
    ...SegmentEditor_query
    ...SegmentViewMembers_query @arguments(campaignId: $campaignId, segmentId: $segmentId)
    campaignSegment(campaignId: $campaignId, segmentId: $segmentId) {
      campaignId
      campaignName
      clients_qty_at_campaign
      frozen_at
      changed
      segment {
        id
        name
        version
      }
      version {
        version
        name
        description
        fixed
        definition
        created_at
        tags {
          name
          color
        }
      }
    }
  }
`;

/** `visualizar/:campaignId/:segmentId`: asked again on open (the segment may have been saved since). */
export const segmentViewPage = definePageQuery<SegmentViewPageQueryType, SegmentViewScope>({
  query: SegmentViewPageQuery,
  scope: ({ params }) => ({ campaignId: params.campaignId ?? '', segmentId: params.segmentId ?? '' }),
  variables: ({ campaignId, segmentId }) => ({ campaignId, segmentId }),
  cache: false,
  fetchPolicy: 'network-only',
});

export type { SegmentViewPageQueryType };
