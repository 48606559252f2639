/** pt-BR texts of features/quick-actions (README "Texts"). */
export const messages = {
  // toolbar: quick actions
  'quickActions.button': 'Ações rápidas',
  'quickActions.smsCampaign': 'Nova campanha SMS',
  'quickActions.emailCampaign': 'Nova campanha de e-mail',
  'quickActions.whatsappCampaign': 'Nova campanha WhatsApp',
  'quickActions.pushCampaign': 'Nova notificação push',
  'quickActions.segment': 'Novo segmento',
  'quickActions.banner': 'Novo banner',
  'quickActions.offer': 'Nova oferta',
  'quickActions.coupon': 'Novo cupom de desconto',
  'quickActions.raffle': 'Novo sorteio',
  'quickActions.industryResults': 'Resultados gerais da indústria',
  'quickActions.tradeOffers': 'Propostas de ofertas trade',
  'quickActions.smsTrade': 'SMS trade',
};
