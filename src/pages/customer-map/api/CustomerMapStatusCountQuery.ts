import { graphql } from 'react-relay';

/** status_count of the visible area, asked again when the map stops moving. */
export const CustomerMapStatusCountQuery = graphql`
  query CustomerMapStatusCountQuery($filter: CustomerMapFilter!, $bounds: MapBoundsInput!) {
    customerMapStatusCount(filter: $filter, bounds: $bounds) {
      total
      actives
      recentInactives
      atRisk
      losses
      neverBought
    }
  }
`;
