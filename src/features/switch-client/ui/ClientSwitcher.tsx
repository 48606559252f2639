import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import { SelectField, VisuallyHidden } from '@/shared/ui';
import type { ClientSwitcher_viewer$key } from './__generated__/ClientSwitcher_viewer.graphql';
import type { ClientSwitcherMutation } from './__generated__/ClientSwitcherMutation.graphql';

const viewerFragment = graphql`
  fragment ClientSwitcher_viewer on Viewer {
    account {
      id
    }
    accounts {
      id
      name
    }
  }
`;

const switchClientMutation = graphql`
  mutation ClientSwitcherMutation($accountId: ID!) {
    switchClient(accountId: $accountId) {
      viewer {
        account {
          id
        }
      }
    }
  }
`;

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  select {
    width: 100%;
  }
`;

/** Where the user lands after switching: every client has a home, not every client has the current page. */
const AFTER_SWITCH_PATH = '/home';

/**
 * Client switcher for users who act in more than one account (multi-user, platform admin).
 * Switching reloads the app at /home: the Relay store, the cached session and every page hold
 * the previous client's data, and a fresh start is the only way to be sure none of it shows.
 */
export function ClientSwitcher({ viewer }: { viewer: ClientSwitcher_viewer$key }) {
  const intl = useIntl();
  const data = useFragment(viewerFragment, viewer);
  const [commit, inFlight] = useMutation<ClientSwitcherMutation>(switchClientMutation);
  const [failed, setFailed] = useState(false);
  if (data.accounts.length <= 1) return null;

  const switchTo = (accountId: string) => {
    if (accountId === data.account.id) return;
    setFailed(false);
    commit({
      variables: { accountId },
      onCompleted: () => window.location.assign(AFTER_SWITCH_PATH),
      onError: () => setFailed(true),
    });
  };

  const sorted = [...data.accounts].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  return (
    <Wrapper>
      <SelectField
        label={intl.formatMessage({ id: 'shell.switchClient' })}
        hideLabel
        value={data.account.id}
        disabled={inFlight}
        aria-busy={inFlight || undefined}
        onChange={(event) => switchTo(event.target.value)}
      >
        {sorted.map((account) => (
          <option key={account.id} value={account.id}>
            {account.name}
          </option>
        ))}
      </SelectField>
      {inFlight && <VisuallyHidden role="status">{intl.formatMessage({ id: 'shell.switchingClient' })}</VisuallyHidden>}
      {failed && <VisuallyHidden role="alert">{intl.formatMessage({ id: 'shell.switchClientFailed' })}</VisuallyHidden>}
    </Wrapper>
  );
}
