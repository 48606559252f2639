/** pt-BR texts of pages/profile (README "Texts"). */
export const messages = {
  // /perfil (Notificações)
  'profile.title': 'Notificações',
  'profile.subtitle': 'Avisos da plataforma que pedem a atenção da sua conta.',
  'profile.loading': 'Carregando notificações',
  'profile.listLabel': 'Notificações da conta',
  'profile.empty': 'Nenhuma notificação no momento',
  'profile.emptyHint': 'Quando houver ofertas trade disponíveis ou solicitações pendentes, elas aparecem aqui.',
  'profile.notification.tradeOffers': '{count, plural, one {# oferta trade disponível} other {# ofertas trade disponíveis}}',
  'profile.notification.deleteRequests': '{count, plural, one {# solicitação de exclusão de dados pendente} other {# solicitações de exclusão de dados pendentes}}',
  'profile.notification.other': '{count, plural, one {# aviso} other {# avisos}}',
  'profile.notification.tradeOffersLink': 'Ver ofertas trade',
  'profile.notification.deleteRequestsLink': 'Ver solicitações',
  'profile.notification.open': 'Abrir',
  'profile.updatedAt': 'Atualizado em {date}',
  'profile.noAccess': 'Você não tem acesso à página destes itens. Fale com o administrador da conta.',
};
