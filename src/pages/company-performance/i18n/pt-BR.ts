/** pt-BR texts of pages/company-performance (README "Texts"). */
export const messages = {
  // pages/company-performance (/empresa/desempenho)
  'companyPerformance.title': 'Desempenho da empresa',
  'companyPerformance.description': 'Faturamento, cupons e fidelidade de cada loja, comparados com os mesmos dias do ano anterior.',
  'companyPerformance.revenueByStore': 'Faturamento por loja',
  'companyPerformance.noSalesToDraw': 'Nenhuma venda no período.',
  'companyPerformance.series.revenue': 'Faturamento',
  'companyPerformance.series.lastYear': 'Ano anterior',
  'companyPerformance.ranking': 'Ranking das lojas',
  'companyPerformance.inactiveStore': 'inativa',
  'companyPerformance.inactiveStoreTip': 'Loja inativa no cadastro; aparece porque vendeu no período',
  'companyPerformance.inactiveStoreName': '{name} (inativa)',
  'companyPerformance.rankingTip':
    'Lojas ordenadas pelo faturamento do período. Variação: (faturamento ÷ faturamento dos mesmos dias do ano anterior − 1) × 100. Participação: parte do faturamento da empresa no período.',
  'companyPerformance.noSalesHint': 'Escolha outro período ou outras lojas nos filtros acima.',
  'companyPerformance.hours': 'Vendas por dia da semana e hora',
  'companyPerformance.noSale': 'sem venda',

  // pages/company-performance: sales by weekday and hour
  'companyPerformance.measure': 'Medida',
  'companyPerformance.measure.option': '{measure, select, VAL_FATURAMENTO {Faturamento (R$)} other {Cupons}}',
  'companyPerformance.hoursDay': 'Dia',
  'companyPerformance.hoursNote': 'Soma do período nas lojas selecionadas, pela hora local da venda. Os filtros de clientes e tipo de pessoa não se aplicam a esta visão.',
};
