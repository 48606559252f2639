export { SuggestedOpportunities } from './ui/SuggestedOpportunities';
export type { SuggestedOpportunitiesProps } from './ui/SuggestedOpportunities';
