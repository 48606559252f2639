import styled from '@emotion/styled';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRelayEnvironment } from 'react-relay';
import { fetchHelpToken } from '../api/helpTokenQuery';
import { useHelpToken, type HelpTokenState } from '../model/useHelpToken';

/** The help panel (its form, contacts query and mutation) is fetched on the first opening. */
const SupportDialog = lazy(() => import(/* webpackChunkName: "support-dialog" */ './SupportDialog').then((m) => ({ default: m.SupportDialog })));

const ToolButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space(2)};
  min-width: 40px;
  height: 40px;
  padding: 0 ${(p) => p.theme.space(2)};
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radii.md};
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    background: ${(p) => p.theme.colors.neutralSoft};
  }
  &[aria-disabled='true'] {
    color: ${(p) => p.theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const HelpIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <circle cx="12" cy="12" r="9" />
    <path d="M9.6 9.3a2.5 2.5 0 0 1 4.8.9c0 1.7-2.4 2.3-2.4 3.8" />
    <path d="M12 17h.01" />
  </svg>
);

export interface SupportButtonViewProps {
  state: HelpTokenState;
  onOpen: () => void;
  buttonRef?: React.Ref<HTMLButtonElement>;
}

/**
 * The toolbar's "Suporte" button. Until the help token is known it waits; when the token cannot be
 * had it stays focusable but disabled, saying why (a disabled button would hide the reason).
 */
export function SupportButtonView({ state, onOpen, buttonRef }: SupportButtonViewProps) {
  const intl = useIntl();
  const reasonId = useId();
  const label = intl.formatMessage({ id: 'support.button' });
  const unavailable = state.status === 'failed';
  const waiting = state.status === 'loading';
  return (
    <>
      <ToolButton
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-disabled={unavailable || waiting || undefined}
        aria-busy={waiting || undefined}
        aria-label={label}
        aria-describedby={unavailable ? reasonId : undefined}
        title={unavailable ? intl.formatMessage({ id: 'support.unavailable' }) : label}
        onClick={() => !unavailable && !waiting && onOpen()}
      >
        {/* icon only, like the other tools; the name is in aria-label and title */}
        <HelpIcon />
      </ToolButton>
      {unavailable && <Hidden id={reasonId}>{intl.formatMessage({ id: 'support.unavailable' })}</Hidden>}
    </>
  );
}

export interface SupportButtonProps {
  /** the signed-in user's e-mail (the token is issued for it and cached under it) */
  userEmail: string;
}

/** "Suporte" (spec §2 Shell, §7 zendeskWidgetToken): opens the help panel with the page's help, contacts and "Abrir chamado". */
export function SupportButton({ userEmail }: SupportButtonProps) {
  const environment = useRelayEnvironment();
  const fetchToken = useCallback((email: string) => fetchHelpToken(environment, email), [environment]);
  const { state, renew } = useHelpToken(userEmail, fetchToken);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <>
      <SupportButtonView state={state} onOpen={() => setOpen(true)} buttonRef={buttonRef} />
      {open && state.status === 'ready' && (
        <Suspense fallback={null}>
          <SupportDialog helpToken={state.token} renewToken={renew} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
