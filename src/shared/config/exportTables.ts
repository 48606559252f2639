/**
 * The analytics tables people can export (CSV with ';' or XLSX), like the route catalogue: one entry per
 * table, read by the screen (its "Exportar" button names a table id; its column headers come from
 * here) and by the server (the file's name, sheet and column headers come from here; the rows from the
 * same function that feeds the page). A table id that is not here is a type error on both sides, and a
 * column header is written once, so the file and the screen cannot name a figure differently.
 */
export interface ExportColumn {
  /** the column's key: the figure's field name where it has one (contracts/metrics.md) */
  key: string;
  /** pt-BR header, the same on screen and in the file */
  header: string;
  /** width of the XLSX column, in characters */
  width: number;
}

export interface ExportTableDefinition {
  /** pt-BR name of the report in the export history, e.g. 'Clube por loja' */
  name: string;
  /** the catalogue route whose access the export requires (the page's) */
  routeId: string;
  /** base of the file name, e.g. 'clube-por-loja' */
  fileBaseName: string;
  columns: readonly ExportColumn[];
}

const REVENUE_COLUMNS = (first: string) =>
  [
    { key: 'period', header: first, width: 18 },
    { key: 'revenue', header: 'Faturamento', width: 18 },
    { key: 'tickets', header: 'Cupons', width: 10 },
    { key: 'average', header: 'Ticket médio', width: 14 },
    { key: 'loyaltyRevenue', header: 'Faturamento fidelidade', width: 22 },
    { key: 'loyaltyShare', header: '% fidelidade', width: 12 },
    { key: 'items', header: 'Itens', width: 12 },
  ] as const;

/** A comparison's table, one line per compared item and figure: the period, the reference and the change. */
const COMPARISON_COLUMNS = (item: string) =>
  [
    { key: 'item', header: item, width: 36 },
    { key: 'figure', header: 'Indicador', width: 22 },
    { key: 'current', header: 'Período', width: 16 },
    { key: 'reference', header: 'Período de referência', width: 18 },
    { key: 'change', header: 'Variação', width: 12 },
  ] as const;

const OPERATOR_COLUMNS = [
  { key: 'NOM_PROFISSIONAL', header: 'Operador', width: 28 },
  { key: 'COD_ID_PROFISSIONAL', header: 'Código', width: 10 },
  { key: 'NOM_LOJA', header: 'Loja', width: 28 },
  { key: 'DAT_PRIMEIRO_DIA', header: 'Primeiro dia', width: 14 },
  { key: 'NUM_CUPONS', header: 'Cupons', width: 10 },
  { key: 'NUM_CUPONS_IDENTIFICADOS', header: 'Cupons identificados', width: 20 },
  { key: 'PER_CUPONS_IDENTIFICADOS', header: '% cupons identificados', width: 20 },
  { key: 'VAL_FATURAMENTO', header: 'Faturamento', width: 18 },
  { key: 'VAL_FATURAMENTO_IDENTIFICADO', header: 'Faturamento identificado', width: 22 },
  { key: 'PER_FATURAMENTO_IDENTIFICADO', header: '% faturamento identificado', width: 22 },
] as const;

/** The figures of the campaigns overview's tables (metricsKpi), on screen and in the file. */
const OVERVIEW_FIGURE_COLUMNS = [
  { key: 'count', header: 'Mensagens enviadas', width: 12 },
  { key: 'price', header: 'Custo (R$)', width: 14 },
  { key: 'recipients', header: 'Destinatários', width: 12 },
  { key: 'clients', header: 'Clientes', width: 10 },
  { key: 'tickets', header: 'Cupons', width: 10 },
  { key: 'revenue', header: 'Receita', width: 16 },
  { key: 'roi', header: 'ROI', width: 10 },
  { key: 'incremental_revenue', header: 'Receita incremental', width: 16 },
  { key: 'incremental_revenue_low', header: 'Incremental: mínimo (IC 95%)', width: 16 },
  { key: 'incremental_revenue_high', header: 'Incremental: máximo (IC 95%)', width: 16 },
] as const;

