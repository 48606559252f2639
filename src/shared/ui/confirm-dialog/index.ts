export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { ConfirmProvider, useConfirm } from './ConfirmProvider';
export type { ConfirmFn, ConfirmOptions } from './ConfirmProvider';
