import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
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
import { AnalyticsPage, EmptyState, KpiGrid, NoSalesYet } from '@/shared/ui/analytics-page';
import { productTreePage, type ProductTreePageQueryType } from '../api/ProductTreePageQuery';

type TreeNode = NonNullable<ProductTreePageQueryType['response']['productTree']>['nodes'][number];

/** Address parameter of the tree's search. */
const SEARCH_PARAM = 'busca';

const normalize = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const Kpi = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(4)};
  h3 {
    display: flex;
    justify-content: space-between;
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  p {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.xl};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

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

/**
 * The tree as rows: a node shows when its parent is open, or — while searching — when it or one of
 * its descendants matches (then its ancestors open by themselves).
 */
function visibleRows(nodes: readonly TreeNode[], open: ReadonlySet<string>, term: string): TreeNode[] {
  const children = new Map<string | null, TreeNode[]>();
  for (const node of nodes) children.set(node.parentKey ?? null, [...(children.get(node.parentKey ?? null) ?? []), node]);
  const wanted = normalize(term.trim());
  const matches = new Set<string>();
  if (wanted) {
    const byKey = new Map(nodes.map((node) => [node.key, node]));
    for (const node of nodes) {
      if (!normalize(`${node.name} ${node.sku ?? ''}`).includes(wanted)) continue;
      for (let at: TreeNode | undefined = node; at; at = at.parentKey ? byKey.get(at.parentKey) : undefined) matches.add(at.key);
    }
  }
  const rows: TreeNode[] = [];
  const walk = (parent: string | null) => {
    for (const node of children.get(parent) ?? []) {
      if (wanted && !matches.has(node.key)) continue;
      rows.push(node);
      if (wanted || open.has(node.key)) walk(node.key);
    }
  };
  walk(null);
  return rows;
}

function ProductTreeContent() {
  const intl = useIntl();
  const data = usePageQuery(productTreePage);
  const filters = usePageScope(productTreePage);
  const [search, setSearch] = useSearchParams();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const term = search.get(SEARCH_PARAM) ?? '';
  const tree = data.productTree;
  const rows = useMemo(() => (tree ? visibleRows(tree.nodes, open, term) : []), [tree, open, term]);
  const hasChildren = useMemo(() => new Set(tree?.nodes.map((node) => node.parentKey).filter(Boolean) as string[]), [tree]);
  const text = (id: MessageId) => intl.formatMessage({ id });
  if (!data.viewer) return null;
  const named = (node: TreeNode) => node.name || text('productTree.notInformed');
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const setTerm = (value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(SEARCH_PARAM, value);
        else next.delete(SEARCH_PARAM);
        return next;
      },
      { replace: true },
    );
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
              return (
                <Kpi key={field} aria-label={label}>
                  <h3>
                    {label}
                    <InfoTip label={label} text={text(`productTree.kpi.${field}.tip`)} />
                  </h3>
                  <p data-metric={field} data-value={String(tree[field])}>
                    {field === 'VAL_FATURAMENTO_TOTAL' ? formatCurrency(tree[field]) : formatNumber(tree[field], 0)}
                  </p>
                </Kpi>
              );
            })}
          </KpiGrid>
          <TreeCard as="section" aria-label={text('productTree.caption')}>
            <Tools>
              <TextField
                type="search"
                label={text('productTree.search')}
                placeholder={text('productTree.searchPlaceholder')}
                value={term}
                onChange={(event) => setTerm(event.target.value)}
              />
              <Button type="button" variant="secondary" onClick={() => setOpen(new Set(hasChildren))}>
                {text('productTree.expandAll')}
              </Button>
              <Button type="button" variant="secondary" onClick={() => setOpen(new Set())}>
                {text('productTree.collapseAll')}
              </Button>
              <ExportTableButton table="produtos.arvore-produtos" title={text('productTree.exportTitle')} filter={toSalesFilterInput(filters)} />
            </Tools>
            <Note>{text('productTree.columnsNote')}</Note>
            {rows.length === 0 ? (
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
                    {rows.map((node) => {
                      const level = node.level as keyof typeof DEPTH;
                      const expandable = hasChildren.has(node.key);
                      const expanded = Boolean(term.trim()) || open.has(node.key);
                      return (
                        <tr key={node.key} data-row={node.key} data-level={node.level} aria-level={DEPTH[level] + 1}>
                          <NameCell scope="row" depth={DEPTH[level]} data-column="name">
                            {expandable && !term.trim() ? (
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
                            {node.NUM_PRODUTOS_NAO_LISTADOS > 0 && expanded ? (
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
