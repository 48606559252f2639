import { defineModule } from '../types';

/**
 * Per-account processing of the figures the analytics pages read (run after ingestion, debounced, and
 * on demand). It has no GraphQL or REST surface of its own: Account.processing and "Recalcular" belong
 * to sales-analytics; the service is built in server/services.ts.
 */
export default defineModule({ name: 'processing', resolvers: {}, policies: {} });
