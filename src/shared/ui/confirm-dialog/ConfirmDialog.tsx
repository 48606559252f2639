import { css, type Theme } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { mix } from '@/shared/lib/color';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { ModalDialog } from '../dialog/ModalDialog';

const destructiveCss = (theme: Theme) => css`
  background: ${theme.colors.danger};
  color: #ffffff;
  &:hover:not(:disabled) {
    background: ${mix(theme.colors.danger, '#000000', 0.14)};
  }
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  /** defaults to "Sim" */
  confirmLabel?: string;
  /** defaults to "Não" */
  cancelLabel?: string;
  /** red confirm button, and focus starts on cancel so a stray Enter does not destroy anything */
  destructive?: boolean;
  /** may return a promise: the dialog shows progress until it settles and stays open if it rejects */
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}

/** Asks the user to confirm an action (Sim/Não), with progress and error for async confirmations. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (!open) {
      setPending(false);
      setFailed(false);
    }
  }, [open]);

  const confirm = async () => {
    if (pending) return;
    setFailed(false);
    const result = onConfirm();
    if (!isThenable(result)) return;
    setPending(true);
    try {
      await result;
    } catch {
      if (mounted.current) setFailed(true);
    } finally {
      if (mounted.current) setPending(false);
    }
  };
  const cancel = () => {
    if (!pending) onCancel();
  };

  return (
    <ModalDialog
      open={open}
      role="alertdialog"
      title={title}
      description={message}
      onEscape={cancel}
      initialFocusRef={destructive ? cancelRef : confirmRef}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={cancel} disabled={pending}>
            {cancelLabel ?? intl.formatMessage({ id: 'ui.confirm.no' })}
          </Button>
          <Button ref={confirmRef} onClick={confirm} loading={pending} css={destructive ? destructiveCss : undefined}>
            {confirmLabel ?? intl.formatMessage({ id: 'ui.confirm.yes' })}
          </Button>
        </>
      }
    >
      {failed && <Alert>{intl.formatMessage({ id: 'ui.defaultError' })}</Alert>}
    </ModalDialog>
  );
}
