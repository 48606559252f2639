/** pt-BR texts of features/export-table (README "Texts"). */
export const messages = {
  'exportTable.button': 'Exportar',
  'exportTable.loading': 'Carregando',
  'exportTable.dialogTitle': 'Exportar {title}',
  'exportTable.dialogDescription':
    'A tabela é gerada em segundo plano, com os filtros desta página, e enviada por e-mail. Acompanhe no Histórico de exportações.',
};
