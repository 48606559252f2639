import fs from 'node:fs';
import path from 'node:path';
import { createSchema } from 'graphql-yoga';
import { GraphQLScalarType, Kind, buildSchema, type GraphQLObjectType } from 'graphql';
import { protectResolvers } from '../access/control';
import type { RequestContext } from '../access/context';
import { serverRegistry } from '../modules/registry';
import { nodeResolvers } from './node';

export const SCHEMA_PATH = path.resolve(__dirname, '../../schema.graphql');

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'ISO 8601 instant (UTC)',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: (value) => new Date(String(value)),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? new Date(ast.value) : null),
});

const JSONScalar = new GraphQLScalarType({ name: 'JSON', serialize: (value) => value, parseValue: (value) => value });

function rootFieldsOf(typeDefs: string) {
  const schema = buildSchema(typeDefs);
  const fields = (type: GraphQLObjectType | null | undefined) => (type ? Object.keys(type.getFields()) : []);
  return { Query: fields(schema.getQueryType()), Mutation: fields(schema.getMutationType()), Subscription: fields(schema.getSubscriptionType()) };
}

/**
 * The executable schema: schema.graphql (composed from the modules' SDL) plus the modules' resolvers
 * from the registry, every root field behind its access policy.
 */
export function buildExecutableSchema() {
  const typeDefs = fs.readFileSync(SCHEMA_PATH, 'utf8');
  const { resolvers, policies, nodes } = serverRegistry();
  const node = nodeResolvers(nodes);
  const { Query, Mutation, Subscription, ...types } = resolvers;
  const roots = protectResolvers(
    { Query: { ...node.Query, ...Query }, Mutation: { ...Mutation }, Subscription: { ...Subscription } },
    { ...policies, Query: { node: node.policy, ...policies.Query } },
    rootFieldsOf(typeDefs),
  );
  return createSchema<RequestContext>({
    typeDefs,
    resolvers: { ...roots, ...types, DateTime, JSON: JSONScalar, Node: node.Node } as never,
  });
}
