/** pt-BR texts of features/support-widget (README "Texts"). */
export const messages = {
  // toolbar: Suporte
  'support.button': 'Suporte',
  'support.unavailable': 'Suporte indisponível no momento',
  'support.title': 'Suporte',
  'support.close': 'Fechar',
  'support.pageHelp': 'Ajuda sobre esta página',
  'support.pageHelpGeneric': 'Descreva o que você estava fazendo e o que aconteceu: nossa equipe responde por e-mail.',
  'support.contacts': 'Contatos',
  'support.helpDesk': 'Central de atendimento',
  'support.accountAdmins': 'Administradores da sua conta',
  'support.contactsFailed': 'Não foi possível carregar os contatos.',
  'support.form': 'Abrir chamado',
  'support.subject': 'Assunto',
  'support.message': 'Mensagem',
  'support.messageTooShort': 'Escreva pelo menos 10 caracteres',
  'support.tooLong': 'Texto longo demais (máximo {max} caracteres)',
  'support.send': 'Enviar chamado',
  'support.sent': 'Chamado #{number} aberto. Nossa equipe responde por e-mail.',
  'support.sendFailed': 'Não foi possível abrir o chamado. Tente novamente.',
  'support.newRequest': 'Abrir outro chamado',
};
