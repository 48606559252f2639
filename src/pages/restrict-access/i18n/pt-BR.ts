/** pt-BR texts of pages/restrict-access (README "Texts"). */
export const messages = {
  'restrictAccess.title': 'Acesso restrito',
  'restrictAccess.description':
    'Você não tem permissão para acessar esta página. Se precisar dela, fale com o administrador da sua conta.',
};
