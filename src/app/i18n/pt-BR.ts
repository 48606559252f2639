/** pt-BR texts of app (README "Texts"). */
export const messages = {
  'chunkError.title': 'Não foi possível carregar a página',
  'chunkError.description': 'A conexão demorou demais ou foi interrompida. Recarregue para tentar de novo.',
};
