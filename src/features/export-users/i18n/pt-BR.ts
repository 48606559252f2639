/** pt-BR texts of features/export-users (README "Texts"). */
export const messages = {
  'exportUsers.open': 'Exportar',
  'exportUsers.title': 'Exportar usuários',
  'exportUsers.description': 'A lista de usuários é gerada em segundo plano e enviada por e-mail. Acompanhe no Histórico de exportações.',
};
