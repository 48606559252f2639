import type { AnalyticsStore } from '../../stores';
import { DISTINCT_CLIENTS, figuresOf, listedBest, listedClients, loyaltyRows, productNames, productSums, productSumsSql, scopeTotals, type SumsRow } from './ranking';
import { ACCENTED as SEARCH_ACCENTED, PLAIN as SEARCH_PLAIN, normalizeProductName } from './search';
import { CATALOGUE, IN_SCOPE, ROLLUP_PERIOD, ROLLUP_SIGN, ROLLUP_UNION, SET_PERIOD, ratio, rollupParams, scopeParams, setParams, wholeLevel, type ProductScope } from './scope';

/** The levels of the product tree, from the root down. */
export type TreeLevel = 'DEPARTMENT' | 'CATEGORY' | 'SUBCATEGORY' | 'PRODUCT';

/** How many products a subcategory lists by name (best revenue first); the rest are counted. */
export const TREE_PRODUCTS_PER_SUBCATEGORY = 50;

export interface TreeNode {
  /** the node's path as a JSON array (department, category, subcategory, then `#<sku>` for a product) */
  key: string;
  /** the parent's key; null for a department */
  parentKey: string | null;
  level: TreeLevel;
  /** '' = não informado */
  name: string;
  /** products only */
  sku: string | null;
  VAL_FATURAMENTO: number;
  NUM_ITENS: number;
  VAL_QUANTIDADE_KG: number;
  /** distinct tickets with a product of the node */
  NUM_CUPONS: number;
  /** distinct loyalty consumers who bought a product of the node */
  NUM_CLIENTES: number;
  /** % of the scope's revenue */
  PER_FATURAMENTO: number;
  /** % of the parent's revenue (of the scope's for a department) */
  PER_FATURAMENTO_PAI: number;
  /** products that sold under the node */
  NUM_PRODUTOS: number;
  /** subcategories: products that sold but are not listed by name (past the 50 best) */
  NUM_PRODUTOS_NAO_LISTADOS: number;
}

export interface ProductTree {
  VAL_FATURAMENTO_TOTAL: number;
  NUM_CUPONS_TOTAL: number;
  NUM_CLIENTES_TOTAL: number;
  /** departments first, each followed by nothing in particular: the client builds the tree from `parentKey` */
  nodes: TreeNode[];
}

/** A node's key: its path as JSON, so no name can make two nodes collide. */
const keyOf = (...parts: string[]) => JSON.stringify(parts);

/** A product's node under its subcategory (shares filled in later). */
const productNode = (row: SumsRow, figures: ReturnType<typeof figuresOf>, name: string): TreeNode => ({
  key: keyOf(row.dep, row.cat, row.subcat, `#${row.sku}`),
  parentKey: keyOf(row.dep, row.cat, row.subcat),
  level: 'PRODUCT',
  name,
  sku: row.sku,
  VAL_FATURAMENTO: figures.VAL_FATURAMENTO,
  NUM_ITENS: figures.NUM_ITENS,
  VAL_QUANTIDADE_KG: figures.VAL_QUANTIDADE_KG,
  NUM_CUPONS: figures.NUM_CUPONS,
  NUM_CLIENTES: figures.NUM_CLIENTES,
  PER_FATURAMENTO: 0,
  PER_FATURAMENTO_PAI: 0,
  NUM_PRODUTOS: 1,
  NUM_PRODUTOS_NAO_LISTADOS: 0,
});

interface GroupRow {
  dep: string;
  cat: string;
  subcat: string;
  sku: string;
  depth: number;
  clients: string;
}

/**
 * The tree of the scope: department › category › subcategory › product, each node with its revenue,
 * items, kg, distinct tickets and clients and its share of the whole and of its parent. Sums come
 * from CH 020's per-product rollup, each group's distinct tickets from its per-group rollup, and the
 * distinct clients of every group and product from one pass over the period's loyalty ticket rows
 * with grouping sets.
 */
