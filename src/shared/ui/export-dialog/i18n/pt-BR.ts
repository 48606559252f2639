/**
 * pt-BR texts of the export dialog (shared/ui/export-dialog). Not in the first load: the part puts them in scope itself
 * (MessagesScope around its view), so they come with the chunks that show it (README "Texts").
 */
export const messages = {
  'export.format': 'Formato do arquivo',
  'export.csv': 'CSV (separado por ponto e vírgula)',
  'export.xlsx': 'Excel (XLSX)',
  'export.emails': 'E-mails que receberão o relatório',
  'export.emailsHint': 'Separe os e-mails com vírgula (até 10).',
  'export.emailsInvalid': 'E-mail inválido: {email}',
  'export.emailsTooMany': 'Informe no máximo 10 e-mails.',
  'export.emailsRepeated': 'E-mail repetido: {email}',
  'export.cancel': 'Cancelar',
  'export.submit': 'Exportar',
  'export.started': 'Exportação iniciada. Acompanhe no Histórico de exportações.',
};
