/**
 * pt-BR texts of the guided tour (shared/ui/guided-tour). Not in the first load: the part puts them in scope itself
 * (MessagesScope around its view), so they come with the chunks that show it (README "Texts").
 */
export const messages = {
  'ui.tour.previous': 'Anterior',
  'ui.tour.next': 'Próximo',
  'ui.tour.done': 'Concluir',
  'ui.tour.skip': 'Pular',
  'ui.tour.progress': 'Passo {current} de {total}',
};