export async function productTree(ch: AnalyticsStore, scope: ProductScope): Promise<ProductTree> {
  const [sums, groupTickets, groups] = await Promise.all([
    productSums(ch, scope),
    ch.query<{ level: number; dep: string; cat: string; subcat: string; tickets: string }>(
      `SELECT level, department AS dep, category AS cat, subcategory AS subcat, sum(${ROLLUP_SIGN} * tickets) AS tickets
         FROM agg_product_group_periods WHERE ${ROLLUP_PERIOD} AND ${CATALOGUE} GROUP BY level, dep, cat, subcat`,
      rollupParams(scope),
    ),
    ch.query<GroupRow>(
      `SELECT department AS dep, category AS cat, subcategory AS subcat, sku,
              if(grouping(sku) = 0, 4, (grouping(department) = 0) + (grouping(category) = 0) + (grouping(subcategory) = 0)) AS depth,
              uniqExact(consumer) AS clients
         FROM ${scope.department === null ? 'agg_product_tickets' : 'agg_product_catalogue_tickets'} WHERE ${IN_SCOPE} AND consumer != 0
        GROUP BY GROUPING SETS ((), (department), (department, category), (department, category, subcategory), (sku))`,
      scopeParams(scope),
    ),
  ]);
  const distinct = new Map<string, { tickets: number; clients: number }>();
  const clients = new Map<string, number>();
  const total = { tickets: 0, clients: 0 };
  // the scope's whole: every product (level 0), or its department's or category's own node
  const whole = wholeLevel(scope);
  const counted = (key: string) => distinct.get(key) ?? distinct.set(key, { tickets: 0, clients: 0 }).get(key)!;
  for (const row of groupTickets) {
    const level = Number(row.level);
    if (level === whole) total.tickets = Number(row.tickets);
    if (level > 0) counted(keyOf(...[row.dep, row.cat, row.subcat].slice(0, level))).tickets = Number(row.tickets);
  }
  for (const row of groups) {
    const depth = Number(row.depth);
    if (depth === 4) clients.set(row.sku, Number(row.clients));
    else if (depth === 0) total.clients = Number(row.clients);
    else counted(keyOf(...[row.dep, row.cat, row.subcat].slice(0, depth))).clients = Number(row.clients);
  }
  const totalRevenue = sums.reduce((sum, row) => sum + row.revenue, 0);
  const groupsByKey = new Map<string, TreeNode>();
  const products: TreeNode[] = [];
  const group = (level: TreeLevel, parts: string[]): TreeNode => {
    const key = keyOf(...parts);
    let node = groupsByKey.get(key);
    if (!node) {
      const counts = distinct.get(key) ?? { tickets: 0, clients: 0 };
      node = {
        key,
        parentKey: parts.length > 1 ? keyOf(...parts.slice(0, -1)) : null,
        level,
        name: parts[parts.length - 1],
        sku: null,
        VAL_FATURAMENTO: 0,
        NUM_ITENS: 0,
        VAL_QUANTIDADE_KG: 0,
        NUM_CUPONS: counts.tickets,
        NUM_CLIENTES: counts.clients,
        PER_FATURAMENTO: 0,
        PER_FATURAMENTO_PAI: 0,
        NUM_PRODUTOS: 0,
        NUM_PRODUTOS_NAO_LISTADOS: 0,
      };
      groupsByKey.set(key, node);
    }
    return node;
  };
  for (const row of sums) {
    const figures = figuresOf(row, clients.get(row.sku) ?? 0, '', totalRevenue);
    const path = [group('DEPARTMENT', [row.dep]), group('CATEGORY', [row.dep, row.cat]), group('SUBCATEGORY', [row.dep, row.cat, row.subcat])];
    for (const node of path) {
      node.VAL_FATURAMENTO += figures.VAL_FATURAMENTO;
      node.NUM_ITENS += figures.NUM_ITENS;
      node.VAL_QUANTIDADE_KG += figures.VAL_QUANTIDADE_KG;
      node.NUM_PRODUTOS += 1;
    }
    products.push(productNode(row, figures, ''));
  }
  // each subcategory lists its best products by name, the rest only counted
  const bySubcategory = new Map<string, TreeNode[]>();
  for (const product of products) bySubcategory.set(product.parentKey!, [...(bySubcategory.get(product.parentKey!) ?? []), product]);
  const listed: TreeNode[] = [];
  for (const [key, items] of bySubcategory) {
    items.sort((a, b) => b.VAL_FATURAMENTO - a.VAL_FATURAMENTO || (a.sku! < b.sku! ? -1 : 1));
    listed.push(...items.slice(0, TREE_PRODUCTS_PER_SUBCATEGORY));
    groupsByKey.get(key)!.NUM_PRODUTOS_NAO_LISTADOS = Math.max(0, items.length - TREE_PRODUCTS_PER_SUBCATEGORY);
  }
  const names = await productNames(ch, scope.accountId, listed.map((node) => node.sku!));
  const nodes = [...groupsByKey.values(), ...listed.map((node) => ({ ...node, name: names.get(node.sku!) ?? node.sku! }))];
  const revenueOf = new Map(nodes.map((node) => [node.key, node.VAL_FATURAMENTO]));
  for (const node of nodes) {
    node.PER_FATURAMENTO = ratio(node.VAL_FATURAMENTO, totalRevenue) * 100;
    node.PER_FATURAMENTO_PAI = ratio(node.VAL_FATURAMENTO, node.parentKey === null ? totalRevenue : revenueOf.get(node.parentKey) ?? 0) * 100;
  }
  const depth: Record<TreeLevel, number> = { DEPARTMENT: 0, CATEGORY: 1, SUBCATEGORY: 2, PRODUCT: 3 };
  nodes.sort((a, b) => depth[a.level] - depth[b.level] || b.VAL_FATURAMENTO - a.VAL_FATURAMENTO || (a.key < b.key ? -1 : 1));
  return { VAL_FATURAMENTO_TOTAL: totalRevenue, NUM_CUPONS_TOTAL: total.tickets, NUM_CLIENTES_TOTAL: total.clients, nodes };
}

