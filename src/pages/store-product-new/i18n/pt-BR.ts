/** pt-BR texts of /produtos/novo-produto-loja (README "Texts"). */
export const messages = {
  'storeProductNew.title': 'Novo produto na loja',
  'storeProductNew.subtitle': 'Cadastre um produto do catálogo em uma loja, com o preço, o estoque e a configuração de venda dela.',
  'storeProductNew.back': '← Produtos por loja',
  'storeProductNew.created': '{name} cadastrado em {store}.',
  'storeProductNew.saveFailed': 'Não foi possível cadastrar o produto na loja. Tente novamente.',
} as const;
