/** pt-BR texts of /configuracoes/mensagens/nova (README "Message templates"). */
export const messages = {
  'messageTemplateNew.title': 'Nova mensagem',
  'messageTemplateNew.description': 'Um texto padrão de um canal para um tipo de mensagem, com as variáveis que o sistema preenche no envio.',
  'messageTemplateNew.back': '← Voltar para as mensagens',
  'messageTemplateNew.created': 'Mensagem “{name}” criada.',
};