// ---------------------------------------------------------------------------------------------
// The page's lazy tree (issue 9: p95 ≤ 150 ms on `large`): the departments first, then a node's
// children when it is opened, or the nodes a search finds. Each answer reads only its part of the
// catalogue and counts clients only for the nodes it returns; the figures are the full tree's.

/** How many products a tree search lists at most (best revenue first). */
export const TREE_SEARCH_PRODUCTS = 100;

/** A lazy tree answer: the nodes asked for, each with `hasChildren`. */
export interface TreeLevelAnswer {
  VAL_FATURAMENTO_TOTAL: number;
  /** the root only (null for a node's children and a search) */
  NUM_CUPONS_TOTAL: number | null;
  NUM_CLIENTES_TOTAL: number | null;
  /** a search only: every product that matched (the list holds the best `TREE_SEARCH_PRODUCTS`) */
  matchedProducts: number | null;
  nodes: (TreeNode & { hasChildren: boolean })[];
}

/** A group's path (department, category, subcategory) from a node key; null when the key is not 1–3 strings in JSON. */
export function parseTreeKey(key: string): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(key);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length < 1 || parsed.length > 3 || !parsed.every((part) => typeof part === 'string')) return null;
  return parsed as string[];
}

const GROUP_COLUMNS = ['department', 'category', 'subcategory'] as const;
const GROUP_LEVELS: TreeLevel[] = ['DEPARTMENT', 'CATEGORY', 'SUBCATEGORY'];

/** Some groups' names per column (department, category, subcategory): a search's groups, a superset of their rows. */
type NameSets = readonly (readonly string[])[];

/** Where a group's rows are: its path as equalities (sort-key columns of CH 020's tables), and maybe sets of names per column. */
function pathCondition(path: readonly string[], names: NameSets | null) {
  const parts = path.map((_part, index) => `${GROUP_COLUMNS[index]} = {path_${index}:String}`);
  for (const [index] of (names ?? []).entries()) parts.push(`${GROUP_COLUMNS[index]} IN {names_${index}:Array(String)}`);
  return {
    sql: parts.length ? parts.join(' AND ') : '1',
    params: {
      ...Object.fromEntries(path.map((part, index) => [`path_${index}`, part])),
      ...Object.fromEntries((names ?? []).map((set, index) => [`names_${index}`, set])),
    },
  };
}

