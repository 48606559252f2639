/** pt-BR texts of pages/not-found (README "Texts"). */
export const messages = {
  'notFound.title': 'Página não encontrada',
  'notFound.description': 'O endereço que você acessou não existe ou foi movido.',
};
