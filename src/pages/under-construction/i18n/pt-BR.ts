/** pt-BR texts of pages/under-construction (README "Texts"). */
export const messages = {
  'underConstruction.title': 'Página em construção',
  'underConstruction.description':
    'A página {page} ainda está sendo construída. Em breve ela estará disponível aqui.',
};