/** GROUP BY of some depths (1 department … 3 subcategory) over the columns named: the group's names as d1, d2, d3 ('' below its depth) and its depth. */
function grouping(depths: readonly number[], columns: readonly string[]) {
  const single = depths.length === 1 ? depths[0] : null;
  return {
    select: columns.map((column, index) => `${single === null || index < single ? column : "''"} AS d${index + 1}`).join(', '),
    by: single !== null ? columns.slice(0, single).join(', ') : `GROUPING SETS (${depths.map((depth) => `(${columns.slice(0, depth).join(', ')})`).join(', ')})`,
    depth: single !== null ? String(single) : columns.map((column) => `(grouping(${column}) = 0)`).join(' + '),
  };
}

interface GroupFigures {
  path: string[];
  revenue: number;
  items: number;
  kg: number;
  products: number;
  tickets: number;
  clients: number;
}

/** What a search found, as the groups whose figures it needs: departments, and categories (with their subcategories). */
interface FoundGroups {
  departments: string[];
  /** [department, category] */
  categories: [string, string][];
  /** more departments than `SEARCH_THRESHOLDS.fewDepartments` */
  spread: boolean;
}

/** Where a tree search changes how it reads (tests lower them to go both ways on a small chain). */
export const SEARCH_THRESHOLDS = {
  /**
   * Up to this many departments, a search with a store filter counts their clients from their ranges
   * of the rows sorted by catalogue; more (a chain has 10–30) read the period's loyalty rows once for
   * every level of them, which is cheaper than most of the catalogue-sorted rows with their
   * non-loyalty half.
   */
  fewDepartments: 5,
  /**
   * Up to this many products matching the text, their figures come from their own ticket rows
   * (`listedBest`); more, from the per-product rollup.
   */
  byRows: 2000,
};

type LevelRow = { d1: string; d2: string; d3: string; depth: number };

/**
 * Exact distinct clients of the groups at some depths within a path (from the period's loyalty rows
 * for the root, a few ranges of the catalogue-sorted rows under a path); or of what a search found:
 * every level of its departments when they are many, else its departments, and its categories with
 * all their subcategories in one pass over those categories' ranges (a subcategory found lies in a
 * category found). Groups not found are counted too, and left out by the caller.
 */
async function groupClients(ch: AnalyticsStore, scope: ProductScope, path: readonly string[], depths: readonly number[], found: FoundGroups | null) {
  const catalogueRows = `agg_product_catalogue_tickets WHERE ${IN_SCOPE} AND consumer != 0`;
  if (found === null) {
    const where = pathCondition(path, null);
    const by = grouping(depths, GROUP_COLUMNS);
    return ch.query<LevelRow & { clients: string }>(
      `SELECT ${by.select}, ${by.depth} AS depth, ${DISTINCT_CLIENTS} AS clients
         FROM ${path.length === 0 ? loyaltyRows(scope) : catalogueRows} AND ${where.sql} GROUP BY ${by.by}`,
      { ...scopeParams(scope), ...where.params },
    );
  }
  if (found.spread) {
    // every level of many departments in one pass over the period's loyalty rows (a search spread over
    // the catalogue, with some stores: ~35 ms against ~70 ms for its departments and categories apart)
    const by = grouping([1, 2, 3], GROUP_COLUMNS);
    return ch.query<LevelRow & { clients: string }>(
      `SELECT ${by.select}, ${by.depth} AS depth, ${DISTINCT_CLIENTS} AS clients
         FROM ${loyaltyRows(scope)} AND department IN {departments:Array(String)} GROUP BY ${by.by}`,
      { ...scopeParams(scope), departments: found.departments },
    );
  }
  const params = {
    ...scopeParams(scope),
    departments: found.departments,
    category_departments: [...new Set(found.categories.map(([department]) => department))],
    categories: [...new Set(found.categories.map(([, category]) => category))],
  };
  const categoryBy = grouping([2, 3], GROUP_COLUMNS);
  const [departments, categories] = await Promise.all([
    ch.query<LevelRow & { clients: string }>(
      `SELECT department AS d1, '' AS d2, '' AS d3, 1 AS depth, ${DISTINCT_CLIENTS} AS clients
         FROM ${catalogueRows} AND department IN {departments:Array(String)} GROUP BY department`,
      params,
    ),
    found.categories.length === 0
      ? []
      : ch.query<LevelRow & { clients: string }>(
          `SELECT ${categoryBy.select}, ${categoryBy.depth} AS depth, ${DISTINCT_CLIENTS} AS clients
             FROM ${catalogueRows} AND department IN {category_departments:Array(String)} AND category IN {categories:Array(String)} GROUP BY ${categoryBy.by}`,
          params,
        ),
  ]);
  return [...departments, ...categories];
}

