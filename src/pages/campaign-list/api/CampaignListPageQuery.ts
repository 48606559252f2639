import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import { listVariables, readListScope, type CampaignListScope } from '../model/listScope';
import type { CampaignListPageQuery as CampaignListPageQueryType } from './__generated__/CampaignListPageQuery.graphql';

/** The list's one query: the channel's campaigns as filtered, the count per status and the channel's balance. */
export const CampaignListPageQuery = graphql`
  query CampaignListPageQuery(
    $channels: [CampaignChannel!]
    $status: [OmniCampaignStatus!]
    $units: [String!]
    $search: String
    $initialDate: String
    $finalDate: String
    $sort: OmniCampaignSort
    $sortDirection: OmniCampaignSortDirection
    $page: Int
    $pageSize: Int
    $whatsapp: Boolean!
  ) {
    omniCampaigns(channels: $channels, status: $status, units: $units, search: $search, initialDate: $initialDate, finalDate: $finalDate, sort: $sort, sortDirection: $sortDirection, page: $page, pageSize: $pageSize) {
      records
      page
      omni_campaigns {
        id
        _id
        title
        description
        status
        status_label
        initial_date
        final_date
        start_time
        end_time
        created_at
        units {
          id_erp
          name
        }
        segments {
          _id
          name
          clients_qty
        }
        messages_dispatches_quantity
        has_sent_messages
        pending_dispatches
        dispatches_cancelled
      }
    }
    drafts: omniCampaigns(channels: $channels, status: [DRAFT], units: $units, search: $search, initialDate: $initialDate, finalDate: $finalDate, pageSize: 1) {
      records
    }
    scheduled: omniCampaigns(channels: $channels, status: [SCHEDULED], units: $units, search: $search, initialDate: $initialDate, finalDate: $finalDate, pageSize: 1) {
      records
    }
    active: omniCampaigns(channels: $channels, status: [ACTIVE], units: $units, search: $search, initialDate: $initialDate, finalDate: $finalDate, pageSize: 1) {
      records
    }
    finished: omniCampaigns(channels: $channels, status: [FINISHED], units: $units, search: $search, initialDate: $initialDate, finalDate: $finalDate, pageSize: 1) {
      records
    }
    inactive: omniCampaigns(channels: $channels, status: [INACTIVE], units: $units, search: $search, initialDate: $initialDate, finalDate: $finalDate, pageSize: 1) {
      records
    }
    dispatchesBalanceByChannel {
      sms {
        available
        reserved
        spent
        purchased
        price_cents
        available_cents
      }
      email {
        available
        reserved
        spent
        purchased
        price_cents
        available_cents
      }
      push {
        available
        reserved
        spent
        purchased
        price_cents
        available_cents
      }
      whatsapp {
        available
        reserved
        spent
        purchased
        price_cents
        available_cents
      }
    }
    whatsappTemplates @include(if: $whatsapp) {
      id
      ...WhatsappTemplateOption_template @relay(mask: false)
      category
      buttons {
        payload
      }
      status
      status_label
      reason
      updated_at
    }
    units(first: 500, active: true) {
      edges {
        node {
          id
          id_erp
          name
        }
      }
    }
  }
`;

/** The page's query module: always asked again (campaigns change status as the engine sends). */
export const campaignListPage = definePageQuery<CampaignListPageQueryType, CampaignListScope>({
  query: CampaignListPageQuery,
  scope: ({ pathname, search }) => readListScope(pathname ?? '', search),
  variables: listVariables,
  cache: false,
  fetchPolicy: 'network-only',
});

export type { CampaignListPageQueryType };
