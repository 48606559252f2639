/** pt-BR texts of pages/reset-password, /redefinir-senha?token=… (README "Texts"). */
export const messages = {
  'resetPassword.title': 'Criar nova senha',
  'resetPassword.description': 'A nova senha deve ter de 8 a 200 caracteres, com letras e números.',
  'resetPassword.askAgain': 'Pedir um novo link',
  'resetPassword.goToLogin': 'Ir para o login',
  'resetPassword.missingToken': 'Este endereço não traz o link completo. Abra o link do e-mail de novo ou peça um novo link.',
};
