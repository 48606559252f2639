/** pt-BR texts of pages/club-stores (README "Texts"). */
export const messages = {
  // pages/club-stores (/clube/lojas)
  'clubStores.title': 'Clube por loja',
  'clubStores.description': 'Clientes cadastrados e ativos pela loja de cadastro; faturamento, ticket médio e cupons pela loja da compra.',
  'clubStores.loading': 'Carregando os indicadores por loja',
  'clubStores.exportTitle': 'Clube por loja',

  // pages/club-stores: chart and table
  'clubStores.shareChart': 'Participação do clube no faturamento por loja',
  'clubStores.loyaltyShareSeries': '% faturamento fidelidade',
  'clubStores.shareChartNote': 'Parte do faturamento de cada loja vinda de cupons de clientes do clube (lojas com vendas no período).',
  'clubStores.tableCaption': 'Indicadores do clube por loja',
  'clubStores.tableTitle': 'Clube por loja',
  'clubStores.empty': 'Nenhuma loja nos filtros escolhidos',
  'clubStores.emptyHint': 'Escolha outras lojas nos filtros acima.',
};
