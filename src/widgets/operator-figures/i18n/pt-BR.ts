/** pt-BR texts of widgets/operator-figures (README "Texts"). */
export const messages = {
  // the operator tables' figure columns (club operational performance, operator details)
  'operatorFigures.col.store': 'Loja',
  'operatorFigures.col.firstDay': 'Primeiro dia',
  'operatorFigures.col.coupons': 'Cupons',
  'operatorFigures.col.identified': 'Identificados',
  'operatorFigures.col.identifiedShare': '% identificados',
  'operatorFigures.col.revenue': 'Faturamento',
  'operatorFigures.col.identifiedRevenue': 'Faturamento identificado',
  'operatorFigures.col.identifiedRevenueShare': '% faturamento identificado',
};
