import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { ModalDialog } from '../dialog/ModalDialog';

export interface AlertDialogProps {
  open: boolean;
  message: ReactNode;
  /** defaults to "Aviso" */
  title?: ReactNode;
  /** defaults to "Fechar" */
  closeLabel?: string;
  onClose: () => void;
}

/** Tells the user something that needs acknowledging (title "Aviso", button "Fechar" by default). */
export function AlertDialog({ open, message, title, closeLabel, onClose }: AlertDialogProps) {
  const intl = useIntl();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      open={open}
      role="alertdialog"
      title={title ?? intl.formatMessage({ id: 'ui.alertDialog.title' })}
      description={message}
      onEscape={onClose}
      initialFocusRef={closeRef}
      actions={
        <Button ref={closeRef} onClick={onClose}>
          {closeLabel ?? intl.formatMessage({ id: 'ui.close' })}
        </Button>
      }
    />
  );
}
