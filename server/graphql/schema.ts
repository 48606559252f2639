import fs from 'node:fs';
import path from 'node:path';
import { createSchema } from 'graphql-yoga';
import { GraphQLScalarType, Kind, buildSchema, type GraphQLObjectType } from 'graphql';
import { protectResolvers } from '../access/control';
import type { RequestContext } from '../access/context';
import { GRAPHQL_POLICIES } from './policies';
import { Account, Viewer, accountMutations, accountQueries } from '../modules/accounts/resolvers';
import { AsyncJob, AsyncJobEvent, asyncJobMutations, asyncJobQueries } from '../modules/jobs/resolvers';
import { firstValueMutations, firstValueQueries, ViewerShell } from '../modules/shell/firstValueResolvers';
import { Node, nodeQueries } from './node';
import { productNewsMutations, productNewsQueries } from '../modules/toolbar/productNewsResolvers';
import { accountLogoFields } from '../modules/accounts/brandResolvers';
import { supportMutations, supportQueries } from '../modules/toolbar/supportResolvers';
import { notificationQueries, PlatformNotification } from '../modules/shell/notificationResolvers';
import { sessionMutations, sessionQueries } from '../modules/session/resolvers';
import { subscriptions } from '../modules/jobs/subscriptions';
import { Unit, unitMutations } from '../modules/units/resolvers';
import { User, userMutations, userQueries } from '../modules/users/resolvers';
import { FormDraft, formDraftMutations, formDraftQueries } from '../modules/form-drafts/resolvers';
import { IntegrationToken, integrationTokenMutations, integrationTokenQueries } from '../modules/ingestion/tokenResolvers';
import { accountProcessingField, analyticsMutations, analyticsQueries } from '../modules/sales-analytics/resolvers/analytics';
import { companyQueries } from '../modules/sales-analytics/resolvers/company';
import { clubQueries } from '../modules/sales-analytics/resolvers/club';
import { homeMutations, homeQueries } from '../modules/sales-analytics/resolvers/home';

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
