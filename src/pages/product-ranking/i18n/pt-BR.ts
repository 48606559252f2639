/** pt-BR texts of pages/product-ranking (README "Texts"). */
export const messages = {
  // pages/product-ranking (/produtos/ranking-produtos)
  'productRanking.title': 'Ranking de produtos',
  'productRanking.description': 'Os 100 produtos mais (ou menos) vendidos no período, por quantidade, faturamento, cupons ou clientes.',
  'productRanking.loading': 'Carregando o ranking de produtos',
  'productRanking.exportTitle': 'Ranking de produtos',
  'productRanking.empty': 'Nenhum produto vendido no período',
  'productRanking.emptyHint': 'Escolha outro período, outras lojas ou outro departamento nos filtros acima.',
  'productRanking.scopeNote':
    'Fidelidade e tipo de pessoa não se aplicam a esta página: as vendas de todos os cupons contam. Clientes são os do clube (cupons com CPF/CNPJ cadastrado até o dia da compra).',

  // choices
  'productRanking.choices': 'O que ordenar',
  'productRanking.metric': 'Ordenar por',
  'productRanking.metric.QUANTITY': 'Quantidade',
  'productRanking.metric.REVENUE': 'Faturamento',
  'productRanking.metric.TICKETS': 'Cupons',
  'productRanking.metric.CLIENTS': 'Clientes',
  'productRanking.order': 'Lista',
  'productRanking.order.TOP': 'Mais vendidos',
  'productRanking.order.LEAST': 'Menos vendidos',
  'productRanking.department': 'Departamento',
  'productRanking.category': 'Categoria',
  'productRanking.allDepartments': 'Todos os departamentos',
  'productRanking.allCategories': 'Todas as categorias',
  'productRanking.noName': 'Não informado',

  // KPIs (spec §3 Product metrics); each tooltip says how it is computed
  'productRanking.kpi.NUM_PRODUTOS_ATIVOS': 'Produtos ativos',
  'productRanking.kpi.NUM_PRODUTOS_ATIVOS.tip': 'Produtos com pelo menos uma venda no período, nas lojas e no departamento/categoria escolhidos.',
  'productRanking.kpi.VAL_FATURAMENTO_TOTAL': 'Faturamento total',
  'productRanking.kpi.VAL_FATURAMENTO_TOTAL.tip': 'Soma do valor dos itens vendidos (total de cada linha do cupom) de todos os produtos no período e nos filtros.',
  'productRanking.kpi.VAL_FATURAMENTO_TOP_100': 'Faturamento dos 100 listados',
  'productRanking.kpi.VAL_FATURAMENTO_TOP_100.tip': 'Soma do faturamento dos produtos desta lista (até 100), na ordem escolhida.',
  'productRanking.kpi.VAL_QUANTIDADE_KG_TOTAL': 'Quantidade em kg',
  'productRanking.kpi.VAL_QUANTIDADE_KG_TOTAL.tip': 'Soma das quantidades vendidas dos produtos pesáveis, em quilos.',
  'productRanking.kpi.NUM_CUPONS_TOTAL': 'Cupons com os produtos',
  'productRanking.kpi.NUM_CUPONS_TOTAL.tip': 'Cupons distintos com pelo menos um produto dos filtros; um cupom com vários produtos conta uma vez.',
  'productRanking.kpi.NUM_CUPONS_TOP_100': 'Cupons com os 100 listados',
  'productRanking.kpi.NUM_CUPONS_TOP_100.tip': 'Cupons distintos com pelo menos um produto desta lista; um cupom com vários deles conta uma vez.',
  'productRanking.kpi.NUM_CLIENTES_TOTAL': 'Clientes compradores',
  'productRanking.kpi.NUM_CLIENTES_TOTAL.tip':
    'Clientes do clube distintos que compraram algum produto dos filtros (cupom com CPF/CNPJ cadastrado até o dia da compra).',
  'productRanking.kpi.NUM_CLIENTES_TOP_100': 'Clientes dos 100 listados',
  'productRanking.kpi.NUM_CLIENTES_TOP_100.tip': 'Clientes do clube distintos que compraram algum produto desta lista.',
  'productRanking.kpi.VAL_PRECO_MEDIO': 'Preço médio por item',
  'productRanking.kpi.VAL_PRECO_MEDIO.tip':
    'Faturamento total ÷ itens vendidos. Itens: unidades dos produtos vendidos por unidade, mais 1 por linha de produto pesável (contrato de métricas).',
  'productRanking.kpi.VAL_QUANTIDADE_MEDIA_NA_CESTA': 'Itens por cupom',
  'productRanking.kpi.VAL_QUANTIDADE_MEDIA_NA_CESTA.tip': 'Itens vendidos dos produtos dos filtros ÷ cupons com esses produtos.',

  // table
  'productRanking.tableCaption': 'Ranking de produtos',
  'productRanking.tableTitle.TOP': '{count, plural, one {O produto mais vendido} other {Os # produtos mais vendidos}} por {metric}',
  'productRanking.tableTitle.LEAST': '{count, plural, one {O produto menos vendido} other {Os # produtos menos vendidos}} por {metric}',
  'productRanking.tableNote':
    'Ordem: {order, select, TOP {do maior para o menor} other {do menor para o maior}}; empates pelo SKU. Quantidade em itens (unidades; cada linha de pesável conta 1) e, para pesáveis, em kg. Preço médio: faturamento ÷ quantidade (por kg nos pesáveis). Itens na cesta: itens ÷ cupons com o produto. Produtos sem venda no período não entram.',
  'productRanking.search': 'Buscar na lista',
  'productRanking.searchPlaceholder': 'Nome ou SKU',
  'productRanking.chart': 'Os 10 primeiros por {metric}',
};
