import { formatCurrency, formatNumber, formatPercent, formatWeight } from '../../../src/shared/lib/number';
import type { ExportTableId } from '../../../src/shared/config';
import type { AnalyticsStore } from '../../stores';
import type { MetricsScope } from '../sales-analytics';
import { COMPARISON_MAX, COMPARISON_MIN, comparison, comparisonCandidates, type ComparisonFigures, type ComparisonKind } from './compare';
import { productSales } from './detail';
import { productRanking, type RankingMetric, type RankingOrder } from './ranking';
import { productTree, type TreeNode } from './tree';
import type { ProductScope } from './scope';

/** The rows of an exported table (as sales-analytics' TableRows), formatted for people. */
type ProductTableRows = (ch: AnalyticsStore, scope: MetricsScope, params: Record<string, string>) => Promise<string[][]>;

const METRICS: readonly RankingMetric[] = ['QUANTITY', 'REVENUE', 'TICKETS', 'CLIENTS'];

/** The page's scope from the export's filter and params (department, category). */
export function productScopeOf(scope: MetricsScope, params: Record<string, string>): ProductScope {
  const department = params.department ? params.department : null;
  return {
    accountId: scope.accountId,
    run: scope.run,
    start: scope.start,
    end: scope.end,
    units: scope.units,
    department,
    category: department !== null && params.category ? params.category : null,
  };
}

/** The product analytics tables people can export, computed by the functions that feed the pages. */
export const PRODUCT_TABLE_ROWS = {
  'produtos.ranking-produtos': async (ch, scope, params) => {
    const metric = METRICS.includes(params.metric as RankingMetric) ? (params.metric as RankingMetric) : 'REVENUE';
    const order: RankingOrder = params.order === 'LEAST' ? 'LEAST' : 'TOP';
    const ranking = await productRanking(ch, productScopeOf(scope, params), metric, order);
    return ranking.rows.map((row) => [
      String(row.position),
      row.sku,
      row.name,
      row.department,
      row.category,
      formatNumber(row.NUM_ITENS, 0),
      row.isWeightable ? formatNumber(row.VAL_QUANTIDADE_KG, 3) : '',
      formatCurrency(row.VAL_FATURAMENTO),
      formatPercent(row.PER_FATURAMENTO),
      formatNumber(row.NUM_CUPONS, 0),
      formatNumber(row.NUM_CLIENTES, 0),
      formatCurrency(row.VAL_PRECO_MEDIO),
      formatNumber(row.VAL_QUANTIDADE_MEDIA_NA_CESTA, 2),
    ]);
  },
  'produtos.arvore-produtos': async (ch, scope, params) => treeRows(await productTree(ch, productScopeOf(scope, params)).then((tree) => tree.nodes)),
  'produtos.detalhes-produto.lojas': async (ch, scope, params) => {
    if (!params.sku) return [];
    const sales = await productSales(ch, productScopeOf(scope, {}), params.sku);
    return sales.stores.map((store) => [
      store.unitName,
      formatCurrency(store.VAL_FATURAMENTO),
      formatPercent(store.PER_FATURAMENTO),
      formatNumber(store.NUM_ITENS, 0),
      store.VAL_QUANTIDADE_KG > 0 ? formatNumber(store.VAL_QUANTIDADE_KG, 3) : '',
      formatNumber(store.NUM_CUPONS, 0),
      formatNumber(store.NUM_CLIENTES, 0),
    ]);
  },
  'produtos.comparativo-produtos': (ch, scope, params) => comparisonRows(ch, scope, params, 'PRODUCTS'),
  'produtos.comparativo-categorias': (ch, scope, params) => comparisonRows(ch, scope, params, 'CATEGORIES'),
} satisfies Partial<Record<ExportTableId, ProductTableRows>>;

const LEVEL_NAMES: Record<TreeNode['level'], string> = { DEPARTMENT: 'Departamento', CATEGORY: 'Categoria', SUBCATEGORY: 'Subcategoria', PRODUCT: 'Produto' };
const named = (name: string) => name || 'Não informado';

