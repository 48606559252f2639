/** pt-BR texts of pages/updating-system (README "Texts"). */
export const messages = {
  'updatingSystem.title': 'Estamos atualizando o sistema',
  'updatingSystem.description': 'Uma nova versão está sendo publicada. Recarregue a página em alguns instantes.',
};
