/** pt-BR texts of pages/club-operator-details (README "Texts"). */
export const messages = {
  // pages/club-operator-details (/clube/performance-operacional/detalhes-operador/:id)
  'clubOperatorDetails.title': 'Detalhes do operador',
  'clubOperatorDetails.back': '← Voltar para Performance operacional',
  'clubOperatorDetails.loading': 'Carregando os dados do operador',
  'clubOperatorDetails.unnamed': 'Operador {code}',
  'clubOperatorDetails.code': 'Código {code}',
  'clubOperatorDetails.exportTitle': 'Operador por loja',
  'clubOperatorDetails.notFound': 'Operador não encontrado',
  'clubOperatorDetails.notFoundHint': 'Este operador não emitiu cupons nas lojas escolhidas até o fim do período.',

  // pages/club-operator-details: chart and table
  'clubOperatorDetails.daysChart': 'Cupons identificados por dia',
  'clubOperatorDetails.daysChartNote': 'Parte dos cupons do operador com CPF/CNPJ informado, em cada dia do período com vendas.',
  'clubOperatorDetails.daysSeries': '% cupons identificados',
  'clubOperatorDetails.daysChartTitle': 'Percentual de cupons identificados por dia',
  'clubOperatorDetails.tableCaption': 'O operador em cada loja',
  'clubOperatorDetails.tableTitle': 'Por loja',
  'clubOperatorDetails.empty': 'Nenhuma loja',
  'clubOperatorDetails.emptyHint': 'O operador não emitiu cupons nas lojas escolhidas.',
};
