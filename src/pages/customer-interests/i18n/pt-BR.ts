/** pt-BR texts of pages/customer-interests (README "Texts"). */
export const messages = {
  // pages/customer-interests (/clientes/interesses, por-genero, por-idade, pessoa-juridica)
  'customerInterests.title': 'Interesses',
  'customerInterests.title.GENDER': 'Interesses por gênero',
  'customerInterests.title.AGE': 'Interesses por idade',
  'customerInterests.title.PERSON_TYPE': 'Interesses de pessoa jurídica',
  'customerInterests.description':
    'Em que departamentos e categorias cada grupo de clientes gasta mais do que o conjunto dos clientes do clube: participação no faturamento fidelidade e índice de afinidade.',
  'customerInterests.loading': 'Carregando os interesses dos clientes',
  'customerInterests.views': 'Visões',
  'customerInterests.view.GENDER': 'Por gênero',
  'customerInterests.view.AGE': 'Por idade',
  'customerInterests.view.PERSON_TYPE': 'Pessoa jurídica',
  'customerInterests.months': 'Meses inteiros de {from} a {to}. As lojas selecionam os clientes pela loja de cadastro.',
  'customerInterests.allDepartments': 'Todos os departamentos',
  'customerInterests.drilled': 'Categorias do departamento {department}',
  'customerInterests.openDepartment': 'Ver as categorias de {department}',

  // groups
  'customerInterests.group.gender.F': 'Feminino',
  'customerInterests.group.gender.M': 'Masculino',
  'customerInterests.group.notInformed': 'Não informado',
  'customerInterests.group.person.F': 'Pessoa física',
  'customerInterests.group.person.J': 'Pessoa jurídica',
  'customerInterests.group.age': '{from} a {to} anos',
  'customerInterests.group.age65': '65 anos ou mais',
  'customerInterests.groupSummary': '{count, plural, one {# cliente comprador} other {# clientes compradores}} · {revenue}',
  'customerInterests.noDepartment': 'Sem departamento',
  'customerInterests.noCategory': 'Sem categoria',

  // table and chart
  'customerInterests.column.name': 'Departamento',
  'customerInterests.column.category': 'Categoria',
  'customerInterests.column.PER_PARTICIPACAO': '% do grupo',
  'customerInterests.column.PER_PARTICIPACAO_GERAL': '% de todos',
  'customerInterests.column.IDX_AFINIDADE': 'Índice de afinidade',
  'customerInterests.column.NUM_CLIENTES_COMPRADORES': 'Compradores',
  'customerInterests.column.VAL_FATURAMENTO_FIDELIDADE': 'Faturamento fidelidade',
  'customerInterests.smallSample': 'amostra pequena',
  'customerInterests.tip':
    '% do grupo: parte do faturamento fidelidade do grupo gasta no item. % de todos: a mesma parte para todos os clientes do clube. Índice = % do grupo ÷ % de todos × 100 (100 = como todos; 150 = metade a mais). Com menos de 30 clientes do grupo comprando o item, sem índice: "amostra pequena".',
  'customerInterests.chart': 'Maiores índices de afinidade',
  'customerInterests.indexSeries': 'Índice de afinidade',
  'customerInterests.empty': 'Nenhuma compra fidelidade de clientes neste período',
  'customerInterests.emptyHint': 'Escolha outro período ou outras lojas.',
  'customerInterests.emptyGroup': 'Nenhuma compra deste grupo no período',
};
