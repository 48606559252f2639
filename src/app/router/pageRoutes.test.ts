import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '@/shared/config';
import { importPageSlice, pageFor, UNDER_CONSTRUCTION_PAGE } from './pageRoutes';

const PAGES_DIR = join(process.cwd(), 'src/pages');
const slices = readdirSync(PAGES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  // a slice is a folder with its public API; a folder left holding only git-ignored Relay artefacts
  // (after a slice was renamed) is not one
  .filter((name) => existsSync(join(PAGES_DIR, name, 'index.ts')));

describe('page registry: the catalogue names each route\'s slice', () => {
  it('every built route names a slice that exports its route module', async () => {
    const built = ROUTES.filter((route) => route.built);
    expect(built.length).toBeGreaterThan(20);
    for (const route of built) {
      expect(slices).toContain(route.page);
      const module = await importPageSlice(route.page!);
      expect(typeof module.pageRoute.load).toBe('function');
      await expect(pageFor(route)()).resolves.toBe(module.pageRoute);
    }
  });

  it('every page slice is named by a catalogue route (or is the "em construção" page)', () => {
    const named = new Set([...ROUTES.map((route) => route.page), UNDER_CONSTRUCTION_PAGE]);
    expect(slices.filter((slice) => !named.has(slice))).toEqual([]);
  });

  it('no slice is shared by two routes, but the campaign list, wizard and results, which read their channel from the path, the flow editor (new and edit), the coupon form and the franchisee permissions tabs', () => {
    // one list, one wizard and one results page for /campanhas/sms, /email and /aplicativo (issue 11): the same screens per channel
    const shared: Record<string, string[]> = {
      'campaign-list': ['campanhas.sms', 'campanhas.email', 'campanhas.aplicativo', 'campanhas.whatsapp'],
      'campaign-editor': [
        'campanhas.sms.nova',
        'campanhas.sms.detalhes',
        'campanhas.email.nova',
        'campanhas.email.detalhes',
        'campanhas.aplicativo.nova',
        'campanhas.aplicativo.detalhes',
        'campanhas.whatsapp.nova',
        'campanhas.whatsapp.editar',
      ],
      'campaign-results': ['campanhas.sms.resultados', 'campanhas.email.resultados', 'campanhas.aplicativo.resultados', 'campanhas.whatsapp.resultados'],
      // one editor for a new WhatsApp flow and an existing one (a new flow's address reads as id "novo")
      'whatsapp-flow-editor': ['campanhas.whatsapp.fluxos.novo', 'campanhas.whatsapp.fluxos.editar'],
      // a coupon's form: new (nova) and a draft's edit / an active one's summary ({id}) are one screen (issue 12)
      'coupon-edit': ['campanhas.cupom-desconto.nova', 'campanhas.cupom-desconto.detalhes'],
      // the franchisee permissions page and its three tabs (spec §2), one screen whose tab is the path
      'franchisee-permissions': [
        'configuracoes.permissionamento-filiado',
        'configuracoes.permissionamento-filiado.gestao-consumidor',
        'configuracoes.permissionamento-filiado.aplicativo',
        'configuracoes.permissionamento-filiado.trade',
      ],
    };
    for (const [slice, ids] of Object.entries(shared)) expect(ROUTES.filter((route) => route.page === slice).map((route) => route.id).sort()).toEqual([...ids].sort());
    const pages = ROUTES.flatMap((route) => (route.page && !(route.page in shared) ? [route.page] : []));
    expect(pages.filter((page, i) => pages.indexOf(page) !== i)).toEqual([]);
  });

  it('gives unbuilt routes the shared "em construção" page', async () => {
    const unbuilt = ROUTES.filter((route) => !route.built);
    expect(unbuilt.length).toBeGreaterThan(0);
    expect(new Set(unbuilt.map((route) => pageFor(route)))).toEqual(new Set([pageFor(unbuilt[0])]));
    const underConstruction = await importPageSlice(UNDER_CONSTRUCTION_PAGE);
    await expect(pageFor(unbuilt[0])()).resolves.toBe(underConstruction.pageRoute);
  });
});

describe('page query modules', () => {
  it('every page query is declared with definePageQuery (no hand-written loader or cache registration)', () => {
    const offenders: string[] = [];
    for (const slice of slices) {
      let files: string[] = [];
      try {
        files = readdirSync(join(PAGES_DIR, slice, 'api')).filter((file) => /PageQuery\.ts$/.test(file));
      } catch {
        continue;
      }
      for (const file of files) {
        const source = readFileSync(join(PAGES_DIR, slice, 'api', file), 'utf8');
        const declared = /define(Sales)?PageQuery</.test(source);
        const handWritten = /\bloadQuery\b|\bcacheableQuery\(/.test(source);
        if (!declared || handWritten) offenders.push(`${slice}/api/${file}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
