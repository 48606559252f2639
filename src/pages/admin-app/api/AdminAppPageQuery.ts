import { graphql } from 'react-relay';
import { definePageQuery, NO_SCOPE } from '@/shared/api';
import type { AdminAppPageQuery as AdminAppPageQueryType } from './__generated__/AdminAppPageQuery.graphql';

/** The app page's one query: the app's settings and its module switches. */
export const AdminAppPageQuery = graphql`
  query AdminAppPageQuery {
    appSettings {
      app_name
      app_store_url
      google_play_url
      ios_bundle_id
      android_package
      primary_color
      on_primary_color
      minimum_version
      force_update
      modules {
        module
        on
        editable
      }
      audit {
        updatedAt
        updatedBy
      }
    }
  }
`;

export const adminAppPage = definePageQuery<AdminAppPageQueryType>({ query: AdminAppPageQuery, ...NO_SCOPE, cache: false, fetchPolicy: 'store-and-network' });

export type { AdminAppPageQueryType };
