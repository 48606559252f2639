import styled from '@emotion/styled';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { InfoTip } from '@/entities/metric';
import { ExportTableButton } from '@/features/export-table';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import type { MessageId } from '@/shared/i18n';
import { formatCurrency, formatNumber, formatPercent, formatWeight } from '@/shared/lib/number';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { Button, Card, Table, TableScroll, TextField } from '@/shared/ui';
import { AnalyticsPage, EmptyState, KpiCard, KpiGrid, NoSalesYet } from '@/shared/ui/analytics-page';
import { ProductTreeLevelQuery, productTreePage, type ProductTreePageQueryType } from '../api/ProductTreePageQuery';
import type { ProductTreePageQueryLevelQuery } from '../api/__generated__/ProductTreePageQueryLevelQuery.graphql';

/** How many products a search lists at most (the server's TREE_SEARCH_PRODUCTS). */
const TREE_SEARCH_PRODUCTS = 100;

type TreeNode = NonNullable<ProductTreePageQueryType['response']['productTree']>['nodes'][number];

/** Address parameters: the tree's search, and the nodes open (one key each, so a link reopens them). */
const SEARCH_PARAM = 'busca';
const OPEN_PARAM = 'abertos';
/** How long the search waits for the typing to stop before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

/** A node's children or a search, as fetched: loading, failed or its nodes. */
type Fetched = { status: 'loading' } | { status: 'error' } | { status: 'done'; nodes: readonly TreeNode[]; matchedProducts: number | null };

const TreeCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(4)};
  min-width: 0;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  align-items: flex-end;
  & > div {
    flex: 1 1 260px;
    max-width: 460px;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;

const NameCell = styled.th<{ depth: number }>`
  padding-left: ${(p) => `calc(${p.theme.space(4)} + ${p.depth * 20}px)`} !important;
  white-space: normal !important;
  min-width: 240px;
  button {
    width: 26px;
    height: 26px;
    margin-right: ${(p) => p.theme.space(2)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.surface};
    cursor: pointer;
    font-weight: 700;
  }
  small {
    display: block;
    font-weight: 400;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const StatusCell = styled.td<{ depth: number }>`
  padding-left: ${(p) => `calc(${p.theme.space(4)} + ${p.depth * 20}px)`} !important;
  color: ${(p) => p.theme.colors.textMuted};
  font-style: italic;
  white-space: normal !important;
`;

const ErrorLine = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
`;

const FIGURES = ['VAL_FATURAMENTO', 'PER_FATURAMENTO', 'PER_FATURAMENTO_PAI', 'NUM_ITENS', 'VAL_QUANTIDADE_KG', 'NUM_CUPONS', 'NUM_CLIENTES', 'NUM_PRODUTOS'] as const;
type Figure = (typeof FIGURES)[number];

const FORMAT: Record<Figure, (node: TreeNode) => string> = {
  VAL_FATURAMENTO: (n) => formatCurrency(n.VAL_FATURAMENTO),
  PER_FATURAMENTO: (n) => formatPercent(n.PER_FATURAMENTO),
  PER_FATURAMENTO_PAI: (n) => formatPercent(n.PER_FATURAMENTO_PAI),
  NUM_ITENS: (n) => formatNumber(n.NUM_ITENS, 0),
  VAL_QUANTIDADE_KG: (n) => (n.VAL_QUANTIDADE_KG > 0 ? formatWeight(n.VAL_QUANTIDADE_KG) : '—'),
  NUM_CUPONS: (n) => formatNumber(n.NUM_CUPONS, 0),
  NUM_CLIENTES: (n) => formatNumber(n.NUM_CLIENTES, 0),
  NUM_PRODUTOS: (n) => formatNumber(n.NUM_PRODUTOS, 0),
};

const DEPTH = { DEPARTMENT: 0, CATEGORY: 1, SUBCATEGORY: 2, PRODUCT: 3 } as const;

/** A row of the table: a node, or the loading / error line under a node being opened. */
type Row = { kind: 'node'; node: TreeNode } | { kind: 'loading' | 'error'; parent: TreeNode };

/** The nodes of a search as rows: every node found under its parent, all open. */
function searchRows(nodes: readonly TreeNode[]): Row[] {
  const children = new Map<string | null, TreeNode[]>();
  for (const node of nodes) children.set(node.parentKey ?? null, [...(children.get(node.parentKey ?? null) ?? []), node]);
  const rows: Row[] = [];
  const walk = (parent: string | null) => {
    for (const node of children.get(parent) ?? []) {
      rows.push({ kind: 'node', node });
      walk(node.key);
    }
  };
  walk(null);
  return rows;
}

/** The departments and, under each open node, its children as fetched (or a loading / error line). */
function treeRows(departments: readonly TreeNode[], open: ReadonlySet<string>, fetched: ReadonlyMap<string, Fetched>): Row[] {
  const rows: Row[] = [];
  const walk = (nodes: readonly TreeNode[]) => {
    for (const node of nodes) {
      rows.push({ kind: 'node', node });
      if (!node.hasChildren || !open.has(node.key)) continue;
      const children = fetched.get(node.key);
      if (!children || children.status === 'loading') rows.push({ kind: 'loading', parent: node });
      else if (children.status === 'error') rows.push({ kind: 'error', parent: node });
      else walk(children.nodes);
    }
  };
  walk(departments);
  return rows;
}

/**
 * Fetches a node's children (each once while the filter stays the same) and the search's nodes; a
 * new filter starts over.
 */
function useTreeLevels(filterInput: ReturnType<typeof toSalesFilterInput>, open: readonly string[], term: string) {
  const environment = useRelayEnvironment();
  const filterKey = JSON.stringify(filterInput);
  // answers that come back after the filter or the search changed are dropped
  const latest = useRef({ filterKey, search: '' });
  latest.current.filterKey = filterKey;
  const [fetched, setFetched] = useState<{ filterKey: string; levels: ReadonlyMap<string, Fetched> }>({ filterKey, levels: new Map() });
  const [search, setSearch] = useState<{ filterKey: string; term: string; result: Fetched } | null>(null);
  const levels = fetched.filterKey === filterKey ? fetched.levels : new Map<string, Fetched>();
  const ask = (variables: { parentKey: string | null; search: string | null }) =>
    fetchQuery<ProductTreePageQueryLevelQuery>(environment, ProductTreeLevelQuery, { filter: filterInput, ...variables }).toPromise();
  const load = (key: string) => {
    const set = (value: Fetched) =>
      latest.current.filterKey === filterKey &&
      setFetched((current) => {
        const base = current.filterKey === filterKey ? current.levels : new Map<string, Fetched>();
        return { filterKey, levels: new Map(base).set(key, value) };
      });
    set({ status: 'loading' });
    ask({ parentKey: key, search: null }).then(
      (data) => set({ status: 'done', nodes: data?.productTree?.nodes ?? [], matchedProducts: null }),
      () => set({ status: 'error' }),
    );
  };
  useEffect(() => {
    for (const key of open) if (!levels.has(key)) load(key);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open.join('\n'), filterKey, fetched]);
  const wanted = term.trim();
  const searchFresh = search !== null && search.filterKey === filterKey && search.term === wanted;
  const runSearch = () => {
    const asked = `${filterKey}\n${wanted}`;
    latest.current.search = asked;
    const set = (result: Fetched) => latest.current.search === asked && setSearch({ filterKey, term: wanted, result });
    set({ status: 'loading' });
    ask({ parentKey: null, search: wanted }).then(
      (data) => set({ status: 'done', nodes: data?.productTree?.nodes ?? [], matchedProducts: data?.productTree?.matchedProducts ?? null }),
      () => set({ status: 'error' }),
    );
  };
  useEffect(() => {
    if (wanted && !searchFresh) runSearch();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, filterKey]);
  return {
    levels,
    retry: load,
    search: wanted ? (searchFresh ? search.result : ({ status: 'loading' } as Fetched)) : null,
    retrySearch: runSearch,
  };
}

function ProductTreeContent() {
  const intl = useIntl();
  const data = usePageQuery(productTreePage);
  const filters = usePageScope(productTreePage);
  const [params, setParams] = useSearchParams();
  const term = params.get(SEARCH_PARAM) ?? '';
  const open = params.getAll(OPEN_PARAM);
  const openSet = useMemo(() => new Set(open), [open.join('\n')]); // eslint-disable-line react-hooks/exhaustive-deps
  const filterInput = useMemo(() => toSalesFilterInput(filters), [filters]);
  const { levels, retry, search, retrySearch } = useTreeLevels(filterInput, open, term);
  // the box follows the typing; the address (and the server) follow it 300 ms after the typing stops
  const [draft, setDraft] = useState(term);
  // the address changed by itself (back, a link): the box follows; not when it is only catching up with the typing
  const pushed = useRef(term);
  useEffect(() => {
    if (term !== pushed.current) setDraft(term);
    pushed.current = term;
  }, [term]);
  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );
  useEffect(() => {
    if (draft === term) return undefined;
    const timer = setTimeout(() => {
      pushed.current = draft;
      update((next) => (draft ? next.set(SEARCH_PARAM, draft) : next.delete(SEARCH_PARAM)));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);
  const tree = data.productTree;
  const searching = Boolean(term.trim());
  const rows = useMemo(
    () => (!tree ? [] : searching ? (search?.status === 'done' ? searchRows(search.nodes) : []) : treeRows(tree.nodes, openSet, levels)),
    [tree, searching, search, openSet, levels],
  );
  const text = (id: MessageId) => intl.formatMessage({ id });
  if (!data.viewer) return null;
  const named = (node: { name: string }) => node.name || text('productTree.notInformed');
  const toggle = (key: string) =>
    update((next) => {
      const keys = next.getAll(OPEN_PARAM);
      next.delete(OPEN_PARAM);
      for (const kept of keys.includes(key) ? keys.filter((other) => other !== key) : [...keys, key]) next.append(OPEN_PARAM, kept);
    });
  const columns = FIGURES.length + 1;
  return (
    <>
      <SalesFilterBar account={data.viewer.account} filters={filters} />
      {!tree ? (
        <NoSalesYet />
      ) : tree.nodes.length === 0 ? (
        <EmptyState title={text('productTree.empty')} hint={text('productTree.emptyHint')} />
      ) : (
        <>
          <p>{text('productTree.scopeNote')}</p>
          <KpiGrid>
            {(['VAL_FATURAMENTO_TOTAL', 'NUM_CUPONS_TOTAL', 'NUM_CLIENTES_TOTAL'] as const).map((field) => {
              const label = text(`productTree.kpi.${field}`);
              const value = tree[field] ?? 0;
              return (
                <KpiCard key={field} aria-label={label}>
                  <header>
                    <h3>{label}</h3>
                    <InfoTip label={label} text={text(`productTree.kpi.${field}.tip`)} />
                  </header>
                  <p data-metric={field} data-value={String(value)}>
                    {field === 'VAL_FATURAMENTO_TOTAL' ? formatCurrency(value) : formatNumber(value, 0)}
                  </p>
                </KpiCard>
              );
            })}
          </KpiGrid>
          <TreeCard as="section" aria-label={text('productTree.caption')}>
            <Tools>
              <TextField
                type="search"
                label={text('productTree.search')}
                placeholder={text('productTree.searchPlaceholder')}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
              />
              <Button type="button" variant="secondary" disabled={open.length === 0} onClick={() => update((next) => next.delete(OPEN_PARAM))}>
                {text('productTree.collapseAll')}
              </Button>
              <ExportTableButton table="produtos.arvore-produtos" title={text('productTree.exportTitle')} filter={filterInput} />
            </Tools>
            <Note>{text('productTree.columnsNote')}</Note>
            {searching && search?.status === 'done' && search.matchedProducts !== null && search.matchedProducts > TREE_SEARCH_PRODUCTS ? (
              <Note role="status">{intl.formatMessage({ id: 'productTree.moreMatched' }, { shown: TREE_SEARCH_PRODUCTS, count: search.matchedProducts })}</Note>
            ) : null}
            {searching && search?.status === 'loading' ? (
              <Note role="status" aria-live="polite">
                {text('productTree.searching')}
              </Note>
            ) : searching && search?.status === 'error' ? (
              <ErrorLine role="alert">
                {text('productTree.searchError')}{' '}
                <Button type="button" variant="secondary" onClick={retrySearch}>
                  {text('productTree.retry')}
                </Button>
              </ErrorLine>
            ) : rows.length === 0 ? (
              <EmptyState title={intl.formatMessage({ id: 'productTree.noMatch' }, { text: term })} hint={text('productTree.searchPlaceholder')} />
            ) : (
              <TableScroll tabIndex={0} role="region" aria-label={text('productTree.caption')}>
                <Table aria-label={text('productTree.caption')}>
                  <thead>
                    <tr>
                      <th scope="col">{text('productTree.col.name')}</th>
                      {FIGURES.map((figure) => (
                        <th key={figure} scope="col" style={{ textAlign: 'right' }}>
                          {text(`productTree.col.${figure}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => {
                      if (row.kind !== 'node') {
                        const depth = DEPTH[row.parent.level as keyof typeof DEPTH] + 1;
                        return (
                          <tr key={`${row.kind}:${row.parent.key}`} data-status={row.kind} data-parent={row.parent.key}>
                            <StatusCell colSpan={columns} depth={depth} role={row.kind === 'error' ? 'alert' : 'status'}>
                              {row.kind === 'loading' ? (
                                text('productTree.loadingChildren')
                              ) : (
                                <>
                                  {intl.formatMessage({ id: 'productTree.childrenError' }, { name: named(row.parent) })}{' '}
                                  <Button type="button" variant="secondary" onClick={() => retry(row.parent.key)}>
                                    {text('productTree.retry')}
                                  </Button>
                                </>
                              )}
                            </StatusCell>
                          </tr>
                        );
                      }
                      const { node } = row;
                      const level = node.level as keyof typeof DEPTH;
                      const expanded = searching || openSet.has(node.key);
                      return (
                        <tr key={node.key} data-row={node.key} data-level={node.level} aria-level={DEPTH[level] + 1}>
                          <NameCell scope="row" depth={DEPTH[level]} data-column="name">
                            {node.hasChildren && !searching ? (
                              <button
                                type="button"
                                aria-expanded={expanded}
                                aria-label={intl.formatMessage({ id: expanded ? 'productTree.collapse' : 'productTree.expand' }, { name: named(node) })}
                                onClick={() => toggle(node.key)}
                              >
                                {expanded ? '−' : '+'}
                              </button>
                            ) : null}
                            {node.productId ? <Link to={`/produtos/detalhes-produto/${encodeURIComponent(node.productId)}`}>{named(node)}</Link> : named(node)}
                            <small>
                              {text(`productTree.level.${level}`)}
                              {node.sku ? ` · ${node.sku}` : ''}
                            </small>
                            {node.NUM_PRODUTOS_NAO_LISTADOS > 0 && expanded && !searching ? (
                              <small>{intl.formatMessage({ id: 'productTree.notListed' }, { count: node.NUM_PRODUTOS_NAO_LISTADOS })}</small>
                            ) : null}
                          </NameCell>
                          {FIGURES.map((figure) => (
                            <td key={figure} data-column={figure} data-value={String(node[figure])} style={{ textAlign: 'right' }}>
                              {FORMAT[figure](node)}
                            </td>
                          ))}
                        </tr>
                      );
                    })}
                  </tbody>
                </Table>
              </TableScroll>
            )}
          </TreeCard>
        </>
      )}
    </>
  );
}

/** Árvore de produtos: department › category › subcategory › product, each with its figures and share. */
export function ProductTreePage() {
  return (
    <AnalyticsPage texts="productTree" skeleton={{ filters: true, kpis: 3 }}>
      <ProductTreeContent />
    </AnalyticsPage>
  );
}
