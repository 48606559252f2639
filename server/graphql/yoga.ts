import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { createYoga, type GraphQLSchemaWithContext, type Plugin, type YogaInitialContext } from 'graphql-yoga';
import { buildContext, type RequestContext } from '../access/context';
import type { ServerConfig } from '../config';
import type { Services } from '../services';
import { translateError } from './errorsPtBr';
import { NoSchemaIntrospectionCustomRule, queryLimitsRule } from './limits';
import { buildExecutableSchema } from './schema';

type ServerContext = { req: IncomingMessage; res?: ServerResponse };

/** Depth/alias/cost limits on every operation, and no introspection in production. */
function hardening(production: boolean): Plugin<RequestContext> {
  return {
    onValidate({ addValidationRule, context }) {
      const variables = ((context as { params?: { variables?: Record<string, unknown> } }).params?.variables ?? {}) as Record<string, unknown>;
      addValidationRule(queryLimitsRule(variables));
      if (production) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/** Rewrites graphql-js's English request errors into pt-BR; in production, without the schema hints. */
function ptBrErrors(production: boolean): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result)) return;
      const payload = result as { errors?: readonly GraphQLError[] };
      if (!payload.errors?.length) return;
      const errors = payload.errors.map((e) => (e instanceof GraphQLError ? translateError(e, { hideSchemaHints: production }) : e));
      setResult({ ...(payload as object), errors } as never);
    },
  };
}

/**
 * Every answer to a signed-in user carries the account's processing stamp in
 * `extensions.processing`: the client cache (spec §7) reuses analytics answers only while it holds.
 */
function processingStamp(services: Services): Plugin<RequestContext> {
  return {
    async onExecute({ args }) {
      const viewer = (args.contextValue as RequestContext).viewer;
      if (!viewer) return undefined;
      // in memory after the first call of each account: no query per request
      const stamp = await services.processing.current(viewer.account.id).catch(() => null);
      if (!stamp) return undefined;
      const processing = { processingUuid: stamp.processing_uuid, lastUpdated: new Date(stamp.last_updated).toISOString() };
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in Object(result)) return;
          const payload = result as { extensions?: Record<string, unknown> };
          setResult({ ...(payload as object), extensions: { ...(payload.extensions ?? {}), processing } } as never);
        },
      };
    },
  };
}

export function createGraphQLHandler(services: Services, config: ServerConfig) {
  // The schema's resolvers see our RequestContext; yoga merges it over its own initial context.
  const schema = buildExecutableSchema() as unknown as GraphQLSchemaWithContext<ServerContext & YogaInitialContext & RequestContext>;
  return createYoga<ServerContext, RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    context: ({ req, res }) => buildContext(req, services, config, res),
    graphiql: !config.production,
    landingPage: false,
    // CORS is the HTTP layer's (server/http/origin.ts): yoga's default would echo any Origin with credentials
    cors: false,
    // Internal errors reach clients as a generic message; GraphQLErrors we raise (pt-BR) pass through.
    maskedErrors: { errorMessage: 'Ocorreu um erro, tente novamente' },
    logging: config.production ? 'warn' : 'error',
    plugins: [hardening(config.production), ptBrErrors(config.production), processingStamp(services)],
  });
}

export type GraphQLHandler = ReturnType<typeof createGraphQLHandler>;
