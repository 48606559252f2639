/** pt-BR texts of features/global-search (README "Texts"). */
export const messages = {
  'shell.search.label': 'Buscar páginas',
  'shell.search.placeholder': 'Buscar páginas...',
  'shell.search.suggestions': 'Sugestões de busca',
  'shell.search.recents': 'Buscas recentes',
  'shell.search.pages': 'Páginas',
  'shell.search.empty': 'Nenhuma página encontrada',
};
