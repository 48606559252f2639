/** pt-BR texts of pages/company-decomposition (README "Texts"). */
export const messages = {
  // pages/company-decomposition (/empresa/decomposicao)
  'companyDecomposition.title': 'Decomposição do faturamento',
  'companyDecomposition.description': 'A variação do faturamento entre dois períodos, separada nos efeitos de clientes, frequência de compra e ticket médio.',
  'companyDecomposition.referenceReset': 'Mesmos dias do ano anterior',
  'companyDecomposition.exportTitle': 'Decomposição do faturamento',

  // pages/company-decomposition: report
  'companyDecomposition.range': '{start} a {end}',
  'companyDecomposition.reference': 'Referência ({range})',
  'companyDecomposition.current': 'Atual ({range})',
  'companyDecomposition.referenceShort': 'Referência',
  'companyDecomposition.currentShort': 'Atual',
  'companyDecomposition.factor.loyaltyCustomers': 'Clientes (fidelidade)',
  'companyDecomposition.factor.loyaltyFrequency': 'Compras por cliente (fidelidade)',
  'companyDecomposition.factor.loyaltyTicket': 'Ticket médio (fidelidade)',
  'companyDecomposition.factor.loyaltyRevenue': 'Faturamento fidelidade',
  'companyDecomposition.factor.otherTickets': 'Cupons (não fidelidade)',
  'companyDecomposition.factor.otherTicket': 'Ticket médio (não fidelidade)',
  'companyDecomposition.factor.otherRevenue': 'Faturamento não fidelidade',
  'companyDecomposition.effects': 'Efeitos sobre o faturamento',
  'companyDecomposition.waterfall': 'Da receita de referência à atual',
  'companyDecomposition.factors': 'Fatores dos dois períodos',
  'companyDecomposition.methodNote':
    'Método: decomposição LMDI aditiva. Fidelidade: faturamento = clientes × compras por cliente × ticket médio; não fidelidade: faturamento = cupons × ticket médio. Cada efeito = L × ln(fator atual ÷ fator de referência), com L = (R1 − R0) ÷ (ln R1 − ln R0); os efeitos somam exatamente a variação. Quando um fator é zero em um dos períodos, toda a variação vai para ele (por exemplo, clientes que surgiram).',
  'companyDecomposition.factor': 'Fator',
};
