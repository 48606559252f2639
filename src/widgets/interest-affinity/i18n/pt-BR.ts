/** pt-BR texts of widgets/interest-affinity (README "Texts"): the interests pages' tabs, notes and tables. */
export const messages = {
  // the four interests pages (/clientes/interesses, por-genero, por-idade, pessoa-juridica)
  'interestAffinity.views': 'Visões',
  'interestAffinity.view.GENDER': 'Por gênero',
  'interestAffinity.view.AGE': 'Por idade',
  'interestAffinity.view.PERSON_TYPE': 'Pessoa jurídica',
  'interestAffinity.months': 'Meses inteiros de {from} a {to}. As lojas selecionam os clientes pela loja de cadastro.',
  'interestAffinity.allDepartments': 'Todos os departamentos',
  'interestAffinity.drilled': 'Categorias do departamento {department}',
  'interestAffinity.openDepartment': 'Ver as categorias de {department}',

  // groups
  'interestAffinity.group.gender.F': 'Feminino',
  'interestAffinity.group.gender.M': 'Masculino',
  'interestAffinity.group.notInformed': 'Não informado',
  'interestAffinity.group.person.F': 'Pessoa física',
  'interestAffinity.group.person.J': 'Pessoa jurídica',
  'interestAffinity.group.age': '{from} a {to} anos',
  'interestAffinity.group.age65': '65 anos ou mais',
  'interestAffinity.groupSummary': '{count, plural, one {# cliente comprador} other {# clientes compradores}} · {revenue}',
  'interestAffinity.noDepartment': 'Sem departamento',
  'interestAffinity.noCategory': 'Sem categoria',

  // table and chart
  'interestAffinity.column.name': 'Departamento',
  'interestAffinity.column.category': 'Categoria',
  'interestAffinity.column.PER_PARTICIPACAO': '% do grupo',
  'interestAffinity.column.PER_PARTICIPACAO_GERAL': '% de todos',
  'interestAffinity.column.IDX_AFINIDADE': 'Índice de afinidade',
  'interestAffinity.column.NUM_CLIENTES_COMPRADORES': 'Compradores',
  'interestAffinity.column.VAL_FATURAMENTO_FIDELIDADE': 'Faturamento fidelidade',
  'interestAffinity.smallSample': 'amostra pequena',
  'interestAffinity.tip':
    '% do grupo: parte do faturamento fidelidade do grupo gasta no item. % de todos: a mesma parte para todos os clientes do clube. Índice = % do grupo ÷ % de todos × 100 (100 = como todos; 150 = metade a mais). Com menos de 30 clientes do grupo comprando o item, sem índice: "amostra pequena".',
  'interestAffinity.chart': 'Maiores índices de afinidade',
  'interestAffinity.indexSeries': 'Índice de afinidade',
  'interestAffinity.empty': 'Nenhuma compra fidelidade de clientes neste período',
  'interestAffinity.emptyHint': 'Escolha outro período ou outras lojas.',
  'interestAffinity.emptyGroup': 'Nenhuma compra deste grupo no período',
};
