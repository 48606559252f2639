import { SESSION } from '../../access/control';
import { defineModule } from '../types';
import { AsyncJob, AsyncJobEvent, asyncJobMutations, asyncJobQueries } from './resolvers';
import { registerJobRoutes } from './rest';
import { subscriptions } from './subscriptions';

/** Async jobs (report exports): each user's export history, resending, downloads, live updates. */
export default defineModule({
  name: 'jobs',
  resolvers: { Query: asyncJobQueries, Mutation: asyncJobMutations, Subscription: subscriptions, AsyncJob, AsyncJobEvent },
  policies: {
    // each user's own export history, in the session's account
    Query: { asyncJobs: SESSION },
    // only the job's owner: checked where the job is loaded
    Mutation: { resendAsyncJob: SESSION },
    Subscription: { asyncJobsReports: SESSION, deletedAHubReportAnalytics: SESSION },
  },
  rest: registerJobRoutes,
});
