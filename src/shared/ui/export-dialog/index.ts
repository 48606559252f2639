export { ExportDialog } from './ExportDialog';
export type { ExportDialogProps } from './ExportDialog';
export { emailsError, MAX_RECIPIENTS, parseEmails } from './recipients';
export type { ExportFormat } from './recipients';
/** The part's texts, for the app's id types (src/app/i18n); the part scopes them itself. */
export { messages } from './i18n/pt-BR';
export { exportDone, ExportJobButton } from './ExportJobButton';
export type { ExportJobButtonProps } from './ExportJobButton';
