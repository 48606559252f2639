/** pt-BR texts of pages/forgot-password, /esqueci-minha-senha (README "Texts"). */
export const messages = {
  'forgotPassword.title': 'Esqueci minha senha',
  'forgotPassword.description': 'Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.',
  'forgotPassword.backToLogin': 'Voltar para o login',
};
