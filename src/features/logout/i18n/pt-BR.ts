/** pt-BR texts of features/logout (README "Texts"). */
export const messages = {
  'shell.logout': 'Sair',
  'shell.logoutFailed': 'Não foi possível sair. Tente novamente.',
};
