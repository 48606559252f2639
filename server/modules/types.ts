import type { Policy } from '../access/control';
import type { Viewer } from '../access/context';
import type { RestRouter } from '../rest/router';
import type { Services } from '../services';
import type { AnalyticsStore, Queryable } from '../stores';
import type { ReportBuilder } from './jobs';

type RootName = 'Query' | 'Mutation' | 'Subscription';

/**
 * One server domain (server/modules/<name>/): what it adds to the schema, with the access policy of
 * each root field it resolves written beside the resolvers, the node types it loads by global id, its
 * REST routes and the report kinds it builds for the job runner. The registry assembles every module;
 * its SDL is the folder's schema.graphql.
 */
export interface ServerModule {
  name: string;
  /** Query/Mutation/Subscription field resolvers and the resolvers of the types the module owns or extends */
  resolvers: Partial<Record<RootName, object>> & Record<string, object | undefined>;
  /** the access decision of every root field in `resolvers` (start-up refuses a root field without one) */
  policies: Partial<Record<RootName, Record<string, Policy>>>;
  /**
   * Node types this module loads for `node(id:)`, inside the viewer's tenant; null is "not found" (also
   * for a type the viewer may not read).
   */
  nodes?: Record<string, (id: string, viewer: Viewer, services: Services) => Promise<object | null>>;
  /** REST routes (spec §7) of the module */
  rest?: (router: RestRouter) => RestRouter;
  /** report kinds (exports) the job runner builds for this module */
  reports?: (stores: { db: Queryable; ch: AnalyticsStore }) => readonly (readonly [kind: string, builder: ReportBuilder])[];
}

/** Declares a module (module.ts's default export); only a type check. */
export function defineModule<M extends ServerModule>(module: M): M {
  return module;
}