export const EXPORT_TABLES = {
  'empresa.faturamento': { name: 'Faturamento por período', routeId: 'empresa.faturamento', fileBaseName: 'faturamento', columns: REVENUE_COLUMNS('Período') },
  'empresa.faturamento.diario': {
    name: 'Faturamento diário',
    routeId: 'empresa.faturamento.diario',
    fileBaseName: 'faturamento-diario',
    columns: REVENUE_COLUMNS('Dia'),
  },
  'empresa.desempenho': {
    name: 'Desempenho por loja',
    routeId: 'empresa.desempenho',
    fileBaseName: 'desempenho-por-loja',
    columns: [
      { key: 'rank', header: 'Posição', width: 8 },
      { key: 'name', header: 'Loja', width: 30 },
      { key: 'revenue', header: 'Faturamento', width: 18 },
      { key: 'share', header: 'Participação', width: 12 },
      { key: 'tickets', header: 'Cupons', width: 10 },
      { key: 'average', header: 'Ticket médio', width: 14 },
      { key: 'loyalty', header: '% fidelidade', width: 12 },
      { key: 'previous', header: 'Ano anterior', width: 18 },
      { key: 'change', header: 'Variação', width: 10 },
    ],
  },
  'empresa.desempenho.horas': {
    name: 'Vendas por dia da semana e hora',
    routeId: 'empresa.desempenho',
    fileBaseName: 'vendas-por-dia-e-hora',
    columns: [
      { key: 'weekday', header: 'Dia da semana', width: 16 },
      { key: 'hour', header: 'Hora', width: 8 },
      { key: 'tickets', header: 'Cupons', width: 10 },
      { key: 'revenue', header: 'Faturamento', width: 18 },
    ],
  },
  'empresa.decomposicao': {
    name: 'Decomposição do faturamento',
    routeId: 'empresa.decomposicao',
    fileBaseName: 'decomposicao-do-faturamento',
    columns: [
      { key: 'component', header: 'Componente', width: 36 },
      { key: 'value', header: 'Valor', width: 18 },
    ],
  },
  'clube.desempenho': {
    name: 'Desempenho do clube',
    routeId: 'clube.desempenho',
    fileBaseName: 'desempenho-do-clube',
    columns: [
      { key: 'period', header: 'Período', width: 22 },
      { key: 'VAL_FATURAMENTO_FIDELIDADE', header: 'Faturamento fidelidade', width: 22 },
      { key: 'NUM_CUPONS_FIDELIDADE', header: 'Cupons fidelidade', width: 16 },
      { key: 'NUM_CLIENTES_IDENTIFICADOS', header: 'Clientes identificados', width: 20 },
      { key: 'VAL_TICKET_MEDIO_FIDELIDADE', header: 'Ticket médio fidelidade', width: 22 },
      { key: 'VAL_TICKET_MEDIO_NAO_FIDELIDADE', header: 'Ticket médio não fidelidade', width: 24 },
      { key: 'PER_FATURAMENTO_FIDELIDADE', header: '% faturamento fidelidade', width: 22 },
    ],
  },
  'clube.comparativo': {
    name: 'Comparativo do clube',
    routeId: 'clube.comparativo',
    fileBaseName: 'comparativo-do-clube',
    columns: [
      { key: 'label', header: 'Indicador', width: 30 },
      { key: 'current', header: 'Período', width: 18 },
      { key: 'reference', header: 'Período de referência', width: 22 },
      { key: 'absolute', header: 'Variação', width: 18 },
      { key: 'relative', header: 'Variação (%)', width: 14 },
    ],
  },
  'clientes.melhores-clientes': {
    name: 'Melhores clientes',
    routeId: 'clientes.melhores-clientes',
    fileBaseName: 'melhores-clientes',
    // CPF, e-mail and phone in full only for users with PII and PII-download access (masked otherwise)
    columns: [
      { key: 'NUM_POSICAO', header: 'Posição', width: 10 },
      { key: 'NOM_CLIENTE', header: 'Cliente', width: 32 },
      { key: 'NUM_DOCUMENTO', header: 'CPF/CNPJ', width: 20 },
      { key: 'DES_EMAIL', header: 'E-mail', width: 30 },
      { key: 'NUM_TELEFONE', header: 'Telefone', width: 20 },
      { key: 'VAL_FATURAMENTO', header: 'Faturamento', width: 18 },
      { key: 'NUM_CUPONS', header: 'Cupons', width: 10 },
      { key: 'VAL_TICKET_MEDIO', header: 'Ticket médio', width: 14 },
      { key: 'VAL_ITENS_NA_CESTA', header: 'Itens por cesta', width: 14 },
      { key: 'DAT_ULTIMA_COMPRA', header: 'Última compra', width: 14 },
      { key: 'CLUSTER_ATIVIDADE', header: 'Situação', width: 16 },
      { key: 'CLUSTER_RFV', header: 'Grupo RFV', width: 16 },
      { key: 'NOM_LOJA_FAVORITA', header: 'Loja favorita', width: 28 },
    ],
  },
  'clientes.mapa': {
    name: 'Clientes por bairro',
    routeId: 'clientes.mapa',
    fileBaseName: 'clientes-por-bairro',
    columns: [
      { key: 'city', header: 'Cidade', width: 24 },
      { key: 'neighborhood', header: 'Bairro', width: 28 },
      { key: 'consumers', header: 'Clientes', width: 12 },
      { key: 'actives', header: 'Ativos', width: 10 },
      { key: 'activeShare', header: '% ativos', width: 10 },
      { key: 'loyaltyRevenue', header: 'Faturamento fidelidade', width: 22 },
    ],
  },
  'clube.lojas': {
    name: 'Clube por loja',
    routeId: 'clube.lojas',
    fileBaseName: 'clube-por-loja',
    columns: [
      { key: 'NOM_NOME', header: 'Loja', width: 30 },
      { key: 'NUM_CLIENTES_CADASTRADOS', header: 'Clientes cadastrados', width: 20 },
      { key: 'NUM_CLIENTES_ATIVOS', header: 'Clientes ativos', width: 16 },
      { key: 'VAL_FATURAMENTO', header: 'Faturamento', width: 18 },
      { key: 'PER_FATURAMENTO_FIDELIDADE', header: '% faturamento fidelidade', width: 22 },
      { key: 'VAL_TICKET_MEDIO_FIDELIDADE', header: 'Ticket médio fidelidade', width: 22 },
      { key: 'VAL_TICKET_MEDIO_NAO_FIDELIDADE', header: 'Ticket médio não fidelidade', width: 24 },
      { key: 'PER_CUPONS_FIDELIDADE', header: '% cupons fidelidade', width: 18 },
    ],
  },
  'clientes.perfil-demografico': {
    name: 'Perfil demográfico',
    routeId: 'clientes.perfil-demografico',
    fileBaseName: 'perfil-demografico',
    columns: [
      { key: 'dimension', header: 'Dimensão', width: 16 },
      { key: 'group', header: 'Grupo', width: 30 },
      { key: 'NUM_CLIENTES', header: 'Clientes', width: 12 },
      { key: 'PER_CLIENTES', header: '% clientes', width: 12 },
      { key: 'VAL_FATURAMENTO_FIDELIDADE', header: 'Faturamento fidelidade', width: 22 },
      { key: 'PER_FATURAMENTO', header: '% faturamento', width: 14 },
      { key: 'NUM_CUPONS_FIDELIDADE', header: 'Cupons fidelidade', width: 18 },
      { key: 'VAL_TICKET_MEDIO', header: 'Ticket médio', width: 14 },
    ],
  },
  'clientes.retencao.clientes': {
    name: 'Clientes ativos e inativos',
    routeId: 'clientes.retencao',
    fileBaseName: 'clientes-ativos-inativos',
    columns: [
      { key: 'name', header: 'Nome', width: 30 },
      { key: 'document', header: 'CPF/CNPJ', width: 20 },
      { key: 'email', header: 'E-mail', width: 30 },
      { key: 'phone', header: 'Telefone', width: 20 },
      { key: 'firstPurchase', header: 'Primeira compra', width: 16 },
      { key: 'lastPurchase', header: 'Última compra', width: 16 },
      { key: 'daysSinceLastPurchase', header: 'Dias sem comprar', width: 16 },
      { key: 'activityGroup', header: 'Grupo de atividade', width: 20 },
    ],
  },
  'clube.performance-operacional': {
    name: 'Performance operacional',
    routeId: 'clube.performance-operacional',
    fileBaseName: 'performance-operacional',
    columns: OPERATOR_COLUMNS,
  },
  'clube.performance-operacional.detalhes-operador': {
    name: 'Operador por loja',
    routeId: 'clube.performance-operacional.detalhes-operador',
    fileBaseName: 'operador-por-loja',
    columns: OPERATOR_COLUMNS,
  },
  'home.oportunidades': {
    name: 'Oportunidades de produtos',
    routeId: 'home',
    fileBaseName: 'oportunidades-de-produtos',
    columns: [
      { key: 'sku', header: 'SKU', width: 16 },
      { key: 'name', header: 'Produto', width: 40 },
      { key: 'department', header: 'Departamento', width: 20 },
      { key: 'customersInStores', header: 'Clientes (lojas)', width: 16 },
      { key: 'customersInChain', header: 'Clientes (rede)', width: 16 },
      { key: 'revenue', header: 'Faturamento', width: 14 },
      { key: 'basketItems', header: 'Itens na cesta', width: 14 },
      { key: 'customersToWin', header: 'Clientes a conquistar', width: 20 },
      { key: 'averageSpend', header: 'Gasto médio por cliente', width: 22 },
      { key: 'potential', header: 'Potencial', width: 16 },
    ],
  },
  // params: metric (QUANTITY, REVENUE, TICKETS, CLIENTS), order (TOP, LEAST), department, category
  'produtos.ranking-produtos': {
    name: 'Ranking de produtos',
    routeId: 'produtos.ranking-produtos',
    fileBaseName: 'ranking-produtos',
    columns: [
      { key: 'position', header: 'Posição', width: 8 },
      { key: 'sku', header: 'SKU', width: 14 },
      { key: 'name', header: 'Produto', width: 36 },
      { key: 'department', header: 'Departamento', width: 20 },
      { key: 'category', header: 'Categoria', width: 20 },
      { key: 'NUM_ITENS', header: 'Quantidade (itens)', width: 16 },
      { key: 'VAL_QUANTIDADE_KG', header: 'Quantidade (kg)', width: 14 },
      { key: 'VAL_FATURAMENTO', header: 'Faturamento', width: 16 },
      { key: 'PER_FATURAMENTO', header: '% faturamento', width: 12 },
      { key: 'NUM_CUPONS', header: 'Cupons', width: 10 },
      { key: 'NUM_CLIENTES', header: 'Clientes', width: 10 },
      { key: 'VAL_PRECO_MEDIO', header: 'Preço médio', width: 14 },
      { key: 'VAL_QUANTIDADE_MEDIA_NA_CESTA', header: 'Quantidade média na cesta', width: 14 },
    ],
  },
  'produtos.arvore-produtos': {
    name: 'Árvore de produtos',
    routeId: 'produtos.arvore-produtos',
    fileBaseName: 'arvore-de-produtos',
    columns: [
      { key: 'level', header: 'Nível', width: 14 },
      { key: 'department', header: 'Departamento', width: 22 },
      { key: 'category', header: 'Categoria', width: 22 },
      { key: 'subcategory', header: 'Subcategoria', width: 22 },
      { key: 'sku', header: 'SKU', width: 14 },
      { key: 'name', header: 'Produto', width: 36 },
      { key: 'VAL_FATURAMENTO', header: 'Faturamento', width: 16 },
      { key: 'PER_FATURAMENTO', header: '% do faturamento', width: 14 },
      { key: 'PER_FATURAMENTO_PAI', header: '% do nível acima', width: 14 },
      { key: 'NUM_ITENS', header: 'Quantidade (itens)', width: 16 },
      { key: 'VAL_QUANTIDADE_KG', header: 'Quantidade (kg)', width: 14 },
      { key: 'NUM_CUPONS', header: 'Cupons', width: 10 },
      { key: 'NUM_CLIENTES', header: 'Clientes', width: 10 },
      { key: 'NUM_PRODUTOS', header: 'Produtos vendidos', width: 12 },
    ],
  },
  // params: sku
  'produtos.detalhes-produto.lojas': {
    name: 'Vendas do produto por loja',
    routeId: 'produtos.detalhes-produto',
    fileBaseName: 'produto-por-loja',
    columns: [
      { key: 'unitName', header: 'Loja', width: 28 },
      { key: 'VAL_FATURAMENTO', header: 'Faturamento', width: 16 },
      { key: 'PER_FATURAMENTO', header: '% do faturamento do produto', width: 16 },
      { key: 'NUM_ITENS', header: 'Quantidade (itens)', width: 16 },
      { key: 'VAL_QUANTIDADE_KG', header: 'Quantidade (kg)', width: 14 },
      { key: 'NUM_CUPONS', header: 'Cupons', width: 10 },
      { key: 'NUM_CLIENTES', header: 'Clientes', width: 10 },
    ],
  },
  // params: referenceStart, referenceEnd, items (the compared keys joined by U+001E)
  'produtos.comparativo-produtos': {
    name: 'Comparativo de produtos',
    routeId: 'produtos.comparativo-produtos',
    fileBaseName: 'comparativo-de-produtos',
    columns: COMPARISON_COLUMNS('Produto'),
  },
  'produtos.comparativo-categorias': {
    name: 'Comparativo de categorias',
    routeId: 'produtos.comparativo-categorias',
    fileBaseName: 'comparativo-de-categorias',
    columns: COMPARISON_COLUMNS('Categoria'),
  },
  'campanhas.resultados-gerais': {
    name: 'Resultados gerais das campanhas',
    routeId: 'campanhas.resultados-gerais',
    fileBaseName: 'resultados-gerais-campanhas',
    columns: [
      { key: 'label', header: 'Campanha', width: 36 },
      { key: 'channels', header: 'Canais', width: 18 },
      { key: 'first_send', header: 'Primeiro envio', width: 18 },
      { key: 'window_end', header: 'Fim da medição', width: 14 },
      { key: 'running', header: 'Situação', width: 14 },
      ...OVERVIEW_FIGURE_COLUMNS,
    ],
  },
  'campanhas.resultados-gerais.agrupado': {
    name: 'Resultados gerais das campanhas (agrupados)',
    routeId: 'campanhas.resultados-gerais',
    fileBaseName: 'resultados-gerais-campanhas-agrupados',
    columns: [{ key: 'label', header: 'Grupo', width: 24 }, { key: 'campaigns', header: 'Campanhas', width: 10 }, ...OVERVIEW_FIGURE_COLUMNS],
  },
  'produtos.faixas-precos.analise': {
    name: 'Análise de faixas de preços',
    routeId: 'produtos.faixas-precos',
    fileBaseName: 'faixas-de-precos',
    columns: [
      { key: 'index', header: 'Faixa', width: 8 },
      { key: 'bounds', header: 'Limites (R$)', width: 24 },
      { key: 'referenceUnique', header: 'Clientes na referência', width: 14 },
      { key: 'unique', header: 'Clientes no analisado', width: 14 },
      { key: 'percentile20', header: 'Percentil 20', width: 14 },
      { key: 'percentile50', header: 'Percentil 50 (mediana)', width: 14 },
      { key: 'percentile80', header: 'Percentil 80', width: 14 },
      { key: 'minPrice', header: 'Preço mínimo', width: 14 },
      { key: 'maxPrice', header: 'Preço máximo', width: 14 },
      { key: 'upsell', header: 'Subiram (upsell)', width: 12 },
      { key: 'downsell', header: 'Desceram (downsell)', width: 12 },
      { key: 'stayed', header: 'Mantiveram', width: 12 },
      { key: 'new', header: 'Novos', width: 10 },
      { key: 'lost', header: 'Perdidos', width: 10 },
    ],
  },
} as const satisfies Record<string, ExportTableDefinition>;

