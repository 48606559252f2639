import { createPubSub } from 'graphql-yoga';
import type { ServerConfig } from './config';
import { SessionService } from './domain/sessions';
import type { AnalyticsStore, OperationalStore } from './stores';

/** Events pushed over the subscription endpoints, keyed by topic. */
export type PubSubTopics = {
  /** async job changes, per account and user */
  'asyncJobs': [accountId: string, payload: { accountId: string; userId: string; job: AsyncJobEvent }];
  /** analysis-hub deletions, per room */
  'ahubDeleted': [roomId: string, payload: { accountId: string; status: string; messageError: string | null }];
};

export interface AsyncJobEvent {
  id: string;
  name: string;
  state: 'ENQUEUED' | 'FAILED' | 'FINISHED';
  progress: number | null;
  createdAt: string;
}

export interface Services {
  db: OperationalStore;
  ch: AnalyticsStore;
  sessions: SessionService;
  pubsub: ReturnType<typeof createPubSub<PubSubTopics>>;
}

export function createServices(db: OperationalStore, ch: AnalyticsStore, config: ServerConfig & { sessionSecret: string }): Services {
  return {
    db,
    ch,
    sessions: new SessionService(db, config),
    pubsub: createPubSub<PubSubTopics>(),
  };
}
