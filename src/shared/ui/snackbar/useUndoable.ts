import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useSnackbar } from './Snackbar';

/** How long the "Desfazer" snackbar stays: longer than a plain one, the user must read and decide. */
export const UNDO_SNACKBAR_DURATION_MS = 10_000;

/**
 * After a destructive action the SERVER has already done (a soft delete: the record stops working at
 * once and is restorable for a retention), shows `message` with a "Desfazer" button that calls
 * `undo` — the restore mutation. Nothing waits on a client timer: closing the tab loses no write.
 */
export function useUndoable(): (message: string, undo: () => void) => void {
  const intl = useIntl();
  const snackbar = useSnackbar();
  return useCallback(
    (message, undo) => {
      snackbar.show(message, {
        severity: 'success',
        durationMs: UNDO_SNACKBAR_DURATION_MS,
        action: { label: intl.formatMessage({ id: 'ui.undo' }), onClick: undo },
      });
    },
    [intl, snackbar],
  );
}
