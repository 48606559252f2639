import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLError, parse, getOperationAST, type ExecutionArgs } from 'graphql';
import { buildContext } from '../access/context';
import type { ServerConfig } from '../config';
import { createGraphQLHandler } from '../graphql/yoga';
import { buildRestRouter } from '../rest/routes';
import { answerOptOut, OPT_OUT_PATH } from '../modules/campaigns';
import { HOTSITE_PATH_PREFIX, serveHotsite } from '../modules/hotsite';
import { sendJson } from '../rest/router';
import type { Services } from '../services';
import { guardOrigin, isJsonStateChange, refuseNonJson } from './origin';
import { createStaticHandler } from './static';

/** The two subscription endpoints (spec §7) and the root fields each serves. */
export const SUBSCRIPTION_ENDPOINTS: Record<string, (field: string) => boolean> = {
  '/ws/async-jobs': (field) => field === 'asyncJobsReports',
  '/ws/general': (field) => field !== 'asyncJobsReports',
};

/**
 * Emotion injects <style> tags at run time, hence 'unsafe-inline' for styles only. The customer map's
 * worker is a file of our own origin (worker-src 'self'); with MAP_STYLE_URL set, the map also reads
 * the style, tiles, sprites and glyphs from that URL's origin (they must be served from there).
 * Images may come from any https origin: product pictures the ERP points to and the S3 bucket (or
 * CDN) of S3_PUBLIC_URL; an image cannot run script, and scripts stay 'self' only.
 */
export function securityHeaders(mapStyleUrl: string | null): Record<string, string> {
  let mapOrigin = '';
  try {
    if (mapStyleUrl) mapOrigin = ` ${new URL(mapStyleUrl).origin}`;
  } catch {
    mapOrigin = '';
  }
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'content-security-policy': `default-src 'self'; script-src 'self'; worker-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:${mapOrigin}; connect-src 'self' ws: wss:${mapOrigin}; frame-ancestors 'none'`,
  };
}

export interface App {
  server: http.Server;
  /** stops accepting connections, lets in-flight requests finish, closes sockets */
  close(): Promise<void>;
}

/** Answers the opt-out page: a form-encoded POST (browsers and RFC 8058 one-click) or a GET/HEAD. */
async function serveOptOut(req: IncomingMessage, res: ServerResponse, services: Services, token: string): Promise<void> {
  let form: URLSearchParams | null = null;
  if (req.method === 'POST') {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > 10_000) break;
      chunks.push(chunk as Buffer);
    }
    form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  }
  let decoded = '';
  try {
    decoded = decodeURIComponent(token);
  } catch {
    // a malformed escape names no token: the page says the link is not valid
  }
  const answer = await answerOptOut(services.db, services.campaigns.secret, req.method ?? 'GET', decoded, form);
  res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : answer.html);
}

export function createApp(services: Services, config: ServerConfig): App {
  const yoga = createGraphQLHandler(services, config);
  const rest = buildRestRouter();
  const serveStatic = createStaticHandler(config.distDir);
  const SECURITY_HEADERS = securityHeaders(config.mapStyleUrl);

  // While shutting down, every response closes its connection, so keep-alive clients cannot hold the
  // process open; requests already in flight still finish.
  let closing = false;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (closing) res.setHeader('connection', 'close');
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === '/healthz') return sendJson(res, 200, { status: 'ok' });
    const isApi = pathname === '/graphql' || pathname.startsWith('/api/');
    // Platform maintenance: the API answers 406 with the expected recovery date; the app shows /maintenance.
    if (isApi && config.maintenanceUntil && pathname !== '/api/config') {
      return sendJson(res, 406, { error: 'maintenance', expected_recovery_date: config.maintenanceUntil });
    }
    if (isApi && guardOrigin(req, res, config.allowedOrigins)) return;
    if (pathname === '/graphql') {
      // GraphQL takes JSON only: no form posts, multipart or text/plain "simple requests" (CSRF)
      if (!isJsonStateChange(req)) return refuseNonJson(res);
      return yoga(req, res);
    }
    if (pathname.startsWith('/api/')) {
      if (await rest.handle(req, res, services, config)) return;
      return sendJson(res, 404, { error: 'not_found', message: 'Recurso não encontrado.' });
    }
    // the public opt-out page of campaign messages (GET shows, POST confirms; never behind a session)
    if (pathname.startsWith(`${OPT_OUT_PATH}/`)) return serveOptOut(req, res, services, pathname.slice(OPT_OUT_PATH.length + 1));
    // the public sign-up site of each hotsite slot (no login; its own CSP and form posts)
    if (pathname.startsWith(`${HOTSITE_PATH_PREFIX}/`)) return serveHotsite(req, res, services, config);
    if (serveStatic(req, res)) return;
    sendJson(res, 404, { error: 'not_found', message: 'Recurso não encontrado.' });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error('[http] unexpected error', error);
      if (!res.headersSent) sendJson(res, 500, { error: 'internal', message: 'Ocorreu um erro, tente novamente' });
    });
  });

  const wsServers = Object.entries(SUBSCRIPTION_ENDPOINTS).map(([path, accepts]) => {
    const wss = new WebSocketServer({ noServer: true });
    const disposable = useServer(
      {
        // Only signed-in sessions may open a socket (the cookie travels with the upgrade request).
        onConnect: async (ctx) => {
          const context = await buildContext(ctx.extra.request, services, config);
          return Boolean(context.viewer);
        },
        onSubscribe: async (ctx, _id, payload) => {
          const { schema, execute, subscribe, contextFactory, validate } = yoga.getEnveloped({
            req: ctx.extra.request,
            params: payload,
          });
          const document = parse(payload.query);
          const operation = getOperationAST(document, payload.operationName ?? undefined);
          const field = operation?.selectionSet.selections[0];
          const fieldName = field?.kind === 'Field' ? field.name.value : '';
          if (operation?.operation !== 'subscription' || !accepts(fieldName)) {
            return [new GraphQLError(`A assinatura "${fieldName}" não é servida em ${path}.`)];
          }
          const args: ExecutionArgs = {
            schema,
            document,
            operationName: payload.operationName,
            variableValues: payload.variables,
            contextValue: await contextFactory(),
            rootValue: { execute, subscribe },
          };
          const errors = validate(args.schema, args.document);
          return errors.length ? errors : args;
        },
        execute: (args: ExecutionArgs) => (args.rootValue as { execute: (a: ExecutionArgs) => unknown }).execute(args) as never,
        subscribe: (args: ExecutionArgs) => (args.rootValue as { subscribe: (a: ExecutionArgs) => unknown }).subscribe(args) as never,
      },
      wss,
    );
    return { path, wss, disposable };
  });

  server.on('upgrade', (req, socket, head) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const target = wsServers.find((entry) => entry.path === pathname);
    if (!target) return socket.destroy();
    target.wss.handleUpgrade(req, socket, head, (ws) => target.wss.emit('connection', ws, req));
  });

  return {
    server,
    async close() {
      await Promise.all(wsServers.map((entry) => entry.disposable.dispose()));
      for (const entry of wsServers) entry.wss.close();
      closing = true;
      await new Promise<void>((resolve) => {
        // Connections busy now become idle after their response: keep closing the idle ones.
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        server.close(() => {
          clearInterval(sweep);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}
