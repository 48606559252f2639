import { graphql } from 'react-relay';
import { definePageQuery } from '@/shared/api';
import { GROUP_PARAM, overviewScope, type OverviewScope } from '../model/scope';
import type { CampaignsOverviewPageQuery as CampaignsOverviewPageQueryType } from './__generated__/CampaignsOverviewPageQuery.graphql';

/**
 * The overview's one query: metricsKpi per campaign (with the totals), per channel, grouped as the
 * address asks (day, week, month, channel or campaign), and the period's campaigns for the filter.
 */
export const CampaignsOverviewPageQuery = graphql`
  query CampaignsOverviewPageQuery(
    $initialDate: String!
    $finalDate: String!
    $units: [String!]
    $campaignIds: [ID!]
    $channels: [CampaignChannel!]
    $productIds: [ID!]
    $groupBy: MetricsKpiGroupBy!
  ) {
    viewer {
      account {
        ...SalesFilterBar_account
      }
    }
    campaigns: metricsKpi(initialDate: $initialDate, finalDate: $finalDate, groupBy: CAMPAIGN, units: $units, campaignIds: $campaignIds, channels: $channels, productIds: $productIds) {
      totals {
        campaigns
        count
        price
        recipients
        clients
        tickets
        revenue
        roi
        holdout_campaigns
        incremental_revenue
        incremental_revenue_low
        incremental_revenue_high
        running
      }
      rows {
        key
        label
        channels
        status
        first_send
        window_end
        running
        figures {
          count
          price
          recipients
          clients
          tickets
          revenue
          roi
          incremental_revenue
          incremental_revenue_low
          incremental_revenue_high
        }
      }
    }
    channels: metricsKpi(initialDate: $initialDate, finalDate: $finalDate, groupBy: CHANNEL, units: $units, campaignIds: $campaignIds, channels: $channels, productIds: $productIds) {
      rows {
        key
        running
        figures {
          campaigns
          count
          price
          recipients
          revenue
          roi
        }
      }
    }
    evolution: metricsKpi(initialDate: $initialDate, finalDate: $finalDate, groupBy: $groupBy, units: $units, campaignIds: $campaignIds, channels: $channels, productIds: $productIds) {
      groupBy
      rows {
        key
        label
        running
        figures {
          campaigns
          count
          price
          recipients
          clients
          tickets
          revenue
          roi
          incremental_revenue
          incremental_revenue_low
          incremental_revenue_high
        }
      }
    }
    options: metricsKpi(initialDate: $initialDate, finalDate: $finalDate, groupBy: CAMPAIGN) {
      rows {
        key
        label
      }
    }
    chosenProducts: metricsKpiProductOptions(skus: $productIds) {
      sku
      name
    }
  }
`;

/**
 * `/campanhas/resultados-gerais`: asked again on open, like the results pages — the ledger moves
 * (receipts, opens) without a new processing stamp; the server keeps each campaign's measurement 48 h.
 */
export const campaignsOverviewPage = definePageQuery<CampaignsOverviewPageQueryType, OverviewScope>({
  query: CampaignsOverviewPageQuery,
  scope: ({ search }) => overviewScope(search),
  variables: (scope) => ({
    initialDate: scope.start,
    finalDate: scope.end,
    units: scope.units.length ? scope.units : null,
    campaignIds: scope.campaigns.length ? scope.campaigns : null,
    channels: scope.channels.length ? scope.channels : null,
    productIds: scope.products.length ? scope.products : null,
    groupBy: GROUP_PARAM[scope.groupBy],
  }),
  cache: false,
  fetchPolicy: 'network-only',
});

export type { CampaignsOverviewPageQueryType };
