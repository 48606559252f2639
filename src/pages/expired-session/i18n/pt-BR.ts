/** pt-BR texts of pages/expired-session (README "Texts"). */
export const messages = {
  'expiredSession.title': 'Sua sessão expirou',
  'expiredSession.description':
    'Por segurança, sua sessão foi encerrada. Entre novamente para continuar de onde parou.',
  'expiredSession.action': 'Entrar novamente',
};
