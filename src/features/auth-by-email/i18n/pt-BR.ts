/** pt-BR texts of features/auth-by-email (README "Texts"). */
export const messages = {
  'login.email': 'E-mail',
  'login.emailPlaceholder': 'voce@suarede.com.br',
  'login.password': 'Senha',
  'login.showPassword': 'Mostrar senha',
  'login.hidePassword': 'Ocultar senha',
  'login.submit': 'Entrar',
  'login.invalidCredentials': 'E-mail ou senha inválidos',
  'login.tooManyAttempts': 'Muitas tentativas de acesso. Tente novamente em alguns minutos.',
  'login.unavailable': 'Não foi possível entrar agora. Verifique sua conexão e tente novamente.',
};
