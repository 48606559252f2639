import { describe, expect, it } from '@jest/globals';
import type { ConcreteRequest, OperationType } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { definePageQuery, defineSalesPageQuery, NO_SCOPE } from './pageQuery';
import { isCacheableQuery } from './queryCache';

/** A compiled query as the Relay compiler writes it: `query <name>($filter: SalesFilter, $units: [String!]) { pagina }`. */
function compiledQuery(name: string, variables: readonly string[] = ['filter']): ConcreteRequest {
  const argumentDefinitions = variables.map((variable) => ({ defaultValue: null, kind: 'LocalArgument' as const, name: variable }));
  // one field, so an empty store has to ask the network
  const selections = [{ alias: null, args: null, kind: 'ScalarField' as const, name: 'pagina', storageKey: null }];
  return {
    kind: 'Request',
    fragment: { argumentDefinitions, kind: 'Fragment', metadata: null, name, selections, type: 'Query', abstractKey: null },
    operation: { argumentDefinitions, kind: 'Operation', name, selections },
    params: { cacheID: name, id: null, metadata: {}, name, operationKind: 'query', text: `query ${name} { pagina }` },
  };
}

interface TestQuery extends OperationType {
  variables: Record<string, unknown>;
  response: Record<string, never>;
}

const URL_OF = (search: string) => new URL(`http://localhost/pagina${search}`);
const NOW_PERIOD = /^\d{4}-\d{2}-\d{2}$/;

describe('definePageQuery', () => {
  it('registers the query with the 48 h answer cache only when the page asks for it', () => {
    definePageQuery<TestQuery>({ query: compiledQuery('CachedPageQuery'), ...NO_SCOPE, cache: true });
    definePageQuery<TestQuery>({ query: compiledQuery('FreshPageQuery'), ...NO_SCOPE, cache: false });
    expect(isCacheableQuery('CachedPageQuery')).toBe(true);
    expect(isCacheableQuery('FreshPageQuery')).toBe(false);
  });

  it('starts the query with the variables of the address, store-or-network unless told otherwise', () => {
    const page = definePageQuery<TestQuery, { id: string; q: string | null }>({
      query: compiledQuery('ScopedPageQuery', ['id', 'q']),
      scope: ({ params, search }) => ({ id: params.id ?? '', q: search.get('q') }),
      variables: ({ id, q }) => ({ id, q }),
      cache: false,
    });
    expect(page.name).toBe('ScopedPageQuery');
    expect(page.fetchPolicy).toBe('store-or-network');
    const environment = createMockEnvironment();
    const ref = page.load({ environment, params: { id: '42' }, url: URL_OF('?q=caixa') });
    expect(ref.fetchPolicy).toBe('store-or-network');
    expect(ref.variables).toEqual({ id: '42', q: 'caixa' });
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ id: '42', q: 'caixa' });
    ref.dispose();
  });

  it('keeps the fetch policy a page chose', () => {
    const page = definePageQuery<TestQuery>({ query: compiledQuery('AlwaysFreshPageQuery', []), ...NO_SCOPE, cache: false, fetchPolicy: 'network-only' });
    const ref = page.load({ environment: createMockEnvironment(), params: {}, url: URL_OF('') });
    expect(ref.fetchPolicy).toBe('network-only');
    expect(ref.variables).toEqual({});
    ref.dispose();
  });
});

describe('defineSalesPageQuery', () => {
  const page = defineSalesPageQuery<TestQuery>({
    query: compiledQuery('SalesPageQuery', ['filter', 'units']),
    defaults: { period: { lastMonths: 12 }, granularity: 'SEMANAL' },
    fixed: { loyalty: 'ALL' },
    variables: (filters, filter) => ({ filter, units: filters.units }),
  });

  it('is cached and reads the sales filters of the address, the fixed ones held', () => {
    expect(isCacheableQuery('SalesPageQuery')).toBe(true);
    const scope = page.scope({ params: {}, search: new URLSearchParams('de=2026-03-01&ate=2026-03-31&lojas=7,9&fidelidade=fidelidade') });
    expect(scope).toMatchObject({ start: '2026-03-01', end: '2026-03-31', units: ['7', '9'], granularity: 'SEMANAL', loyalty: 'ALL' });
  });

  it('falls back to the page defaults and hands the filter input to the variables', () => {
    const scope = page.scope({ params: {}, search: new URLSearchParams() });
    expect(scope.start).toMatch(NOW_PERIOD);
    expect(scope.granularity).toBe('SEMANAL');
    const variables = page.variables(scope);
    expect(variables).toMatchObject({ filter: { start: scope.start, end: scope.end }, units: [] });
  });

  it('asks for `{ filter }` when the page gives no variables', () => {
    const plain = defineSalesPageQuery<TestQuery>({ query: compiledQuery('PlainSalesPageQuery'), defaults: { period: { lastDays: 30 } } });
    const variables = plain.variables(plain.scope({ params: {}, search: new URLSearchParams('de=2026-03-01&ate=2026-03-02') }));
    expect(Object.keys(variables)).toEqual(['filter']);
    expect(variables.filter).toMatchObject({ start: '2026-03-01', end: '2026-03-02' });
  });
});
