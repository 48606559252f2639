import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AccountModule } from '@/shared/config';

/** The dialog is fetched on the first opening (the button and its shortcut are all the bar needs). */
const ModuleSelectorDialog = lazy(() =>
  import(/* webpackChunkName: "module-selector-dialog" */ './ModuleSelectorDialog').then((m) => ({ default: m.ModuleSelectorDialog })),
);

const ToolButton = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radii.md};
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.neutralSoft};
  }
`;

const ModulesIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <path d="M17.5 14v7M14 17.5h7" />
  </svg>
);

/** ctrl+shift+m (any keyboard layout reporting the M key). */
export function isModuleSelectorShortcut(event: Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey' | 'key' | 'code'>): boolean {
  return event.ctrlKey && event.shiftKey && !event.altKey && !event.metaKey && (event.key.toLowerCase() === 'm' || event.code === 'KeyM');
}

export interface ModuleSelectorProps {
  accountId: string;
  accountModules: readonly string[];
  dbName: string;
  onConfirmed?: (modules: AccountModule[]) => void;
}

/**
 * The platform admin's module selector: a toolbar button ("Configurar módulos") and the
 * ctrl+shift+m shortcut open the dialog. Render it only for platform admins (viewer.user.mf).
 */
export function ModuleSelector(props: ModuleSelectorProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isModuleSelectorShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const label = intl.formatMessage({ id: 'moduleSelector.open' });
  return (
    <>
      <ToolButton
        ref={buttonRef}
        type="button"
        aria-label={label}
        title={intl.formatMessage({ id: 'moduleSelector.openWithShortcut' }, { label })}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+Shift+M"
        onClick={() => setOpen(true)}
      >
        <ModulesIcon />
      </ToolButton>
      {open && (
        <Suspense fallback={null}>
          <ModuleSelectorDialog open onClose={close} {...props} />
        </Suspense>
      )}
    </>
  );
}
