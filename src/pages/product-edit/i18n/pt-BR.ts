/** pt-BR texts of /produtos/novo and /produtos/alterar/:id (README "Texts"). */
export const messages = {
  'productEdit.newTitle': 'Novo produto',
  'productEdit.editHeading': '{name} (SKU {sku})',
  'productEdit.newSubtitle': 'Cadastre um produto que a integração ainda não enviou. Os campos editados aqui não são sobrescritos pela integração.',
  'productEdit.editSubtitle': 'Os campos que você alterar ficam marcados como editados: a integração de vendas não os sobrescreve.',
  'productEdit.backToList': '← Voltar ao catálogo',
  'productEdit.notFound': 'Produto não encontrado',
  'productEdit.notFoundHint': 'O endereço não corresponde a um produto da conta. Escolha o produto na lista do catálogo.',
  'productEdit.created': '{name} cadastrado.',
  'productEdit.saved': '{name} salvo.',
  'productEdit.nothingChanged': 'Nada mudou em {name}.',
  'productEdit.saveFailed': 'Não foi possível salvar o produto. Tente novamente.',
} as const;
