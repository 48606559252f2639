/** pt-BR texts of features/user-menu (README "Texts"). */
export const messages = {
  'shell.user': 'Usuário',
  // user menu and admin module selector (top bar)
  'userMenu.button': 'Menu do usuário {name}',
  'userMenu.notifications': 'Notificações',
  'userMenu.users': 'Usuários',
  'userMenu.settings': 'Configurações',
};