export type ExportTableId = keyof typeof EXPORT_TABLES;
export type ExportColumnKey<T extends ExportTableId> = (typeof EXPORT_TABLES)[T]['columns'][number]['key'];

export const EXPORT_TABLE_IDS = Object.keys(EXPORT_TABLES) as ExportTableId[];

export function isExportTableId(id: string): id is ExportTableId {
  return Object.prototype.hasOwnProperty.call(EXPORT_TABLES, id);
}

/** A column's header, as the screen and the file both show it (a key the table lacks is a type error). */
export function exportColumnHeader<T extends ExportTableId>(table: T, key: ExportColumnKey<T>): string {
  const column = (EXPORT_TABLES[table].columns as readonly ExportColumn[]).find((c) => c.key === key);
  if (!column) throw new Error(`${table} has no column ${String(key)}`);
  return column.header;
}

/** Every header of a table by column key, for the screen's column list: `const h = exportHeaders('clube.lojas'); h.NOM_NOME`. */
export function exportHeaders<T extends ExportTableId>(table: T): Record<ExportColumnKey<T>, string> {
  return Object.fromEntries((EXPORT_TABLES[table].columns as readonly ExportColumn[]).map((c) => [c.key, c.header])) as Record<
    ExportColumnKey<T>,
    string
  >;
}
