/** The campaigns overview's public API. */
export { groupCampaigns, measureOverview, sumCampaigns, sumChannel, type OverviewFilter } from './overview';
export { OVERVIEW_TABLE_ROWS } from './tables';
