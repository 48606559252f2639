import { canOpenAny } from '../../access/control';
import { defineModule } from '../types';
import { RESULTS_ROUTES, resultsQueries } from './resolvers';

/** Who may read a campaign's results: anyone who may open one of the SMS, e-mail or push campaign pages. */
const RESULTS = canOpenAny(RESULTS_ROUTES);

/**
 * Campaign results (issue 11, contracts/campaigns.md "Results"): the delivery ledger's recipients and
 * control group (PostgreSQL) measured on their loyalty tickets (analytics store), cached per campaign.
 */
export default defineModule({
  name: 'campaign-results',
  resolvers: { Query: resultsQueries },
  policies: { Query: Object.fromEntries(Object.keys(resultsQueries).map((field) => [field, RESULTS])) },
});
