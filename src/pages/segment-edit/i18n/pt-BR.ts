/** pt-BR texts of /clientes/segmentacao/editar/:id (README "Texts"). */
export const messages = {
  'segmentEdit.title': 'Editar segmentação',
  'segmentEdit.subtitle':
    'Versão {version} · contado em {counted} · {campaigns, plural, =0 {nenhuma campanha usa este segmento} one {usado por uma campanha, que mantém a versão que usou} other {usado por # campanhas, que mantêm a versão que usaram}}.',
  'segmentEdit.notFound': 'Segmento não encontrado',
  'segmentEdit.backToList': 'Voltar à lista de segmentos',
};
