// Export of an analytics table as an async job (CSV/XLSX by e-mail, listed in the export history).
export { ExportTableButton } from './ui/ExportTableButton';
export type { ExportTableButtonProps } from './ui/ExportTableButton';
export { messages } from './i18n/pt-BR';
