/** pt-BR texts of features/password-reset: "Esqueci minha senha" (README "Texts"). */
export const messages = {
  'passwordReset.email': 'E-mail',
  'passwordReset.emailPlaceholder': 'voce@suarede.com.br',
  'passwordReset.send': 'Enviar link',
  'passwordReset.unavailable': 'Não foi possível concluir agora. Verifique sua conexão e tente novamente.',
  'passwordReset.newPassword': 'Nova senha',
  'passwordReset.confirmation': 'Repita a nova senha',
  'passwordReset.passwordsDiffer': 'As senhas não são iguais',
  'passwordReset.save': 'Salvar nova senha',
  'passwordReset.saved': 'Senha alterada. Entre com a nova senha; as sessões abertas com a senha antiga foram encerradas.',
};