/** The tree as lines, each node followed by its children (best revenue first), with its path in the first columns. */
function treeRows(nodes: readonly TreeNode[]): string[][] {
  const children = new Map<string | null, TreeNode[]>();
  for (const node of nodes) children.set(node.parentKey, [...(children.get(node.parentKey) ?? []), node]);
  const lines: string[][] = [];
  const visit = (parentKey: string | null, path: string[]) => {
    const below = [...(children.get(parentKey) ?? [])].sort((a, b) => b.VAL_FATURAMENTO - a.VAL_FATURAMENTO);
    for (const node of below) {
      const product = node.level === 'PRODUCT';
      const own = product ? path : [...path, named(node.name)];
      const place = [own[0] ?? '', own[1] ?? '', own[2] ?? ''];
      lines.push([
        LEVEL_NAMES[node.level],
        ...place,
        node.sku ?? '',
        product ? node.name : '',
        formatCurrency(node.VAL_FATURAMENTO),
        formatPercent(node.PER_FATURAMENTO),
        formatPercent(node.PER_FATURAMENTO_PAI),
        formatNumber(node.NUM_ITENS, 0),
        node.VAL_QUANTIDADE_KG > 0 ? formatNumber(node.VAL_QUANTIDADE_KG, 3) : '',
        formatNumber(node.NUM_CUPONS, 0),
        formatNumber(node.NUM_CLIENTES, 0),
        product ? '' : formatNumber(node.NUM_PRODUTOS, 0),
      ]);
      if (!product) visit(node.key, own);
    }
  };
  visit(null, []);
  return lines;
}

const COMPARED_FIGURES: readonly [keyof ComparisonFigures, string, (value: number) => string][] = [
  ['VAL_FATURAMENTO', 'Faturamento', formatCurrency],
  ['NUM_ITENS', 'Itens', (v) => formatNumber(v, 0)],
  ['VAL_QUANTIDADE_KG', 'Kg', (v) => (v > 0 ? formatWeight(v) : '—')],
  ['NUM_CUPONS', 'Cupons', (v) => formatNumber(v, 0)],
  ['NUM_CLIENTES', 'Clientes', (v) => formatNumber(v, 0)],
  ['VAL_PRECO_MEDIO', 'Preço médio', (v) => (v > 0 ? formatCurrency(v) : '—')],
  ['PER_FATURAMENTO', '% do faturamento', formatPercent],
];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A comparison as the page's table shows it: one line per item and figure, with the period, the
 * reference and the change. The items are the page's (params.items, keys separated by U+001E); without a
 * valid choice, the best sellers, as on the page.
 */
async function comparisonRows(ch: AnalyticsStore, metricsScope: MetricsScope, params: Record<string, string>, kind: ComparisonKind): Promise<string[][]> {
  const scope = productScopeOf(metricsScope, {});
  const reference = DAY.test(params.referenceStart ?? '') && DAY.test(params.referenceEnd ?? '') ? { start: params.referenceStart, end: params.referenceEnd } : null;
  if (!reference) return [];
  let keys = (params.items ?? '').split('\u001e').filter(Boolean);
  if (kind === 'CATEGORIES') keys = keys.filter((key) => key.split('\u001f').length === 2);
  if (keys.length < COMPARISON_MIN || keys.length > COMPARISON_MAX) keys = (await comparisonCandidates(ch, scope, kind)).slice(0, 3).map((candidate) => candidate.key);
  const items = keys.map((key) => (kind === 'PRODUCTS' ? { sku: key } : { department: key.split('\u001f')[0], category: key.split('\u001f')[1] }));
  const result = await comparison(ch, scope, reference, kind, items);
  return result.rows.flatMap((row) => {
    const label = kind === 'CATEGORIES' ? `${named(row.department)} › ${named(row.name)}` : row.name;
    return COMPARED_FIGURES.filter(([figure]) => kind === 'PRODUCTS' || figure !== 'VAL_PRECO_MEDIO').map(([figure, name, format]) => {
      const current = row.current[figure];
      const before = row.reference[figure];
      return [label, name, format(current), format(before), before === 0 ? '—' : formatPercent((current / before - 1) * 100)];
    });
  });
}
