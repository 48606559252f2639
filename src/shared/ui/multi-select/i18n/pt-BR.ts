/**
 * pt-BR texts of the multi-select (shared/ui/multi-select). Not in the first load: the part puts them in scope itself
 * (MessagesScope around its view), so they come with the chunks that show it (README "Texts").
 */
export const messages = {
  'multiSelect.placeholder': 'Digite para buscar',
  'multiSelect.remove': 'Remover {label}',
  'multiSelect.loading': 'Buscando…',
  'multiSelect.noOptions': 'Nenhuma opção encontrada',
  'multiSelect.more': 'Mostrando {shown, number} de {total, number}: digite para refinar',
};
