/** pt-BR texts of widgets/revenue-report (README "Texts"). */
export const messages = {
  // revenue report: the chart's heading follows "Comparar com" (issue 14 §6)
  'revenueReport.chart.aggregated':
    'Período com mais de {days} dias: o gráfico soma os dias por {shown, select, SEMANAL {semana} other {mês}} para continuar legível; a tabela mostra cada dia.',
  'revenueReport.chart.heading': '{subject} e {view, select, NUM_CUPONS {cupons} VAL_TICKET_MEDIO {ticket médio} other {ano anterior}}',

  'revenueReport.table.total': 'Total do período',

  // widgets/revenue-report: revenue chart and table
  'revenueReport.compareWith': 'Comparar com',
  'revenueReport.view': '{view, select, NUM_CUPONS {Cupons} VAL_TICKET_MEDIO {Ticket médio} other {Ano anterior}}',
  'revenueReport.noSalesToDraw': 'Nenhuma venda no período para desenhar o gráfico.',
  'revenueReport.series.revenue': 'Faturamento',
  'revenueReport.series.lastYear': 'Faturamento no ano anterior',

  // widgets/revenue-report: table
  'revenueReport.daysOf': 'Ver os dias de {period}',
  'revenueReport.emptyHint': 'Escolha outro período ou outras lojas nos filtros acima.',
};
