/** pt-BR texts of pages/product-comparison (README "Texts"). */
export const messages = {
  // pages/product-comparison (/produtos/comparativo-produtos)
  'productComparison.title': 'Comparativo de produtos',
  'productComparison.description': 'De 2 a 5 produtos lado a lado no período e contra um período de referência.',
  'productComparison.loading': 'Carregando o comparativo de produtos',
  'productComparison.referenceReset': 'Mesmos dias do ano anterior',
  'productComparison.scopeNote': 'Vendas de todos os cupons das lojas escolhidas (fidelidade e tipo de pessoa não se aplicam); as mesmas lojas nos dois períodos.',
  'productComparison.empty': 'Nenhum produto vendido no período',
  'productComparison.emptyHint': 'Escolha outro período ou outras lojas nos filtros acima.',
};
