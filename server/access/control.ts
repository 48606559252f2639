import { GraphQLError, GraphQLFieldResolver } from 'graphql';
import { checkRouteAccess, maintenanceFor, routeById, routeInMaintenance, type MaintenanceLists } from '../../src/shared/config';
import { AuthError, ForbiddenError, IntegrationTokenError } from '../errors';
import type { RequestContext, Viewer } from './context';

/**
 * Access control, in one place. Every GraphQL root field and every REST route declares one of these
 * policies; `protectResolvers` and the REST router refuse to start when one is missing, so nothing
 * can be exposed without a decision.
 */
export type Policy =
  /** anyone, signed in or not (login, session refresh) */
  | { kind: 'public' }
  /** any signed-in user, acting in their session's account */
  | { kind: 'session' }
  /** a signed-in user who may open this catalogue route (same rules as the client's guard) */
  | { kind: 'route'; routeId: string }
  /** a signed-in user who may open at least one of these catalogue routes (the campaign channels' pages share one API) */
  | { kind: 'anyRoute'; routeIds: readonly string[] }
  /** platform admins (mf) only */
  | { kind: 'platformAdmin' }
  /** a chain's system with an account integration token (ingestion): the token's account only */
  | { kind: 'integration' };

export const PUBLIC: Policy = { kind: 'public' };
export const SESSION: Policy = { kind: 'session' };
export const PLATFORM_ADMIN: Policy = { kind: 'platformAdmin' };
export const INTEGRATION: Policy = { kind: 'integration' };
export const canOpen = (routeId: string): Policy => {
  routeById(routeId); // fails at start-up on a typo
  return { kind: 'route', routeId };
};

export const canOpenAny = (routeIds: readonly string[]): Policy => {
  for (const routeId of routeIds) routeById(routeId); // fails at start-up on a typo
  return { kind: 'anyRoute', routeIds };
};

/** The viewer, or the session error the client's error catalogue expects. */
export function requireViewer(ctx: RequestContext): Viewer {
  if (!ctx.viewer) throw ctx.authError ?? new AuthError('authentication.missing.session.id');
  return ctx.viewer;
}

/** Whether the viewer may open a catalogue route (for decisions inside a resolver). */
export function viewerCanOpen(viewer: Viewer, routeId: string): boolean {
  return checkRouteAccess(routeById(routeId), viewer.subject).allowed;
}

/**
 * A route in maintenance for the viewer's account (MAINTENANCE_ACCOUNTS × MAINTENANCE_ROUTES, or a
 * module in MAINTENANCE_MODULES). HTTP 406, as for the platform maintenance window, so the client's
 * network layer sends the user to /maintenance; the message says why in pt-BR.
 */
export class MaintenanceError extends GraphQLError {
  constructor() {
    super('Esta página está em manutenção. Tente novamente mais tarde.', { extensions: { code: 'MAINTENANCE', http: { status: 406 } } });
  }
}

/** Whether a catalogue route is in maintenance for the viewer's account. */
export function viewerRouteInMaintenance(viewer: Viewer, routeId: string, lists: MaintenanceLists): boolean {
  return routeInMaintenance(routeById(routeId), maintenanceFor(lists, viewer.account), viewer.account.modules);
}

/** Applies a policy; returns the viewer when there is one. */
export function enforce(ctx: RequestContext, policy: Policy): Viewer | null {
  switch (policy.kind) {
    case 'public':
      return ctx.viewer;
    case 'session':
      return requireViewer(ctx);
    case 'route': {
      const viewer = requireViewer(ctx);
      // Guard order (spec §4): maintenance (step 5) before permissions (steps 6–10).
      if (viewerRouteInMaintenance(viewer, policy.routeId, ctx.config.maintenance)) throw new MaintenanceError();
      if (!viewerCanOpen(viewer, policy.routeId)) throw new ForbiddenError();
      return viewer;
    }
    case 'anyRoute': {
      const viewer = requireViewer(ctx);
      const open = policy.routeIds.filter((routeId) => viewerCanOpen(viewer, routeId));
      if (open.length === 0) throw new ForbiddenError();
      if (open.every((routeId) => viewerRouteInMaintenance(viewer, routeId, ctx.config.maintenance))) throw new MaintenanceError();
      return viewer;
    }
    case 'platformAdmin': {
      const viewer = requireViewer(ctx);
      if (!viewer.user.mf) throw new ForbiddenError();
      return viewer;
    }
    case 'integration':
      // tokens never act as a person: no viewer, the account comes from the token alone
      if (!ctx.integrationAccountId) throw new IntegrationTokenError();
      return null;
  }
}

type RootResolvers = Record<string, Record<string, unknown> | undefined>;
export type PolicyMap = Record<'Query' | 'Mutation' | 'Subscription', Record<string, Policy>>;

/**
 * Wraps every Query, Mutation and Subscription field with its policy. Throws when a root field of the
 * schema has no policy or a policy names no field, so the map and the schema cannot drift apart.
 */
export function protectResolvers<R extends RootResolvers>(resolvers: R, policies: PolicyMap, rootFields: Record<keyof PolicyMap, string[]>): R {
  const result: RootResolvers = { ...resolvers };
  for (const root of ['Query', 'Mutation', 'Subscription'] as const) {
    const fields = rootFields[root];
    const rootPolicies = policies[root];
    for (const name of Object.keys(rootPolicies)) {
      if (!fields.includes(name)) throw new Error(`Policy for ${root}.${name}, which is not in the schema`);
    }
    const wrapped: Record<string, unknown> = {};
    for (const field of fields) {
      const policy = rootPolicies[field];
      if (!policy) throw new Error(`No access policy for ${root}.${field}`);
      const impl = resolvers[root]?.[field];
      if (!impl) throw new Error(`No resolver for ${root}.${field}`);
      if (root === 'Subscription') {
        const sub = impl as { subscribe: GraphQLFieldResolver<unknown, RequestContext>; resolve?: GraphQLFieldResolver<unknown, RequestContext> };
        wrapped[field] = {
          ...sub,
          subscribe: (parent: unknown, args: unknown, ctx: RequestContext, info: never) => {
            enforce(ctx, policy);
            return sub.subscribe(parent, args, ctx, info);
          },
        };
      } else {
        const fn = impl as GraphQLFieldResolver<unknown, RequestContext>;
        wrapped[field] = (parent: unknown, args: unknown, ctx: RequestContext, info: never) => {
          enforce(ctx, policy);
          return fn(parent, args, ctx, info);
        };
      }
    }
    result[root] = wrapped;
  }
  return result as R;
}
