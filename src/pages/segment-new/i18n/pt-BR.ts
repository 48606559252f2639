/** pt-BR texts of /clientes/segmentacao/nova (README "Texts"). */
export const messages = {
  'segmentNew.title': 'Nova segmentação',
  'segmentNew.subtitle': 'Combine critérios em grupos: o número de clientes é recalculado a cada alteração.',
  'segmentNew.models': 'Modelos prontos',
  'segmentNew.startFrom': 'Começar de:',
  'segmentNew.blank': 'Em branco',
  'segmentNew.modelNotFound': 'Modelo não encontrado: o editor começa em branco.',
};