/** A group's products that sold and its distinct clients. */
type GroupCounts = Map<string, { products: number; clients: number }>;

const pathOfRow = (row: LevelRow) => [row.d1, row.d2, row.d3].slice(0, Number(row.depth));
const keyOfRow = (row: LevelRow) => keyOf(...pathOfRow(row));

/**
 * The groups' products that sold and distinct clients for every store together: their day and week
 * bitmaps of CH 022 merged over the period. A search's categories and subcategories are only those
 * of the categories it found.
 */
async function groupSets(ch: AnalyticsStore, scope: ProductScope, where: ReturnType<typeof pathCondition>, depths: readonly number[], found: FoundGroups | null): Promise<GroupCounts> {
  const categories = found ? [...new Set(found.categories.map(([, category]) => category))] : [];
  const rows = await ch.query<LevelRow & { products: string; clients: string }>(
    `SELECT department AS d1, category AS d2, subcategory AS d3, level AS depth, groupBitmapMerge(products) AS products, groupBitmapMerge(consumers) AS clients
       FROM agg_product_group_sets
      WHERE ${SET_PERIOD} AND ${CATALOGUE} AND level IN {depths:Array(UInt8)} AND ${where.sql} ${found ? 'AND (level = 1 OR category IN {categories:Array(String)})' : ''}
      GROUP BY level, department, category, subcategory`,
    { ...setParams(scope), ...where.params, depths, categories },
  );
  return new Map(rows.map((row) => [keyOfRow(row), { products: Number(row.products), clients: Number(row.clients) }]));
}

/**
 * The same from the rows, for a scope of some stores: clients from `groupClients`; products that sold
 * per subcategory from the per-product rollup's rows that cover the period (a product has one place in
 * a run, so a category's are its subcategories' and a department's its categories'; ~30 ms against
 * ~40 ms counting every level at once).
 */
async function groupRows(ch: AnalyticsStore, scope: ProductScope, path: readonly string[], where: ReturnType<typeof pathCondition>, depths: readonly number[], found: FoundGroups | null): Promise<GroupCounts> {
  const [subcategories, clients] = await Promise.all([
    ch.query<LevelRow & { products: string }>(
      `SELECT department AS d1, category AS d2, subcategory AS d3, 3 AS depth, uniqExact(sku) AS products
         FROM agg_product_periods WHERE ${ROLLUP_UNION} AND ${CATALOGUE} AND ${where.sql} AND tickets > 0
        GROUP BY department, category, subcategory`,
      { ...setParams(scope), ...where.params },
    ),
    groupClients(ch, scope, path, depths, found),
  ]);
  const clientsOf = new Map(clients.map((row) => [keyOfRow(row), Number(row.clients)]));
  const counts: GroupCounts = new Map();
  for (const row of subcategories) {
    for (const depth of depths) {
      const key = keyOf(...pathOfRow(row).slice(0, depth));
      const count = counts.get(key) ?? counts.set(key, { products: 0, clients: clientsOf.get(key) ?? 0 }).get(key)!;
      count.products += Number(row.products);
    }
  }
  return counts;
}

type GroupSums = LevelRow & { tickets: string; revenue: number; items: number; kg: number };

/** Each group's sums and distinct tickets at some levels (`depths`), from its own rows of CH 020's per-group rollup; `extra` columns. */
const groupSumsSql = (where: string, extra = '') => `SELECT department AS d1, category AS d2, subcategory AS d3, level AS depth, sum(${ROLLUP_SIGN} * tickets) AS tickets,
         toFloat64(sum(${ROLLUP_SIGN} * revenue)) AS revenue, toFloat64(sum(${ROLLUP_SIGN} * items)) AS items, toFloat64(sum(${ROLLUP_SIGN} * kg)) AS kg${extra}
    FROM agg_product_group_periods WHERE ${ROLLUP_PERIOD} AND ${CATALOGUE} AND level IN {depths:Array(UInt8)} AND ${where}
   GROUP BY level, department, category, subcategory`;

