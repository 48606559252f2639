import type { Policy, PolicyMap } from '../access/control';
import type { RestRouter } from '../rest/router';
import type { AnalyticsStore, Queryable } from '../stores';
import type { ReportBuilder } from './jobs';
import { MODULES } from './modules.generated';
import type { ServerModule } from './types';

export { MODULES };

type NodeLoader = NonNullable<ServerModule['nodes']>[string];
const ROOTS = ['Query', 'Mutation', 'Subscription'] as const;

export interface Registry {
  /** every module's resolvers, type by type (root fields not yet behind their policies) */
  resolvers: Record<string, Record<string, unknown>>;
  policies: PolicyMap;
  /** node(id:) loaders by type name */
  nodes: ReadonlyMap<string, NodeLoader>;
  /** adds every module's REST routes */
  rest: (router: RestRouter) => RestRouter;
  /** the report kinds of every module, for the job runner */
  reports: (stores: { db: Queryable; ch: AnalyticsStore }) => [string, ReportBuilder][];
}

/**
 * Assembles the modules. A field resolved by two modules, a root field resolved without its policy in
 * the same module (or a policy without its resolver), and a node type loaded twice are start-up errors;
 * the schema check (every root field of schema.graphql has a policy) is protectResolvers'.
 */
export function assembleModules(modules: readonly ServerModule[]): Registry {
  const resolvers: Record<string, Record<string, unknown>> = {};
  const owner = new Map<string, string>();
  const policies: PolicyMap = { Query: {}, Mutation: {}, Subscription: {} };
  const nodes = new Map<string, NodeLoader>();
  for (const module of modules) {
    for (const [type, fields] of Object.entries(module.resolvers)) {
      for (const [field, impl] of Object.entries(fields ?? {})) {
        const key = `${type}.${field}`;
        if (owner.has(key)) throw new Error(`${key} is resolved by modules ${owner.get(key)} and ${module.name}`);
        owner.set(key, module.name);
        (resolvers[type] ??= {})[field] = impl;
      }
    }
    for (const root of ROOTS) {
      const own = Object.keys(module.resolvers[root] ?? {});
      const declared: Record<string, Policy> = module.policies[root] ?? {};
      for (const field of own) if (!declared[field]) throw new Error(`Module ${module.name}: ${root}.${field} has no access policy beside its resolver`);
      for (const [field, policy] of Object.entries(declared)) {
        if (!own.includes(field)) throw new Error(`Module ${module.name}: policy for ${root}.${field}, which the module does not resolve`);
        policies[root][field] = policy;
      }
    }
    for (const [type, load] of Object.entries(module.nodes ?? {})) {
      if (nodes.has(type)) throw new Error(`Node type ${type} is loaded by two modules`);
      nodes.set(type, load);
    }
  }
  return {
    resolvers,
    policies,
    nodes,
    rest: (router) => modules.reduce((current, module) => (module.rest ? module.rest(current) : current), router),
    reports: (stores) => modules.flatMap((module) => (module.reports?.(stores) ?? []).map(([kind, build]) => [kind, build] as [string, ReportBuilder])),
  };
}

let registry: Registry | undefined;

/** The server's registry, assembled once from server/modules/modules.generated.ts. */
export function serverRegistry(): Registry {
  registry ??= assembleModules(MODULES);
  return registry;
}
