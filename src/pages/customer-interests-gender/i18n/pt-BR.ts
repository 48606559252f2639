/** pt-BR texts of pages/customer-interests-gender (README "Texts"). */
export const messages = {
  // pages/customer-interests-gender (/clientes/interesses/por-genero); the tabs, notes and tables are widgets/interest-affinity's
  'customerInterestsGender.title': 'Interesses por gênero',
  'customerInterestsGender.description':
    'Departamentos e categorias em que cada gênero gasta mais do que o conjunto dos clientes do clube: participação no faturamento fidelidade e índice de afinidade.',
  'customerInterestsGender.loading': 'Carregando os interesses dos clientes',
};
