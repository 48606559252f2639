import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import type { CampaignResultsPageQuery as CampaignResultsPageQueryType } from './__generated__/CampaignResultsPageQuery.graphql';

/** Message history rows per page. */
export const HISTORY_PAGE_SIZE = 20;

/** What the address names: the campaign, the tickets that count and the history's page and filters. */
export interface CampaignResultsScope {
  id: string;
  /** stores by id_erp (`?lojas=1,2`); empty = every store */
  units: string[];
  /** `?ecommerce=sem` leaves e-commerce out, `?ecommerce=so` counts only it */
  ecommerce: 'com' | 'sem' | 'so';
  historyPage: number;
  historyChannel: 'sms' | 'email' | 'push' | 'whatsapp' | null;
  historyStatus: string | null;
}

const CHANNELS = ['sms', 'email', 'push', 'whatsapp'] as const;
const STATUSES = ['QUEUED', 'SENT', 'DELIVERED', 'FAILED', 'SUPPRESSED', 'CAPPED', 'NO_CONTACT', 'NO_OPTIN', 'HOLDOUT', 'CANCELLED', 'OPENED', 'CLICKED', 'BOUNCED', 'COMPLAINED', 'READ'];

/** The scope an address gives (unknown values fall back to the defaults). */
export function resultsScope(params: Readonly<Record<string, string | undefined>>, search: URLSearchParams): CampaignResultsScope {
  const ecommerce = search.get('ecommerce');
  const channel = search.get('historico_canal');
  const status = search.get('historico_status');
  const page = Number(search.get('historico_pagina'));
  return {
    id: params.id ?? '',
    units: (search.get('lojas') ?? '').split(',').map((unit) => unit.trim()).filter(Boolean).slice(0, 500),
    ecommerce: ecommerce === 'sem' || ecommerce === 'so' ? ecommerce : 'com',
    historyPage: Number.isInteger(page) && page > 0 ? page : 1,
    historyChannel: (CHANNELS as readonly string[]).includes(channel ?? '') ? (channel as CampaignResultsScope['historyChannel']) : null,
    historyStatus: status && STATUSES.includes(status) ? status : null,
  };
}

/** The results page's one query: the campaign, its measured results and a page of its message history. */
export const CampaignResultsPageQuery = graphql`
  query CampaignResultsPageQuery(
    $id: ID!
    $units: [String!]
    $includeEcommerce: Boolean
    $onlyEcommerce: Boolean
    $historyPage: Int!
    $historyPageSize: Int!
    $historyChannels: [CampaignChannel!]
    $historyStatus: [CampaignDeliveryStatus!]
  ) {
    viewer {
      account {
        units(first: 200) {
          edges {
            node {
              id
              id_erp
              name
            }
          }
        }
      }
    }
    omniCampaign(_id: $id) {
      _id
      title
      status
      status_label
      initial_date
      final_date
      holdout_percentage
      messages_dispatches_channels
    }
    omniCampaignMetrics(_id: $id, units: $units, includeEcommerce: $includeEcommerce, onlyEcommerce: $onlyEcommerce) {
      window {
        start
        end
        days
      }
      recipients
      clients
      tickets
      revenue
      quantity
      average_ticket
      count
      channels {
        channel
        recipients
        count
        credits
        price
        revenue
        received_roi
        opened
        opened_revenue
        opened_roi
        average_ticket
        average_ticket_before
        average_ticket_variation
      }
      days {
        date
        revenue
        tickets
        clients
      }
      units {
        id_erp
        name
        revenue
        tickets
        clients
        average_ticket
      }
      funnel {
        channel
        status
        count
      }
      holdout {
        control
        control_clients
        control_tickets
        control_revenue
        revenue_per_control
        revenue_per_recipient
        incremental_revenue
        incremental_revenue_low
        incremental_revenue_high
        significant
      }
    }
    omniCampaignTicketsByHour(_id: $id, units: $units, includeEcommerce: $includeEcommerce, onlyEcommerce: $onlyEcommerce) {
      hour
      tickets
      revenue
    }
    omniCampaignAverageTicketByGenderAndAge(_id: $id, units: $units, includeEcommerce: $includeEcommerce, onlyEcommerce: $onlyEcommerce) {
      gender
      age_range
      clients
      tickets
      revenue
      average_ticket
    }
    omniCampaignAverageItemsByClientMessageReceiving(_id: $id, units: $units, includeEcommerce: $includeEcommerce, onlyEcommerce: $onlyEcommerce) {
      received {
        consumers
        clients
        tickets
        items
        average_items
      }
      not_received {
        consumers
        clients
        tickets
        items
        average_items
      }
    }
    messagesHistory(_id: $id, page: $historyPage, pageSize: $historyPageSize, channels: $historyChannels, status: $historyStatus) {
      records
      page
      messages {
        client_id
        channel
        contact
        date
        price
        status
        reason
      }
    }
  }
`;

/**
 * `resultados/:id`: asked again on open — the ledger moves (receipts, opens) without a new processing
 * stamp, so the 48 h answer cache would show stale figures; the server caches the measurement itself.
 */
export const campaignResultsPage = definePageQuery<CampaignResultsPageQueryType, CampaignResultsScope>({
  query: CampaignResultsPageQuery,
  scope: ({ params, search }) => resultsScope(params, search),
  variables: (scope) => ({
    id: scope.id,
    units: scope.units.length ? scope.units : null,
    includeEcommerce: scope.ecommerce !== 'sem',
    onlyEcommerce: scope.ecommerce === 'so',
    historyPage: scope.historyPage,
    historyPageSize: HISTORY_PAGE_SIZE,
    historyChannels: scope.historyChannel ? [scope.historyChannel] : null,
    historyStatus: scope.historyStatus ? [scope.historyStatus as never] : null,
  }),
  cache: false,
  fetchPolicy: 'network-only',
});

export type { CampaignResultsPageQueryType };
