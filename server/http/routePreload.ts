import fs from 'node:fs';
import path from 'node:path';

/** `<meta name>` telling the SPA the HTML was asked for with a session cookie (not that the session is valid). */
export const SESSION_HINT = 'session-hint';

/** Written by webpack next to index.html (RouteChunksManifestPlugin in webpack.config.ts). */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

interface RouteChunks {
  /** a catalogue route's react-router pattern (`:id`, `:id?`, a trailing `*`) */
  path: string;
  /** its route module's and page's script files, from the site root */
  files: string[];
}

/** Does a react-router pattern of the catalogue match this address? Counts its fixed segments, for choosing the most specific. */
export function patternScore(pattern: string, pathname: string): number | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  let fixed = 0;
  let at = 0;
  for (const segment of want) {
    if (segment === '*') return at < have.length ? fixed : null;
    if (segment.startsWith(':')) {
      if (at < have.length) at += 1;
      else if (!segment.endsWith('?')) return null;
      continue;
    }
    if (have[at] !== segment) return null;
    fixed += 1;
    at += 1;
  }
  return at === have.length ? fixed : null;
}

/** The script files of the page an address opens, per the build's manifest; none when it matches no built page. */
export function pageScripts(routes: readonly RouteChunks[], pathname: string): string[] {
  let best: RouteChunks | null = null;
  let bestScore = -1;
  for (const route of routes) {
    const score = patternScore(route.path, pathname.replace(/\/+$/, '') || '/');
    if (score !== null && score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best?.files ?? [];
}

/**
 * index.html for an address, with `<link rel="preload" as="script" fetchpriority="low">` for its page's chunks so they
 * download alongside the framework and main bundles (mobile LCP, issue 14 §6). Without a manifest
 * (a development build) the page is served as built.
 */
export function createRoutePreloader(distDir: string) {
  let cached: { key: string; routes: RouteChunks[] } | null = null;
  const manifest = (): RouteChunks[] => {
    const file = path.join(distDir, ROUTE_CHUNKS_FILE);
    if (!fs.existsSync(file)) return [];
    const stat = fs.statSync(file);
    const key = `${stat.size}:${stat.mtimeMs}`;
    if (cached?.key !== key) cached = { key, routes: (JSON.parse(fs.readFileSync(file, 'utf8')) as { routes: RouteChunks[] }).routes };
    return cached.routes;
  };
  return function withPreloads(html: Buffer, pathname: string, signedIn = false): Buffer {
    const files = pageScripts(manifest(), pathname);
    // the request carried a session cookie: the router may start the page's query without waiting
    // for the session's answer (src/app/router/buildRoutes.tsx); the server still checks every query
    const hint = signedIn ? `<meta name="${SESSION_HINT}" content="signed-in">` : '';
    if (files.length === 0 && !hint) return html;
    const links = files.map((file) => `<link rel="preload" as="script" fetchpriority="low" href="${file.replace(/[^\w./-]/g, '')}">`).join('');
    const text = html.toString('utf8');
    const at = text.indexOf('</head>');
    return at < 0 ? html : Buffer.from(text.slice(0, at) + hint + links + text.slice(at), 'utf8');
  };
}
