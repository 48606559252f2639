import styled from '@emotion/styled';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** How long a snackbar stays before hiding itself, unless `durationMs` says otherwise. */
export const SNACKBAR_DURATION_MS = 5000;
/** Snackbars shown at once; a newer one pushes the oldest out. */
export const SNACKBAR_MAX_VISIBLE = 3;

export type SnackbarSeverity = 'error' | 'success' | 'info';

export interface SnackbarOptions {
  /** defaults to 'error': most snackbars report a failed action */
  severity?: SnackbarSeverity;
  durationMs?: number;
  /** a button beside the message (e.g. "Desfazer"); clicking it runs `onClick` and hides the snackbar */
  action?: { label: string; onClick: () => void };
}

export interface SnackbarApi {
  /** Shows a snackbar ("Ocorreu um erro, tente novamente" without a message); returns its id. */
  show: (message?: string, options?: SnackbarOptions) => number;
  dismiss: (id: number) => void;
}

interface SnackbarItem {
  id: number;
  message: string;
  severity: SnackbarSeverity;
  durationMs: number;
  action?: SnackbarOptions['action'];
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

const Region = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${(p) => p.theme.space(6)};
  transform: translateX(-50%);
  z-index: 1100;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  width: min(480px, calc(100vw - 32px));
  pointer-events: none;
`;

const Bar = styled.div<{ severity: SnackbarSeverity }>`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => `${p.theme.space(3)} ${p.theme.space(4)}`};
  border-radius: ${(p) => p.theme.radii.md};
  border-left: 4px solid
    ${(p) =>
      p.severity === 'error' ? p.theme.colors.danger : p.severity === 'success' ? p.theme.colors.success : p.theme.colors.primary};
  background: ${(p) => p.theme.colors.text};
  color: #ffffff;
  box-shadow: ${(p) => p.theme.shadows.raised};
  font-size: ${(p) => p.theme.fontSizes.sm};
  pointer-events: auto;
`;

const Message = styled.span`
  flex: 1;
`;

const CloseButton = styled.button`
  flex: none;
  padding: ${(p) => `${p.theme.space(1)} ${p.theme.space(2)}`};
  border: 0;
  border-radius: ${(p) => p.theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

function SnackbarBar({ item, onDismiss }: { item: SnackbarItem; onDismiss: (id: number) => void }) {
  const intl = useIntl();
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(item.id), item.durationMs);
    return () => window.clearTimeout(timer);
  }, [item.id, item.durationMs, onDismiss]);
  return (
    <Bar severity={item.severity} data-severity={item.severity}>
      <Message>{item.message}</Message>
      {item.action && (
        <CloseButton
          type="button"
          onClick={() => {
            item.action!.onClick();
            onDismiss(item.id);
          }}
        >
          {item.action.label}
        </CloseButton>
      )}
      <CloseButton type="button" onClick={() => onDismiss(item.id)}>
        {intl.formatMessage({ id: 'ui.close' })}
      </CloseButton>
    </Bar>
  );
}

/** Hosts the snackbars pages raise through `useSnackbar()`, in one polite live region. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [items, setItems] = useState<SnackbarItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);

  const show = useCallback<SnackbarApi['show']>(
    (message, options = {}) => {
      const id = nextId.current++;
      const item: SnackbarItem = {
        id,
        message: message ?? intl.formatMessage({ id: 'ui.defaultError' }),
        severity: options.severity ?? 'error',
        durationMs: options.durationMs ?? SNACKBAR_DURATION_MS,
        action: options.action,
      };
      setItems((current) => [...current, item].slice(-SNACKBAR_MAX_VISIBLE));
      return id;
    },
    [intl],
  );

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {/* Always mounted: screen readers only announce changes to a live region they already know. */}
      <Region aria-live="polite" aria-label={intl.formatMessage({ id: 'ui.snackbar.region' })} role="region">
        {items.map((item) => (
          <SnackbarBar key={item.id} item={item} onDismiss={dismiss} />
        ))}
      </Region>
    </SnackbarContext.Provider>
  );
}

/** `show(message?, { severity, durationMs })` and `dismiss(id)` from the nearest SnackbarProvider. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside a SnackbarProvider');
  return api;
}