/**
 * The groups at some depths within a path, or every level of what a search found (counted within its
 * departments, kept by the caller), with their sums and distinct tickets (the per-group rollup, or
 * `known` when the caller has read them), and their products that sold and exact distinct clients
 * (`groupSets`, or `groupRows` for some stores).
 */
async function groupFigures(
  ch: AnalyticsStore,
  scope: ProductScope,
  path: readonly string[],
  depths: readonly number[],
  found: FoundGroups | null = null,
  known: GroupSums[] | null = null,
): Promise<GroupFigures[]> {
  const where = pathCondition(path, found && [found.departments]);
  const [sums, counts] = await Promise.all([
    known ?? ch.query<GroupSums>(groupSumsSql(where.sql), { ...rollupParams(scope), ...where.params, depths }),
    scope.units === null ? groupSets(ch, scope, where, depths, found) : groupRows(ch, scope, path, where, depths, found),
  ]);
  const sumsOfGroup = new Map(sums.map((row) => [keyOfRow(row), row]));
  return [...counts]
    .filter(([, count]) => count.products > 0)
    .map(([key, count]) => {
      const group = sumsOfGroup.get(key);
      return {
        path: JSON.parse(key) as string[],
        revenue: group?.revenue ?? 0,
        items: group?.items ?? 0,
        kg: group?.kg ?? 0,
        products: count.products,
        tickets: Number(group?.tickets ?? 0),
        clients: count.clients,
      };
    });
}

type LazyNode = TreeLevelAnswer['nodes'][number];

const groupNode = (group: GroupFigures): LazyNode => ({
  key: keyOf(...group.path),
  parentKey: group.path.length > 1 ? keyOf(...group.path.slice(0, -1)) : null,
  level: GROUP_LEVELS[group.path.length - 1],
  name: group.path[group.path.length - 1],
  sku: null,
  VAL_FATURAMENTO: group.revenue,
  NUM_ITENS: group.items,
  VAL_QUANTIDADE_KG: group.kg,
  NUM_CUPONS: group.tickets,
  NUM_CLIENTES: group.clients,
  PER_FATURAMENTO: 0,
  PER_FATURAMENTO_PAI: 0,
  NUM_PRODUTOS: group.products,
  NUM_PRODUTOS_NAO_LISTADOS: group.path.length === 3 ? Math.max(0, group.products - TREE_PRODUCTS_PER_SUBCATEGORY) : 0,
  hasChildren: true,
});

/**
 * Products with their figures, best revenue first (then SKU, as the full tree lists them), at most
 * `limit`, and how many `where` selected: their sums, exact clients from their own ticket rows, names.
 */
async function productNodes(ch: AnalyticsStore, scope: ProductScope, where: string, params: Record<string, unknown>, limit: number) {
  const rows = await ch.query<SumsRow & { matched: string }>(
    `SELECT *, count() OVER () AS matched FROM (${productSumsSql(where, true)}) ORDER BY revenue DESC, sku ASC LIMIT ${limit}`,
    { ...rollupParams(scope), ...params },
  );
  const [clients, names] = await Promise.all([
    listedClients(ch, scope, rows.map((row) => row.sku)),
    productNames(ch, scope.accountId, rows.map((row) => row.sku)),
  ]);
  return { nodes: rows.map((row) => lazyProductNode(row, clients.get(row.sku) ?? 0, names.get(row.sku) ?? row.sku)), matched: Number(rows[0]?.matched ?? 0) };
}

const lazyProductNode = (row: SumsRow, clients: number, name: string): LazyNode => ({ ...productNode(row, figuresOf(row, clients, '', 0), name), hasChildren: false });

/** The scope's revenue (CH 020's group rollup at the level of its catalogue filter). */
async function scopeRevenue(ch: AnalyticsStore, scope: ProductScope): Promise<number> {
  const level = wholeLevel(scope);
  const [row] = await ch.query<{ revenue: number }>(
    `SELECT toFloat64(sum(${ROLLUP_SIGN} * revenue)) AS revenue FROM agg_product_group_periods
      WHERE ${ROLLUP_PERIOD} AND level = {level:UInt8} AND department = {department:String} AND category = {category:String} AND subcategory = ''`,
    { ...rollupParams(scope), level },
  );
  return row?.revenue ?? 0;
}

