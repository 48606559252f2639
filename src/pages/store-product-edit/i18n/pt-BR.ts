/** pt-BR texts of /produtos/alterar-produto-loja/:id (README "Texts"). */
export const messages = {
  'storeProductEdit.heading': '{name} em {store}',
  'storeProductEdit.subtitle': 'Preço, estoque e venda do produto nesta loja. As alterações ficam no histórico do produto.',
  'storeProductEdit.back': '← Produtos por loja',
  'storeProductEdit.productLink': 'Ver o produto no catálogo (histórico)',
  'storeProductEdit.notFound': 'Produto da loja não encontrado',
  'storeProductEdit.notFoundHint': 'O endereço não corresponde a um produto cadastrado em uma loja da conta.',
  'storeProductEdit.saved': '{name} salvo em {store}.',
  'storeProductEdit.nothingChanged': 'Nada mudou.',
  'storeProductEdit.saveFailed': 'Não foi possível salvar. Tente novamente.',
} as const;
