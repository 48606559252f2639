import { useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { ExportDialog, type ExportDialogProps } from './ExportDialog';

export interface ExportJobButtonProps extends Omit<ExportDialogProps, 'onClose'> {
  /** the button's text ("Exportar") */
  label: ReactNode;
}

/** "Exportar" on a list page: opens the export dialog (format, recipients) that queues the page's report job. */
export function ExportJobButton({ label, ...dialog }: ExportJobButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && <ExportDialog {...dialog} onClose={() => setOpen(false)} />}
    </>
  );
}

/** A Relay mutation's callbacks that answer the export dialog's `done`: the first error's message, or nothing. */
export function exportDone(done: (error?: string) => void, onQueued?: () => void) {
  return {
    onCompleted: (_response: unknown, errors?: readonly { message: string }[] | null) => {
      done(errors?.length ? errors[0].message : undefined);
      if (!errors?.length) onQueued?.();
    },
    onError: (error: Error) => done(error.message),
  };
}
