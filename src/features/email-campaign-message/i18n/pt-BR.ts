/** pt-BR texts of the e-mail message step. */
export const messages = {
  'emailCampaignMessage.subject': 'Assunto',
  'emailCampaignMessage.text': 'Texto do e-mail',
};
