/** pt-BR texts of pages/customer-interests (README "Texts"). */
export const messages = {
  // pages/customer-interests (/clientes/interesses); the tabs, notes and tables are widgets/interest-affinity's
  'customerInterests.title': 'Interesses',
  'customerInterests.description':
    'Em que departamentos e categorias cada grupo de clientes gasta mais do que o conjunto dos clientes do clube. Esta página abre na visão por gênero; escolha outra visão abaixo.',
  'customerInterests.loading': 'Carregando os interesses dos clientes',
};
