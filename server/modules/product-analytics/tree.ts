import type { AnalyticsStore } from '../../stores';
import { figuresOf, productNames, productSums } from './ranking';
import { CATALOGUE, IN_SCOPE, ROLLUP_PERIOD, ROLLUP_SIGN, ratio, rollupParams, scopeParams, type ProductScope } from './scope';

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
  const wholeLevel = scope.department === null ? 0 : scope.category === null ? 1 : 2;
  const counted = (key: string) => distinct.get(key) ?? distinct.set(key, { tickets: 0, clients: 0 }).get(key)!;
  for (const row of groupTickets) {
    const level = Number(row.level);
    if (level === wholeLevel) total.tickets = Number(row.tickets);
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
    products.push({
      key: keyOf(row.dep, row.cat, row.subcat, `#${row.sku}`),
      parentKey: path[2].key,
      level: 'PRODUCT',
      name: '',
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
