/** pt-BR texts of the campaign entity (status labels of spec §4, channel names). */
export const messages = {
  'campaign.status.DRAFT': 'Rascunho',
  'campaign.status.SCHEDULED': 'Agendada',
  'campaign.status.ACTIVE': 'Ativa',
  'campaign.status.FINISHED': 'Concluída',
  'campaign.status.INACTIVE': 'Inativa',
  'campaign.channel.sms': 'SMS',
  'campaign.channel.email': 'E-mail',
  'campaign.channel.push': 'Aplicativo',
  'campaign.channel.whatsapp': 'WhatsApp',
};
