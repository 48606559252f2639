/** pt-BR texts of pages/login (README "Texts"). */
export const messages = {
  // login
  'login.title': 'Acesse sua conta',
  'login.subtitle': 'Entre com o e-mail e a senha cadastrados pela sua rede.',
  'login.authCodeFailed': 'Não foi possível concluir o acesso. Entre novamente.',
  'login.brandHeadline': 'Fidelidade, campanhas e resultados da sua rede em um só lugar.',
  'login.brandPoints.analytics': 'Acompanhe faturamento, clientes e lojas',
  'login.brandPoints.campaigns': 'Crie campanhas por SMS, e-mail, WhatsApp e aplicativo',
  'login.brandPoints.club': 'Gerencie o clube de fidelidade e as ofertas',
  'login.forgotPassword': 'Esqueci minha senha',
  'login.footer': '© {year} {brand}. Uso restrito a colaboradores autorizados.',
};
