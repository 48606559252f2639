/** pt-BR texts of pages/customer-interests-company (README "Texts"). */
export const messages = {
  // pages/customer-interests-company (/clientes/interesses/pessoa-juridica); the tabs, notes and tables are widgets/interest-affinity's
  'customerInterestsCompany.title': 'Interesses de pessoa jurídica',
  'customerInterestsCompany.description':
    'Departamentos e categorias em que as empresas (CNPJ) gastam mais do que o conjunto dos clientes do clube: participação no faturamento fidelidade e índice de afinidade.',
  'customerInterestsCompany.loading': 'Carregando os interesses dos clientes',
};
