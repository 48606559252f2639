import { filter, pipe } from 'graphql-yoga';
import { object } from 'superstruct';
import { requireViewer } from '../../access/control';
import { requiredText, validate } from '../../validation';
import type { SubscriptionResolvers } from '../../graphql/resolvers-types';

export const subscriptions: Pick<SubscriptionResolvers, 'asyncJobsReports' | 'deletedAHubReportAnalytics'> = {
  asyncJobsReports: {
    // Each user sees only their own jobs in the account the session acts in.
    subscribe: (_parent, _args, ctx) => {
      const viewer = requireViewer(ctx);
      return pipe(
        ctx.services.pubsub.subscribe('asyncJobs', viewer.account.id),
        filter((event) => event.userId === viewer.user.id),
      );
    },
    resolve: (event: { job: unknown }) => event.job as never,
  },
  deletedAHubReportAnalytics: {
    subscribe: (_parent, args, ctx) => {
      const viewer = requireViewer(ctx);
      const { roomId } = validate(object({ roomId: requiredText(200) }), args);
      return pipe(
        ctx.services.pubsub.subscribe('ahubDeleted', roomId),
        filter((event) => event.accountId === viewer.account.id),
      );
    },
    resolve: (event: { status: string; messageError: string | null }) => ({ status: event.status, messageError: event.messageError }),
  },
};
