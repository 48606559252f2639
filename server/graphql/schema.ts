import fs from 'node:fs';
import path from 'node:path';
import { createSchema } from 'graphql-yoga';
import { GraphQLScalarType, Kind, buildSchema, type GraphQLObjectType } from 'graphql';
import { protectResolvers } from '../access/control';
import type { RequestContext } from '../access/context';
import { GRAPHQL_POLICIES } from './policies';
import { Account, Viewer, accountMutations, accountQueries } from './resolvers/account';
import { Node, nodeQueries } from './resolvers/node';
import { sessionMutations, sessionQueries } from './resolvers/session';
import { subscriptions } from './resolvers/subscriptions';
import { Unit, unitMutations } from './resolvers/units';
import { User, userMutations, userQueries } from './resolvers/users';

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

/** The executable schema: schema.graphql plus resolvers, every root field behind its access policy. */
export function buildExecutableSchema() {
  const typeDefs = fs.readFileSync(SCHEMA_PATH, 'utf8');
  const roots = protectResolvers(
    {
      Query: { ...nodeQueries, ...sessionQueries, ...accountQueries, ...userQueries },
      Mutation: { ...sessionMutations, ...accountMutations, ...unitMutations, ...userMutations },
      Subscription: { ...subscriptions },
    },
    GRAPHQL_POLICIES,
    rootFieldsOf(typeDefs),
  );
  return createSchema<RequestContext>({
    typeDefs,
    resolvers: { ...roots, DateTime, JSON: JSONScalar, Node, Account, Viewer, Unit, User },
  });
}