/** A group's revenue (its own rows of CH 020's group rollup). */
async function groupRevenue(ch: AnalyticsStore, scope: ProductScope, path: readonly string[]): Promise<number> {
  const where = pathCondition(path, null);
  const [row] = await ch.query<{ revenue: number }>(
    `SELECT toFloat64(sum(${ROLLUP_SIGN} * revenue)) AS revenue FROM agg_product_group_periods WHERE ${ROLLUP_PERIOD} AND level = {level:UInt8} AND ${where.sql}`,
    { ...rollupParams(scope), ...where.params, level: path.length },
  );
  return row?.revenue ?? 0;
}

/** Shares of the whole and of the parent (a parent not among `nodes`: `parentRevenue`), then the full tree's order. */
function withShares(nodes: LazyNode[], totalRevenue: number, parentRevenue: (key: string) => number): LazyNode[] {
  const revenueOf = new Map(nodes.map((node) => [node.key, node.VAL_FATURAMENTO]));
  for (const node of nodes) {
    node.PER_FATURAMENTO = ratio(node.VAL_FATURAMENTO, totalRevenue) * 100;
    node.PER_FATURAMENTO_PAI =
      ratio(node.VAL_FATURAMENTO, node.parentKey === null ? totalRevenue : (revenueOf.get(node.parentKey) ?? parentRevenue(node.parentKey))) * 100;
  }
  const depth: Record<TreeLevel, number> = { DEPARTMENT: 0, CATEGORY: 1, SUBCATEGORY: 2, PRODUCT: 3 };
  return nodes.sort((a, b) => depth[a.level] - depth[b.level] || b.VAL_FATURAMENTO - a.VAL_FATURAMENTO || (a.key < b.key ? -1 : 1));
}

/** The tree's first answer: the scope's totals and its departments. */
export async function productTreeRoot(ch: AnalyticsStore, scope: ProductScope): Promise<TreeLevelAnswer> {
  const [departments, totals] = await Promise.all([groupFigures(ch, scope, [], [1]), scopeTotals(ch, scope)]);
  const nodes = departments.map(groupNode);
  const totalRevenue = nodes.reduce((sum, node) => sum + node.VAL_FATURAMENTO, 0);
  return { VAL_FATURAMENTO_TOTAL: totalRevenue, NUM_CUPONS_TOTAL: totals.tickets, NUM_CLIENTES_TOTAL: totals.clients, matchedProducts: null, nodes: withShares(nodes, totalRevenue, () => 0) };
}

/**
 * A group's children (a path of 1–3 names): a department's categories, a category's subcategories,
 * a subcategory's best `TREE_PRODUCTS_PER_SUBCATEGORY` products by revenue.
 */
export async function productTreeChildren(ch: AnalyticsStore, scope: ProductScope, path: readonly string[]): Promise<TreeLevelAnswer> {
  const where = pathCondition(path, null);
  const [children, totalRevenue, subcategoryRevenue] = await Promise.all([
    path.length === 3
      ? productNodes(ch, scope, where.sql, where.params, TREE_PRODUCTS_PER_SUBCATEGORY).then((answer) => answer.nodes)
      : groupFigures(ch, scope, path, [path.length + 1]).then((groups) => groups.map(groupNode)),
    scopeRevenue(ch, scope),
    // a subcategory's products past the 50 best count in its revenue too
    path.length === 3 ? groupRevenue(ch, scope, path) : null,
  ]);
  const parentRevenue = subcategoryRevenue ?? children.reduce((sum, node) => sum + node.VAL_FATURAMENTO, 0);
  return { VAL_FATURAMENTO_TOTAL: totalRevenue, NUM_CUPONS_TOTAL: null, NUM_CLIENTES_TOTAL: null, matchedProducts: null, nodes: withShares(children, totalRevenue, () => parentRevenue) };
}

/** Accent- and case-insensitive text as `normalizeProductName` makes it, in ClickHouse. */
const NORMALIZED = (column: string) => `translateUTF8(lowerUTF8(${column}), {accented:String}, {plain:String})`;

