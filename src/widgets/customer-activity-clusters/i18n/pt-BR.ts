/** pt-BR texts of widgets/customer-activity-clusters (README "Texts"). */
export const messages = {
  // client activity clusters
  'clusters.title': 'Atividade dos clientes',
  'clusters.subtitle': 'Em {date} · {registered} clientes cadastrados',
  'clusters.help': 'Clientes cadastrados até o último dia do período, separados pela última compra identificada (critério de recência da conta).',
  'clusters.chartTitle': 'Clientes por grupo de atividade',
  'clusters.clients': 'Clientes',
  'clusters.empty': 'Ainda não há vendas processadas para mostrar a atividade dos clientes.',
  'clusters.noClients': 'Nenhum cliente cadastrado até esta data nas lojas selecionadas.',
  'clusters.actives': 'Ativos',
  'clusters.recentInactives': 'Inativos recentes',
  'clusters.atRisk': 'Em risco',
  'clusters.losses': 'Perdidos',
  'clusters.neverBought': 'Nunca compraram',
  'clusters.rule.within': 'Compraram nos últimos {bought} dias',
  'clusters.rule.between': 'Compraram nos últimos {bought} dias, mas não nos últimos {notBought}',
  'clusters.rule.notWithin': 'Já compraram, mas não nos últimos {notBought} dias',
  'clusters.rule.never': 'Cadastrados que nunca compraram identificados até a data',
  'clusters.rule.none': 'Sem critério configurado',
};
