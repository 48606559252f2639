import styled from '@emotion/styled';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { ACCOUNT_MODULES, HOME_PATH, LOCKED_MODULES, type AccountModule } from '@/shared/config';
import { Button, CopyButton, ModalDialog } from '@/shared/ui';
import { effectiveModules, saveLocalModules } from '../model/localModules';

/** Where the dialog's documentation link goes: the in-app admin settings page. */
export const MODULES_DOCS_PATH = '/configuracoes-admin';

const Database = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const DbName = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${(p) => p.theme.space(2)};
  display: grid;
  grid-template-columns: 1fr;
  gap: ${(p) => p.theme.space(1)};
  max-height: min(45vh, 360px);
  overflow-y: auto;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
`;

const Option = styled.label<{ disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  min-height: 32px;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => (p.disabled ? p.theme.colors.textMuted : p.theme.colors.text)};
  cursor: ${(p) => (p.disabled ? 'not-allowed' : 'pointer')};
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;

const DocsLink = styled(Link)`
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  color: ${(p) => p.theme.colors.primary};
`;

export interface ModuleSelectorDialogProps {
  open: boolean;
  onClose: () => void;
  /** the account in use (the override is saved per account) */
  accountId: string;
  /** the account's real modules, as the server has them */
  accountModules: readonly string[];
  /** the account's database name (account.db_name) */
  dbName: string;
  /** called after the override is saved, before going to /home */
  onConfirmed?: (modules: AccountModule[]) => void;
}

/**
 * "Configurar módulos localmente" (spec §2, platform admins only): one checkbox per account module,
 * checked when the module is in force for this session; dynamic_sales is always disabled.
 * Confirm saves the selection in session storage and goes to /home.
 *
 * The selection only shapes what this admin sees in this tab: the server still enforces the
 * account's real modules on every call.
 */
export function ModuleSelectorDialog({ open, ...props }: ModuleSelectorDialogProps) {
  // mounted only while open, so each opening starts from the modules in force
  return open ? <OpenModuleSelector {...props} /> : null;
}

function OpenModuleSelector({ onClose, accountId, accountModules, dbName, onConfirmed }: Omit<ModuleSelectorDialogProps, 'open'>) {
  const intl = useIntl();
  const navigate = useNavigate();
  const firstRef = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(effectiveModules(accountId, accountModules)));

  const toggle = (module: AccountModule) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(module)) next.delete(module);
      else next.add(module);
      return next;
    });

  const confirm = () => {
    const saved = saveLocalModules(accountId, [...selected], accountModules);
    onConfirmed?.(saved);
    onClose();
    navigate(HOME_PATH);
  };

  return (
    <ModalDialog
      open
      title={intl.formatMessage({ id: 'moduleSelector.title' })}
      description={intl.formatMessage({ id: 'moduleSelector.description' })}
      onEscape={onClose}
      initialFocusRef={firstRef}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'moduleSelector.cancel' })}
          </Button>
          <Button onClick={confirm}>{intl.formatMessage({ id: 'moduleSelector.confirm' })}</Button>
        </>
      }
    >
      <Database>
        <span>
          {intl.formatMessage({ id: 'moduleSelector.database' })} <DbName>{dbName}</DbName>
        </span>
        <CopyButton text={dbName} iconOnly label={intl.formatMessage({ id: 'moduleSelector.copyDatabase' })} variant="ghost" />
      </Database>
      <Fieldset>
        <Legend>{intl.formatMessage({ id: 'moduleSelector.modules' })}</Legend>
        <List>
          {ACCOUNT_MODULES.map((module, index) => {
            const locked = LOCKED_MODULES.includes(module);
            return (
              <li key={module}>
                <Option disabled={locked}>
                  <input
                    ref={index === 0 ? firstRef : undefined}
                    type="checkbox"
                    checked={locked ? accountModules.includes(module) : selected.has(module)}
                    disabled={locked}
                    onChange={() => toggle(module)}
                  />
                  {module}
                </Option>
              </li>
            );
          })}
        </List>
      </Fieldset>
      <DocsLink to={MODULES_DOCS_PATH} onClick={onClose}>
        {intl.formatMessage({ id: 'moduleSelector.docs' })}
      </DocsLink>
    </ModalDialog>
  );
}