/** The SKUs whose catalogue name or SKU holds the search text, and the SKUs the run sold that have no name but match. */
const MATCHING_SKUS = `SELECT sku FROM (SELECT sku, argMax(name, updated_at) AS name FROM dim_products WHERE account_id = {account:UUID} GROUP BY sku)
                        WHERE positionUTF8(${NORMALIZED("concat(name, ' ', sku)")}, {term:String}) > 0
                       UNION DISTINCT
                       SELECT sku FROM agg_product_sku_ids WHERE account_id = {account:UUID} AND processing_uuid = {run:UUID} AND positionUTF8(${NORMALIZED('sku')}, {term:String}) > 0`;

/** The best `TREE_SEARCH_PRODUCTS` products (by revenue) that match a search and sold in the scope, and how many did. */
async function searchedProducts(ch: AnalyticsStore, scope: ProductScope, match: Record<string, string>, byRows: number) {
  const skus = await ch.query<{ sku: string }>(`SELECT sku FROM (${MATCHING_SKUS}) LIMIT ${byRows + 1}`, { ...scopeParams(scope), ...match });
  if (skus.length > byRows) return productNodes(ch, scope, `sku IN (${MATCHING_SKUS})`, match, TREE_SEARCH_PRODUCTS);
  const best = await listedBest(ch, scope, skus.map((row) => row.sku), TREE_SEARCH_PRODUCTS);
  const names = await productNames(ch, scope.accountId, best.rows.map((row) => row.sku));
  return { nodes: best.rows.map((row) => lazyProductNode(row, Number(row.clients), names.get(row.sku) ?? row.sku)), matched: best.matched };
}

/**
 * The groups and products whose name (or SKU) holds the text, accent- and case-insensitive, with all
 * their ancestors: at most `TREE_SEARCH_PRODUCTS` products (best revenue first; `matchedProducts`
 * counts them all), every node with its figures.
 */
export async function productTreeSearch(ch: AnalyticsStore, scope: ProductScope, text: string, thresholds = SEARCH_THRESHOLDS): Promise<TreeLevelAnswer> {
  const term = normalizeProductName(text.trim());
  const match = { term, accented: SEARCH_ACCENTED, plain: SEARCH_PLAIN };
  // every group's sums (the scope's whole among them) with whether its name matches: one read gives
  // what a search finds, the shares' whole and the figures of what it found
  const whole = wholeLevel(scope);
  const [groups, products] = await Promise.all([
    ch.query<GroupSums & { matched: number }>(
      `${groupSumsSql('1', `, positionUTF8(${NORMALIZED('multiIf(level = 1, department, level = 2, category, subcategory)')}, {term:String}) > 0 AS matched`)}
       HAVING tickets > 0`,
      { ...rollupParams(scope), ...match, depths: [0, 1, 2, 3] },
    ),
    searchedProducts(ch, scope, match, thresholds.byRows),
  ]);
  const totalRevenue = groups.filter((row) => Number(row.depth) === whole).reduce((sum, row) => sum + row.revenue, 0);
  const known = groups.filter((row) => Number(row.depth) > 0);
  // the groups found and every ancestor of a group or product found
  const paths = new Map<string, string[]>();
  const add = (path: string[]) => {
    for (let depth = 1; depth <= path.length; depth++) paths.set(keyOf(...path.slice(0, depth)), path.slice(0, depth));
  };
  for (const row of known) if (Number(row.matched) === 1) add(pathOfRow(row));
  for (const node of products.nodes) add(JSON.parse(node.parentKey!) as string[]);
  // every level within the departments found, their counts in one statement each; the paths found are kept
  const found = [...paths.values()];
  const departments = [...new Set(found.map((path) => path[0]))];
  const figures = found.length
    ? await groupFigures(ch, scope, [], [1, 2, 3], {
        departments,
        categories: [...new Map(found.filter((path) => path.length > 1).map((path) => [keyOf(path[0], path[1]), [path[0], path[1]] as [string, string]])).values()],
        spread: departments.length > thresholds.fewDepartments,
      }, known)
    : [];
  const nodes = [...figures.filter((group) => paths.has(keyOf(...group.path))).map(groupNode), ...products.nodes];
  return { VAL_FATURAMENTO_TOTAL: totalRevenue, NUM_CUPONS_TOTAL: null, NUM_CLIENTES_TOTAL: null, matchedProducts: products.matched, nodes: withShares(nodes, totalRevenue, () => 0) };
}
