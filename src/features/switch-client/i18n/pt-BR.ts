/** pt-BR texts of features/switch-client (README "Texts"). */
export const messages = {
  'shell.switchClient': 'Trocar de cliente',
  'shell.switchingClient': 'Trocando de cliente…',
  'shell.switchClientFailed': 'Não foi possível trocar de cliente. Tente novamente.',
};
