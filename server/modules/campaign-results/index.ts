/** Campaign results' public API (the bench measures through it). */
export { measureCampaign, type ResultsFilter } from './measure';
export { CampaignResultsService } from './service';
