/** pt-BR texts of pages/customer-management (README "Texts"). */
export const messages = {
  'customerManagement.title': 'Gerenciamento de clientes',
  'customerManagement.subtitle': 'Cadastros do clube e pedidos dos clientes sobre os seus dados (LGPD).',
  'customerManagement.loading': 'Carregando…',
  'customerManagement.registrations': 'Cadastros',
  'customerManagement.registrationsHint': 'Edite cadastros, confirme inscrições e ajuste pontos.',
  'customerManagement.registrationsCount': '{count, plural, one {# cliente cadastrado} other {# clientes cadastrados}}',
  'customerManagement.confirmedCount': '{count, plural, one {# confirmado} other {# confirmados}}',
  'customerManagement.registrationsTip': 'Clientes cadastrados na conta (sem os anonimizados por pedidos de exclusão); confirmados: cadastro confirmado por e-mail, SMS ou manualmente.',
  'customerManagement.requests': 'Solicitações',
  'customerManagement.requestsHint': 'Pedidos de exclusão de dados: responda em até 15 dias.',
  'customerManagement.pendingCount': '{count, plural, =0 {Nenhuma pendente} one {# pendente} other {# pendentes}}',
  'customerManagement.lateCount': '{warning, plural, =0 {} one {# perto do prazo} other {# perto do prazo}}{overdue, plural, =0 {} one { · # atrasada} other { · # atrasadas}}',
  'customerManagement.requestsTip': 'Pendentes: pedidos ainda sem resposta. Perto do prazo: 10 dias ou mais desde o pedido; atrasadas: mais de 15 dias (calendário de Brasília).',
  'customerManagement.open': 'Abrir {name}',
};
