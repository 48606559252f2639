// Users export by e-mail (button + dialog on /usuarios); the job shows in the export history.
export { ExportUsersButton } from './ui/ExportUsersButton';
export type { ExportUsersButtonProps } from './ui/ExportUsersButton';
export { messages } from './i18n/pt-BR';
