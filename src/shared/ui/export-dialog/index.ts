export { ExportDialog } from './ExportDialog';
export type { ExportDialogProps } from './ExportDialog';
export { emailsError, MAX_RECIPIENTS, parseEmails } from './recipients';
export type { ExportFormat } from './recipients';
