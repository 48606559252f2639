/** pt-BR texts of entities/customer-map (README "Texts"). */
export const messages = {
  'customerMapCanvas.mapLabel': 'Mapa dos clientes e das lojas',
  'customerMapCanvas.noWebGl': 'Este navegador não consegue desenhar o mapa (WebGL desligado).',
  'customerMapCanvas.storeMarker': 'Loja {name}',
};
