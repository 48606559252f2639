import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useBlocker } from 'react-router-dom';
import { useConfirm } from '../confirm-dialog';

/**
 * While `dirty`, asks "Sair sem salvar?" before an in-app navigation (react-router's blocker) and lets
 * the browser ask before the tab closes or reloads (beforeunload). Needs a data router.
 */
export function useLeaveGuard(dirty: boolean): void {
  const intl = useIntl();
  const confirm = useConfirm();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void confirm({
      title: intl.formatMessage({ id: 'form.leave.title' }),
      message: intl.formatMessage({ id: 'form.leave.message' }),
      confirmLabel: intl.formatMessage({ id: 'form.leave.confirm' }),
      cancelLabel: intl.formatMessage({ id: 'form.leave.cancel' }),
      destructive: true,
    }).then((leave) => {
      if (!active) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      active = false;
    };
  }, [blocker, confirm, intl]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
