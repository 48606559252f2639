import { SESSION, requireViewer, type Policy } from '../access/control';
import { parseGlobalId, type NodeType } from '../access/globalId';
import type { Registry } from '../modules/registry';
import type { NodeResolvers, QueryResolvers } from './resolvers-types';

/**
 * node(id:) loads a node by global id inside the viewer's tenant, through the module that owns the type.
 * Anything outside it, of a type the viewer may not read, or malformed, is null ("not found"): a
 * foreign id reveals nothing, not even that it exists.
 */
export function nodeResolvers(nodes: Registry['nodes']): { Query: Pick<QueryResolvers, 'node'>; Node: NodeResolvers; policy: Policy } {
  return {
    Query: {
      node: async (_parent, args, ctx) => {
        const viewer = requireViewer(ctx);
        const parsed = parseGlobalId(args.id);
        const load = parsed ? nodes.get(parsed.type) : undefined;
        const record = parsed && load ? await load(parsed.id, viewer, ctx.services) : null;
        return record ? ({ ...record, __typename: parsed!.type } as never) : null;
      },
    },
    Node: { __resolveType: (node) => (node as unknown as { __typename: NodeType }).__typename },
    policy: SESSION,
  };
}
