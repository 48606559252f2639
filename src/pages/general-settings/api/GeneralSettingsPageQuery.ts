import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { GeneralSettingsPageQuery as GeneralSettingsPageQueryType } from './__generated__/GeneralSettingsPageQuery.graphql';

/** The general settings' one query: the app configuration, the account's recency criteria and today's activity groups. */
export const GeneralSettingsPageQuery = graphql`
  query GeneralSettingsPageQuery {
    viewer {
      account {
        id
        cbm_configuration {
          recency_criteria {
            actives {
              bought
            }
            recent_inactives {
              bought
            }
            at_risk {
              bought
            }
          }
        }
        ...CustomerActivityClusters_account
      }
    }
    appConfiguration {
      contacts {
        phones
        emails
        whatsapp
      }
      hotsite_links {
        name
        url
      }
      password_recovery_channels {
        sms
        email
      }
      enable_delete_data_requests
      enable_delete_partial_data_requests
      enable_whatsapp_link
      whatsapp_link
      enable_apps
      updated_at
      updated_by
    }
    clientsActivityClusters {
      ...CustomerActivityClusters_clusters
    }
  }
`;

/** The page's query module: always from the server (another manager may have saved meanwhile). */
export const generalSettingsPage = definePageQuery<GeneralSettingsPageQueryType, string>({
  query: GeneralSettingsPageQuery,
  scope: () => '',
  variables: () => ({}),
  cache: false,
  fetchPolicy: 'network-only',
});

export type { GeneralSettingsPageQueryType };
