import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { createRoutePreloader, pageScripts, patternScore, ROUTE_CHUNKS_FILE } from './routePreload';

describe("an app route's HTML names its page's chunks for preloading", () => {
  const routes = [
    { path: '/empresa/faturamento', files: ['/assets/route-company-revenue.js', '/assets/page-company-revenue.js'] },
    { path: '/empresa/faturamento/diario/:mes', files: ['/assets/page-company-daily-revenue.js'] },
    { path: '/usuarios/permissionamento/:email', files: ['/assets/page-user-permissions.js'] },
    { path: '/clientes/classificacao-rfv/:analysisId?', files: ['/assets/page-rfv.js'] },
    { path: '/relatorios/*', files: ['/assets/page-reports.js'] },
  ];

  it('matches react-router patterns of the catalogue: params, optional params, a trailing splat', () => {
    expect(patternScore('/empresa/faturamento', '/empresa/faturamento')).toBe(2);
    expect(patternScore('/empresa/faturamento', '/empresa/faturamento/diario/2026-03')).toBeNull();
    expect(patternScore('/empresa/faturamento/diario/:mes', '/empresa/faturamento/diario/2026-03')).toBe(3);
    expect(patternScore('/clientes/classificacao-rfv/:analysisId?', '/clientes/classificacao-rfv')).toBe(2);
    expect(patternScore('/clientes/classificacao-rfv/:analysisId?', '/clientes/classificacao-rfv/42')).toBe(2);
    expect(patternScore('/relatorios/*', '/relatorios')).toBeNull();
    expect(patternScore('/relatorios/*', '/relatorios/a/b')).toBe(1);
  });

  it("gives the page's files, none for an address that opens no built page", () => {
    expect(pageScripts(routes, '/empresa/faturamento')).toEqual(routes[0].files);
    expect(pageScripts(routes, '/empresa/faturamento/')).toEqual(routes[0].files);
    expect(pageScripts(routes, '/empresa/faturamento/diario/2026-03')).toEqual(routes[1].files);
    expect(pageScripts(routes, '/usuarios/permissionamento/ana@rede.com.br')).toEqual(routes[2].files);
    expect(pageScripts(routes, '/nada')).toEqual([]);
  });

  it('adds the links before </head>; without a manifest (a development build) the HTML is unchanged', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'preload-'));
    const html = Buffer.from('<html><head><title>x</title></head><body></body></html>');
    const preload = createRoutePreloader(dist);
    expect(preload(html, '/empresa/faturamento').toString()).toBe(html.toString());

    fs.writeFileSync(path.join(dist, ROUTE_CHUNKS_FILE), JSON.stringify({ routes }));
    expect(preload(html, '/empresa/faturamento').toString()).toBe(
      '<html><head><title>x</title><link rel="preload" as="script" fetchpriority="low" href="/assets/route-company-revenue.js"><link rel="preload" as="script" fetchpriority="low" href="/assets/page-company-revenue.js"></head><body></body></html>',
    );
    expect(preload(html, '/nada').toString()).toBe(html.toString());
  });

  it('marks the HTML asked for with a session cookie, so the SPA may start the page query early', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'preload-'));
    const html = Buffer.from('<html><head></head><body></body></html>');
    const preload = createRoutePreloader(dist);
    expect(preload(html, '/nada', true).toString()).toBe('<html><head><meta name="session-hint" content="signed-in"></head><body></body></html>');
    expect(preload(html, '/nada', false).toString()).toBe(html.toString());
  });
});
