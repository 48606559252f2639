/** pt-BR texts of pages/club-performance (README "Texts"). */
export const messages = {
  // pages/club-performance (/clube/desempenho)
  'clubPerformance.title': 'Desempenho do Clube',
  'clubPerformance.description': 'Faturamento e cupons do clube, clientes identificados e ticket médio ao longo do tempo.',
  'clubPerformance.loading': 'Carregando o desempenho do clube',
  'clubPerformance.exportTitle': 'Desempenho do clube',

  // pages/club-performance: charts and table
  'clubPerformance.revenueChart': 'Faturamento fidelidade e participação',
  'clubPerformance.loyaltyRevenueSeries': 'Faturamento fidelidade',
  'clubPerformance.loyaltyShareSeries': '% faturamento fidelidade',
  'clubPerformance.revenueChartTitle': 'Faturamento fidelidade e participação no faturamento',
  'clubPerformance.ticketChart': 'Ticket médio fidelidade e não fidelidade',
  'clubPerformance.series.loyalty': 'Fidelidade',
  'clubPerformance.series.nonLoyalty': 'Não fidelidade',
  'clubPerformance.tableCaption': 'Desempenho do clube por período',
  'clubPerformance.tableTitle': 'Desempenho por período',
  'clubPerformance.emptyHint': 'Escolha outro período ou outras lojas nos filtros acima.',
};
