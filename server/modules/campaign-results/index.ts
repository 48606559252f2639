/** Campaign results' public API (the bench measures through it). */
export { dataDay, measureCampaign, type CampaignResults, type ResultsFilter, type Stores } from './measure';
export { CampaignResultsService, campaignResultsOf, RESULTS_CACHE_MS } from './service';
