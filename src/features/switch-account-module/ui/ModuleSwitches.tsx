import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import type { MessageId } from '@/shared/i18n';
import { useConfirm, useSnackbar, VisuallyHidden } from '@/shared/ui';
import type { ModuleSwitchesMutation } from './__generated__/ModuleSwitchesMutation.graphql';

/**
 * Saves a switch and answers the session's Account record (its `modules`), so the side menu, the
 * page search and the route guard follow at once — the same list the server's guard reads.
 */
const mutation = graphql`
  mutation ModuleSwitchesMutation($input: UpdateAccountModulesInput!) {
    updateAccountModules(input: $input) {
      account {
        id
        modules
      }
      modules {
        module
        on
      }
    }
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${(p) => p.theme.space(3)};
`;

const Item = styled.li`
  display: flex;
  gap: ${(p) => p.theme.space(3)};
  align-items: flex-start;
  padding: ${(p) => p.theme.space(3)};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  label {
    display: flex;
    gap: ${(p) => p.theme.space(2)};
    align-items: flex-start;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
    flex: none;
  }
  strong {
    display: block;
  }
  span {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const Note = styled.p`
  margin: 0 0 ${(p) => p.theme.space(3)};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

export interface ModuleSwitchesProps {
  modules: readonly { readonly module: string; readonly on: boolean; readonly editable: boolean }[];
  /** called after a switch is saved (the page may refresh its own figures) */
  onSaved?: () => void;
}

/** One checkbox per account module; switching one off asks first (its pages disappear for everyone). */
export function ModuleSwitches({ modules, onSaved }: ModuleSwitchesProps) {
  const intl = useIntl();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const [commit, inFlight] = useMutation<ModuleSwitchesMutation>(mutation);
  const nameOf = (module: string) => intl.formatMessage({ id: `moduleSwitch.name.${module}` as MessageId });
  const editable = modules.some((m) => m.editable);
  // the switches as last saved (the page's query keeps what it loaded)
  const [saved, setSaved] = useState<Record<string, boolean>>({});
  const isOn = (module: string, loaded: boolean) => saved[module] ?? loaded;

  const toggle = async (module: string, on: boolean) => {
    const name = nameOf(module);
    if (!on) {
      const confirmed = await confirm({
        title: intl.formatMessage({ id: 'moduleSwitch.confirmOffTitle' }, { name }),
        message: intl.formatMessage({ id: 'moduleSwitch.confirmOffMessage' }),
        confirmLabel: intl.formatMessage({ id: 'moduleSwitch.confirmOff' }),
        destructive: true,
      });
      if (!confirmed) return;
    }
    commit({
      variables: { input: { modules: [{ module, on }] } },
      onCompleted: (response, errors) => {
        if (errors?.length) {
          snackbar.show(errors[0].message, { severity: 'error' });
          return;
        }
        setSaved((current) => ({ ...current, ...Object.fromEntries(response.updateAccountModules.modules.map((m) => [m.module, m.on])) }));
        snackbar.show(intl.formatMessage({ id: on ? 'moduleSwitch.savedOn' : 'moduleSwitch.savedOff' }, { name }), { severity: 'success' });
        onSaved?.();
      },
      onError: (error) => {
        snackbar.show(error.message, { severity: 'error' });
      },
    });
  };

  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>
        <VisuallyHidden>{intl.formatMessage({ id: 'moduleSwitch.legend' })}</VisuallyHidden>
      </legend>
      {!editable && <Note>{intl.formatMessage({ id: 'moduleSwitch.readOnly' })}</Note>}
      <List>
        {modules.map(({ module, on: loaded }) => {
          const on = isOn(module, loaded);
          return (
          <Item key={module} data-module={module}>
            <label>
              <input type="checkbox" checked={on} disabled={!editable || inFlight} onChange={(event) => void toggle(module, event.target.checked)} />
              <div>
                <strong>
                  {nameOf(module)} · {intl.formatMessage({ id: on ? 'moduleSwitch.on' : 'moduleSwitch.off' })}
                </strong>
                <span>{intl.formatMessage({ id: `moduleSwitch.hint.${module}` as MessageId })}</span>
              </div>
            </label>
          </Item>
          );
        })}
      </List>
    </fieldset>
  );
}
