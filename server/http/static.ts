import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ACCESS_COOKIE, REFRESH_COOKIE, requestCookies } from '../modules/session';
import { createRoutePreloader } from './routePreload';

/** A session cookie came with the request; it may have expired (the hint only lets the SPA start early). */
const hasSessionCookie = (req: IncomingMessage) => {
  const cookies = requestCookies(req);
  return Boolean(cookies[ACCESS_COOKIE] || cookies[REFRESH_COOKIE]);
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.map']);

/** Serves the production SPA build: hashed assets cached forever, index.html for every app route. */
export function createStaticHandler(distDir: string) {
  // Gzipped bodies are computed once per file version (a rebuild changes size or mtime).
  const gzipCache = new Map<string, Buffer>();

  const withPreloads = createRoutePreloader(distDir);

  function send(req: IncomingMessage, res: ServerResponse, file: string, immutable: boolean, page?: string) {
    const ext = path.extname(file);
    // an app route's HTML names its page's chunks for preloading (routePreload.ts)
    const body = page === undefined ? fs.readFileSync(file) : withPreloads(fs.readFileSync(file), page, hasSessionCookie(req));
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    let payload: Buffer = body;
    if (acceptsGzip && COMPRESSIBLE.has(ext) && body.length > 1024) {
      const stat = fs.statSync(file);
      const key = `${file}:${stat.size}:${stat.mtimeMs}`;
      // an app route's HTML differs per address and is small: compressed each time, not cached
      if (page !== undefined) payload = zlib.gzipSync(body, { level: 9 });
      else {
        payload = gzipCache.get(key) ?? zlib.gzipSync(body, { level: 9 });
        gzipCache.set(key, payload);
      }
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(payload.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  return function handleStatic(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const relative = path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
    const file = path.join(distDir, relative);
    if (file.startsWith(distDir + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      send(req, res, file, /\.[0-9a-f]{8,}\./.test(path.basename(file)));
      return true;
    }
    // A missing asset (a known file type) is a 404; any other path is an app route rendered by the
    // SPA — including ones whose last segment has a dot, like /usuarios/permissionamento/ana@rede.com.br.
    if (TYPES[path.extname(relative).toLowerCase()]) return false;
    const index = path.join(distDir, 'index.html');
    if (!fs.existsSync(index)) return false;
    send(req, res, index, false, url.pathname);
    return true;
  };
}
