/** pt-BR texts of pages/company-revenue (README "Texts"). */
export const messages = {
  // pages/company-revenue (/empresa/faturamento)
  'companyRevenue.title': 'Faturamento',
  'companyRevenue.description': 'Faturamento, cupons e ticket médio da empresa por período, comparados com o ano anterior.',
  'companyRevenue.kpis': 'Indicadores do período',
  'companyRevenue.chartTitle': 'Faturamento por {granularity, select, DIARIO {dia} SEMANAL {semana} ANUAL {ano} other {mês}}',
  'companyRevenue.tableTitle': 'Faturamento por {granularity, select, DIARIO {dia} SEMANAL {semana} ANUAL {ano} other {mês}}',
};
