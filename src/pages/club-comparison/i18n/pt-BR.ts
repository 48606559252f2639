/** pt-BR texts of pages/club-comparison (README "Texts"). */
export const messages = {
  // pages/club-comparison (/clube/comparativo)
  'clubComparison.title': 'Comparativo do Clube',
  'clubComparison.description': 'Os indicadores do clube no período escolhido e no período de referência (por padrão, os mesmos dias um ano antes).',
  'clubComparison.loading': 'Carregando o comparativo do clube',
  'clubComparison.referenceReset': 'Um ano antes',
  'clubComparison.exportTitle': 'Comparativo do clube',

  // pages/club-comparison: KPIs and table
  'clubComparison.range': '{start} a {end}',
  'clubComparison.referenceValue': 'Referência: {value} · ',
  'clubComparison.tableCaption': 'Indicadores do clube no período e na referência ({reference})',
  'clubComparison.tableTitle': 'Período × referência ({reference})',
  'clubComparison.empty': 'Sem indicadores',
  'clubComparison.emptyHint': 'Escolha outro período.',
};
