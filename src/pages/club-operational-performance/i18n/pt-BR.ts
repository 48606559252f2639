/** pt-BR texts of pages/club-operational-performance (README "Texts"). */
export const messages = {
  // club analytics: the operators' identification ranking (issue 14 §6)
  'clubAnalytics.operatorRanking.rule':
    'Só entram no ranking operadores com pelo menos {min, number} cupons no período{leftOut, plural, =0 {} one {; # operador com menos cupons ficou de fora} other {; # operadores com menos cupons ficaram de fora}}.',
  'clubAnalytics.operatorRanking.noneEligible': 'Nenhum operador tem {min, number} cupons ou mais no período, o mínimo para entrar no ranking. Amplie o período ou escolha mais lojas.',
  'clubAnalytics.operatorRanking.label': '{name} · {coupons} cupons',

  // pages/club-operational-performance (/clube/performance-operacional)
  'clubOperationalPerformance.title': 'Performance operacional',
  'clubOperationalPerformance.description': 'Quanto cada operador de caixa identifica os clientes nos cupons, loja a loja.',
  'clubOperationalPerformance.loading': 'Carregando a performance dos operadores',
  'clubOperationalPerformance.exportTitle': 'Performance operacional',

  // pages/club-operational-performance: ranking and table
  'clubOperationalPerformance.unnamed': 'Operador {code}',
  'clubOperationalPerformance.ranking': 'Ranking de identificação de clientes',
  'clubOperationalPerformance.rankingNote': 'Os {count} operadores com a maior parte dos cupons com CPF/CNPJ informado no período.',
  'clubOperationalPerformance.rankingTitle': 'Ranking de operadores por cupons identificados',
  'clubOperationalPerformance.tableCaption': 'Operadores por loja, com cupons e faturamento identificados',
  'clubOperationalPerformance.tableTitle': 'Operadores',
  'clubOperationalPerformance.empty': 'Nenhum operador com cupons no período',
  'clubOperationalPerformance.emptyHint': 'Escolha outro período ou outras lojas nos filtros acima.',
  'clubOperationalPerformance.search': 'Buscar operador',
  'clubOperationalPerformance.searchPlaceholder': 'Nome, código ou loja',
  'clubOperationalPerformance.col.operator': 'Operador',
  'clubOperationalPerformance.col.code': 'Código',
  'clubOperationalPerformance.nameInStore': '{name} ({store})',
  'clubOperationalPerformance.rankingSeries': '% cupons identificados',
};
