export { SNACKBAR_DURATION_MS, SNACKBAR_MAX_VISIBLE, SnackbarProvider, useSnackbar } from './Snackbar';
export type { SnackbarApi, SnackbarOptions, SnackbarSeverity } from './Snackbar';
export { UNDO_SNACKBAR_DURATION_MS, useUndoable } from './useUndoable';
