export { EditUserDialog } from './ui/EditUserDialog';
export type { EditUserDialogProps } from './ui/EditUserDialog';
