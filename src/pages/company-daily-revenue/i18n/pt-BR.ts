/** pt-BR texts of pages/company-daily-revenue (README "Texts"). */
export const messages = {
  // pages/company-daily-revenue (/empresa/faturamento/diario/:mes)
  'companyDailyRevenue.title': 'Faturamento diário de {month}',
  'companyDailyRevenue.titleInvalid': 'Faturamento diário',
  'companyDailyRevenue.description': 'Os dias do mês com os filtros de lojas e clientes do Faturamento.',
  'companyDailyRevenue.invalidMonth': 'O mês "{month}" não é válido. Use o formato AAAA-MM, por exemplo 2026-03.',
  'companyDailyRevenue.back': '← Voltar para Faturamento',
  'companyDailyRevenue.nav': 'Navegação do faturamento',
  'companyDailyRevenue.previousMonth': 'Mês anterior',
  'companyDailyRevenue.nextMonth': 'Próximo mês',
  'companyDailyRevenue.store': 'Loja {id}',
  'companyDailyRevenue.allStores': 'Todas as lojas',
  'companyDailyRevenue.scope':
    'Mostrando {start} a {end} · {stores} · {loyalty, select, LOYALTY {só fidelidade} NON_LOYALTY {só não fidelidade} other {todos os cupons}}{person, select, F { · pessoa física} J { · pessoa jurídica} other {}}',
  'companyDailyRevenue.kpis': 'Indicadores do mês',
  'companyDailyRevenue.chartTitle': 'Faturamento por dia',
  'companyDailyRevenue.tableTitle': 'Faturamento por dia',
};
