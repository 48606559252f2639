import fs from 'node:fs';
import path from 'node:path';
import { createSchema } from 'graphql-yoga';
import { GraphQLScalarType, Kind, buildSchema, type GraphQLObjectType } from 'graphql';
import { protectResolvers } from '../access/control';
import type { RequestContext } from '../access/context';
import { GRAPHQL_POLICIES } from './policies';
import { Account, Viewer, accountMutations, accountQueries } from './resolvers/account';
import { AsyncJob, AsyncJobEvent, asyncJobMutations, asyncJobQueries } from './resolvers/asyncJobs';
import { firstValueMutations, firstValueQueries, ViewerShell } from './resolvers/firstValue';
import { Node, nodeQueries } from './resolvers/node';
import { productNewsMutations, productNewsQueries } from './resolvers/productNews';
import { accountLogoFields } from './resolvers/brand';
import { supportMutations, supportQueries } from './resolvers/support';
import { notificationQueries, PlatformNotification } from './resolvers/notifications';
import { sessionMutations, sessionQueries } from './resolvers/session';
import { subscriptions } from './resolvers/subscriptions';
import { Unit, unitMutations } from './resolvers/units';
import { User, userMutations, userQueries } from './resolvers/users';
import { FormDraft, formDraftMutations, formDraftQueries } from './resolvers/formDrafts';
import { IntegrationToken, integrationTokenMutations, integrationTokenQueries } from './resolvers/integrationTokens';
import { accountProcessingField, analyticsMutations, analyticsQueries } from './resolvers/analytics';
import { companyQueries } from './resolvers/company';
import { clubQueries } from './resolvers/club';
import { homeMutations, homeQueries } from './resolvers/home';

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
      Query: { ...nodeQueries, ...sessionQueries, ...accountQueries, ...userQueries, ...asyncJobQueries, ...supportQueries, ...productNewsQueries, ...notificationQueries, ...firstValueQueries, ...integrationTokenQueries, ...formDraftQueries, ...analyticsQueries, ...companyQueries, ...homeQueries, ...clubQueries },
      Mutation: { ...sessionMutations, ...accountMutations, ...unitMutations, ...userMutations, ...asyncJobMutations, ...supportMutations, ...productNewsMutations, ...firstValueMutations, ...integrationTokenMutations, ...formDraftMutations, ...homeMutations, ...analyticsMutations },
      Subscription: { ...subscriptions },
    },
    GRAPHQL_POLICIES,
    rootFieldsOf(typeDefs),
  );
  return createSchema<RequestContext>({
    typeDefs,
    resolvers: { ...roots, DateTime, JSON: JSONScalar, Node, Account: { ...Account, ...accountLogoFields, ...accountProcessingField }, Viewer: { ...Viewer, ...ViewerShell }, PlatformNotification, Unit, User, AsyncJob, AsyncJobEvent, IntegrationToken, FormDraft },
  });
}
