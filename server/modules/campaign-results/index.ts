/** Campaign results' public API (the bench measures through it). */
export { measureCampaign, type CampaignResults, type ResultsFilter } from './measure';
export { CampaignResultsService, campaignResultsOf, RESULTS_CACHE_MS } from './service';
