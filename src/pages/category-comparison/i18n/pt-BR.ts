/** pt-BR texts of pages/category-comparison (README "Texts"). */
export const messages = {
  // pages/category-comparison (/produtos/comparativo-categorias)
  'categoryComparison.title': 'Comparativo de categorias',
  'categoryComparison.description': 'De 2 a 5 categorias de produtos lado a lado no período e contra um período de referência.',
  'categoryComparison.loading': 'Carregando o comparativo de categorias',
  'categoryComparison.referenceReset': 'Mesmos dias do ano anterior',
  'categoryComparison.scopeNote': 'Vendas de todos os cupons das lojas escolhidas (fidelidade e tipo de pessoa não se aplicam); as mesmas lojas nos dois períodos.',
  'categoryComparison.empty': 'Nenhuma categoria vendida no período',
  'categoryComparison.emptyHint': 'Escolha outro período ou outras lojas nos filtros acima.',
};
