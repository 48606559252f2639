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
  // the warning under the form before the lock (issue 14 §6); 0: this failure has just locked it
  'login.attemptsBeforeLock':
    '{count, plural, =0 {Sem mais tentativas: novas tentativas com este e-mail a partir daqui ficam bloqueadas por {minutes, plural, one {# minuto} other {# minutos}}.} one {Mais # tentativa antes do bloqueio por {minutes, plural, one {# minuto} other {# minutos}}.} other {Mais # tentativas antes do bloqueio por {minutes, plural, one {# minuto} other {# minutos}}.}}',
  'login.unavailable': 'Não foi possível entrar agora. Verifique sua conexão e tente novamente.',
};
