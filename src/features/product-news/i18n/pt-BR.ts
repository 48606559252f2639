/** pt-BR texts of features/product-news (README "Texts"). */
export const messages = {
  // toolbar: Novidades
  'news.button': 'Novidades',
  'news.buttonUnread': 'Novidades, {count, plural, one {# não lida} other {# não lidas}}',
  'news.title': 'Novidades',
  'news.empty': 'Nenhuma novidade por enquanto.',
  'news.markAllRead': 'Marcar todas como lidas',
  'news.markRead': 'Marcar como lida',
  'news.unread': 'Não lida',
  'news.open': 'Abrir página',
  'news.teaser': '{count, plural, one {Há # novidade no produto} other {Há # novidades no produto}}',
  'news.teaserOpen': 'Ver novidades',
  'news.teaserDismiss': 'Dispensar',
};
