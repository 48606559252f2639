/**
 * pt-BR texts of the data table and its list footer (shared/ui/data-table). Not in the first load: the part puts them in scope itself
 * (MessagesScope around its view), so they come with the chunks that show it (README "Texts").
 */
export const messages = {
  'dataTable.moreColumns': 'Há colunas fora da área visível: role a tabela para o lado ou use os botões.',
  'dataTable.previousColumns': '← Colunas anteriores',
  'dataTable.nextColumns': 'Mais colunas →',
  'dataTable.noMatch': 'Nenhum resultado para a busca',
  'dataTable.noMatchHint': 'Confira o nome ou o código digitado.',
  'dataTable.pageRange': '{first}–{last} de {total}',
  'dataTable.previousPage': 'Anterior',
  'dataTable.nextPage': 'Próxima',
  'dataTable.showing': 'Mostrando {shown, number} de {total, number}',
  'dataTable.loadMore': 'Carregar mais',
  'dataTable.loadingMore': 'Carregando…',
};
