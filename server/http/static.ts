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

/** Brotli at its best quality: ~15 % smaller than gzip -9 on the bundles (bench:lighthouse, mobile). */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };

/**
 * Serves the production SPA build: hashed assets cached forever, index.html for every app route.
 * Compressed with brotli when the browser accepts it, else gzip. A file's brotli body is made once
 * per file version, off the event loop (quality 11 takes ~1 s for the framework bundle), when it is
 * first asked for; until it is ready the file goes out gzipped.
 */
export function createStaticHandler(distDir: string) {
  // Compressed bodies are computed once per file version (a rebuild changes size or mtime).
  const gzipCache = new Map<string, Buffer>();
  const brotliCache = new Map<string, Buffer>();
  const brotliPending = new Set<string>();

  const versionKey = (file: string) => {
    const stat = fs.statSync(file);
    return `${file}:${stat.size}:${stat.mtimeMs}`;
  };
  const prepareBrotli = (file: string, body: Buffer, key = versionKey(file)) => {
    if (brotliCache.has(key) || brotliPending.has(key)) return;
    brotliPending.add(key);
    zlib.brotliCompress(body, BROTLI, (error, compressed) => {
      brotliPending.delete(key);
      if (!error) brotliCache.set(key, compressed);
    });
  };

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
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const acceptsGzip = /\bgzip\b/.test(accepted);
    const acceptsBrotli = /\bbr\b/.test(accepted);
    let payload: Buffer = body;
    if (COMPRESSIBLE.has(ext) && body.length > 1024) {
      // an app route's HTML differs per address and is small: gzipped each time, not cached
      const key = page === undefined ? versionKey(file) : null;
      const brotli = key && acceptsBrotli ? brotliCache.get(key) : undefined;
      if (brotli) {
        payload = brotli;
        headers['content-encoding'] = 'br';
      } else if (acceptsGzip) {
        if (key === null) payload = zlib.gzipSync(body, { level: 9 });
        else {
          payload = gzipCache.get(key) ?? zlib.gzipSync(body, { level: 9 });
          gzipCache.set(key, payload);
          if (acceptsBrotli) prepareBrotli(file, body, key);
        }
        headers['content-encoding'] = 'gzip';
      }
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
