/** pt-BR texts of /produtos/novo (README "Texts"). */
export const messages = {
  'productNew.title': 'Novo produto',
  'productNew.subtitle': 'Cadastre um produto que a integração ainda não enviou. Os campos cadastrados aqui não são sobrescritos pela integração.',
  'productNew.backToList': '← Voltar ao catálogo',
  'productNew.created': '{name} cadastrado.',
  'productNew.saveFailed': 'Não foi possível cadastrar o produto. Tente novamente.',
} as const;
