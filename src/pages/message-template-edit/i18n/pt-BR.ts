/** pt-BR texts of /configuracoes/mensagens/{id} (README "Message templates"). */
export const messages = {
  'messageTemplateEdit.title': 'Editar mensagem',
  'messageTemplateEdit.loading': 'Carregando a mensagem',
  'messageTemplateEdit.back': '← Voltar para as mensagens',
  'messageTemplateEdit.saved': 'Mensagem “{name}” salva.',
  'messageTemplateEdit.notFound': 'Mensagem não encontrada',
  'messageTemplateEdit.notFoundHint': 'Ela pode ter sido excluída. Volte para a lista de mensagens.',
};
