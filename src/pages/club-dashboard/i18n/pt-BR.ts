/** pt-BR texts of pages/club-dashboard (README "Texts"). */
export const messages = {
  // pages/club-dashboard (/clube/dashboard)
  'clubDashboard.title': 'Dashboard do Clube',
  'clubDashboard.description': 'Clientes do clube de fidelidade, participação no faturamento e evolução mês a mês.',
  'clubDashboard.loading': 'Carregando os indicadores do clube',

  // pages/club-dashboard: monthly charts
  'clubDashboard.registrations': 'Novos cadastros por mês',
  'clubDashboard.registrationsNote': 'Clientes cadastrados no clube, de {first} a {last}, pela loja de cadastro.',
  'clubDashboard.registrationsSeries': 'Novos cadastros',
  'clubDashboard.revenueByMonth': 'Faturamento fidelidade e não fidelidade por mês',
  'clubDashboard.revenueByMonthNote': 'Cupons de clientes do clube e demais cupons, de {first} a {last}.',
  'clubDashboard.series.loyalty': 'Fidelidade',
  'clubDashboard.series.nonLoyalty': 'Não fidelidade',
};
