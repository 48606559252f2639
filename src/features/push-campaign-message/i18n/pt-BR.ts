/** pt-BR texts of the push message step. */
export const messages = {
  'pushCampaignMessage.title': 'Título da notificação',
  'pushCampaignMessage.text': 'Texto da notificação',
};
