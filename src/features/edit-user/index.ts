export { EditUserDialog } from './ui/EditUserDialog';
export type { EditUserDialogProps } from './ui/EditUserDialog';
export { messages } from './i18n/pt-BR';
