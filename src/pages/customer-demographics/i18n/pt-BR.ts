/** pt-BR texts of pages/customer-demographics (README "Texts"). */
export const messages = {
  // pages/customer-demographics (/clientes/perfil-demografico)
  'customerDemographics.title': 'Perfil demográfico',
  'customerDemographics.description':
    'Gênero, faixa etária, tipo de pessoa, cidade e bairro dos clientes cadastrados até o fim do período, com o faturamento fidelidade de cada grupo no período.',
  'customerDemographics.loading': 'Carregando o perfil demográfico',
  'customerDemographics.exportTitle': 'Perfil demográfico',
  'customerDemographics.storesNote': 'As lojas selecionam os clientes pela loja de cadastro; o faturamento conta as compras deles em todas as lojas.',

  // KPI cards
  'customerDemographics.kpi.NUM_CLIENTES': 'Clientes cadastrados',
  'customerDemographics.kpi.NUM_CLIENTES.tip':
    'Clientes cadastrados até a data de referência ({date}), nas lojas de cadastro e no tipo de pessoa escolhidos.',
  'customerDemographics.kpi.VAL_FATURAMENTO_FIDELIDADE': 'Faturamento fidelidade',
  'customerDemographics.kpi.VAL_FATURAMENTO_FIDELIDADE.tip': 'Soma dos cupons fidelidade desses clientes no período, em qualquer loja.',
  'customerDemographics.kpi.NUM_CUPONS_FIDELIDADE': 'Cupons fidelidade',
  'customerDemographics.kpi.NUM_CUPONS_FIDELIDADE.tip': 'Cupons desses clientes no período, emitidos depois do cadastro.',
  'customerDemographics.kpi.VAL_TICKET_MEDIO': 'Ticket médio',
  'customerDemographics.kpi.VAL_TICKET_MEDIO.tip': 'Faturamento fidelidade ÷ cupons fidelidade no período.',

  // sections
  'customerDemographics.genders': 'Gênero',
  'customerDemographics.ageBands': 'Faixa etária',
  'customerDemographics.ageBands.note': 'Idade em anos completos na data de referência; sem data de nascimento ou fora de 18 a 110 anos: não informado.',
  'customerDemographics.personTypes': 'Tipo de pessoa',
  'customerDemographics.cities': 'Cidades',
  'customerDemographics.cities.note': 'As 20 cidades com mais clientes; as demais somadas em "Outros".',
  'customerDemographics.neighborhoods': 'Bairros',
  'customerDemographics.neighborhoods.note': 'Os 20 bairros com mais clientes; os demais somados em "Outros".',
  'customerDemographics.consumersSeries': 'Clientes',
  'customerDemographics.revenueSeries': 'Faturamento fidelidade',
  'customerDemographics.tableTip':
    'Clientes: cadastrados até a data de referência. % clientes: parte do total de clientes. Faturamento e cupons fidelidade: compras do grupo no período. % faturamento: parte do faturamento fidelidade de todos os clientes. Ticket médio: faturamento ÷ cupons.',
  'customerDemographics.empty': 'Nenhum cliente cadastrado nos filtros escolhidos',
  'customerDemographics.emptyHint': 'Escolha outras lojas, outro tipo de pessoa ou um período que termine mais tarde.',

  // group names
  'customerDemographics.group.gender.F': 'Feminino',
  'customerDemographics.group.gender.M': 'Masculino',
  'customerDemographics.group.notInformed': 'Não informado',
  'customerDemographics.group.person.F': 'Pessoa física',
  'customerDemographics.group.person.J': 'Pessoa jurídica',
  'customerDemographics.group.age': '{from} a {to} anos',
  'customerDemographics.group.age65': '65 anos ou mais',
  'customerDemographics.group.others': 'Outros',
  'customerDemographics.group.neighborhood': '{neighborhood} ({city})',
};
