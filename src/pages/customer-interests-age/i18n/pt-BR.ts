/** pt-BR texts of pages/customer-interests-age (README "Texts"). */
export const messages = {
  // pages/customer-interests-age (/clientes/interesses/por-idade); the tabs, notes and tables are widgets/interest-affinity's
  'customerInterestsAge.title': 'Interesses por idade',
  'customerInterestsAge.description':
    'Departamentos e categorias em que cada faixa etária gasta mais do que o conjunto dos clientes do clube: participação no faturamento fidelidade e índice de afinidade.',
  'customerInterestsAge.loading': 'Carregando os interesses dos clientes',
};
