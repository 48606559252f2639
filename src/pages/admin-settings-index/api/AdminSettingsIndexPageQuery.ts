import { graphql } from 'react-relay';
import { definePageQuery, NO_SCOPE } from '@/shared/api';
import type { AdminSettingsIndexPageQuery as AdminSettingsIndexPageQueryType } from './__generated__/AdminSettingsIndexPageQuery.graphql';

/** The index's one query: the live status of each child page. */
export const AdminSettingsIndexPageQuery = graphql`
  query AdminSettingsIndexPageQuery {
    adminSettingsOverview {
      telesales {
        enabled
        storesTakingOrders
        totalStores
      }
      app {
        enabled
        appName
        published
        storeLinks
        modulesOn
        modulesTotal
      }
      stores {
        active
        appActive
        total
      }
      termsVersion
      termsPublishedAt
      hotsite {
        slots
        published
      }
      integrations {
        activeTokens
        lastIngestionAt
      }
    }
  }
`;

/** Not cached: the statuses follow the child pages' saves. */
export const adminSettingsIndexPage = definePageQuery<AdminSettingsIndexPageQueryType>({ query: AdminSettingsIndexPageQuery, ...NO_SCOPE, cache: false, fetchPolicy: 'store-and-network' });

export type { AdminSettingsIndexPageQueryType };
