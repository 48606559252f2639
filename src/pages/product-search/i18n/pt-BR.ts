/** pt-BR texts of pages/product-search (README "Texts"). */
export const messages = {
  // pages/product-search (/produtos/busca-produto)
  'productSearch.title': 'Busca de produto',
  'productSearch.description': 'Encontre um produto pelo nome, SKU ou EAN e veja as suas vendas.',
  'productSearch.loading': 'Buscando produtos',
  'productSearch.search': 'Nome, SKU ou EAN',
  'productSearch.searchPlaceholder': 'Ex.: arroz tipo 1, 100006 ou 7891234567895',
  'productSearch.submit': 'Buscar',
  'productSearch.start': 'Digite o nome, o SKU ou o EAN de um produto',
  'productSearch.startHint':
    'O nome é buscado sem diferenciar maiúsculas e acentos (todas as palavras digitadas); SKU e EAN, exatamente. Os EANs são os que o sistema da rede envia no cadastro dos produtos.',
  'productSearch.tooLong': 'Busca longa demais (até 120 caracteres)',
  'productSearch.none': 'Nenhum produto encontrado para “{text}”',
  'productSearch.noneHint': 'Confira a grafia ou busque por uma palavra do nome, pelo SKU ou pelo EAN.',
  'productSearch.count': '{total, plural, one {# produto encontrado} other {# produtos encontrados}}{shown, select, all {} other {; mostrando os {shown} primeiros}}',
  'productSearch.caption': 'Produtos encontrados',
  'productSearch.col.name': 'Produto',
  'productSearch.col.sku': 'SKU',
  'productSearch.col.ean': 'EAN principal',
  'productSearch.col.group': 'Departamento › categoria › subcategoria',
  'productSearch.col.brand': 'Marca',
  'productSearch.col.measure': 'Unidade',
  'productSearch.weighable': '{measure} (pesável)',
};
