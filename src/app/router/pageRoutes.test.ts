import { describe, expect, it } from '@jest/globals';
import { ROUTES } from '@/shared/config';
import { PAGE_ROUTES, pageFor } from './pageRoutes';

describe('page registry', () => {
  it('has a page for every built catalogue route', () => {
    const missing = ROUTES.filter((route) => route.built && !PAGE_ROUTES[route.id]).map((route) => route.id);
    expect(missing).toEqual([]);
  });

  it('only registers pages the catalogue knows', () => {
    const ids = new Set(ROUTES.map((route) => route.id));
    expect(Object.keys(PAGE_ROUTES).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('gives unbuilt routes the shared "em construção" page', () => {
    const unbuilt = ROUTES.filter((route) => !route.built);
    expect(unbuilt.length).toBeGreaterThan(0);
    expect(new Set(unbuilt.map((route) => pageFor(route)))).toEqual(new Set([pageFor(unbuilt[0])]));
  });
});
