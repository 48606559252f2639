import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay';
import { loadAppConfig, redirectAfterLogin, resolveLoginTarget, sessionUserStore } from '@/entities/session';
import { Button } from '@/shared/ui';
import type { LogoutButtonMutation } from './__generated__/LogoutButtonMutation.graphql';

const logoutMutation = graphql`
  mutation LogoutButtonMutation {
    logout {
      ok
    }
  }
`;

const ErrorText = styled.span`
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSizes.xs};
`;

const LogoutIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
  </svg>
);

/**
 * "Sair": ends the session on the server, forgets this tab's session data and opens the login
 * with a full page load, so nothing of the previous user survives in memory (Relay store, caches).
 */
export function LogoutButton() {
  const intl = useIntl();
  const [commit, inFlight] = useMutation<LogoutButtonMutation>(logoutMutation);
  const [failed, setFailed] = useState(false);
  const label = intl.formatMessage({ id: 'shell.logout' });

  const logout = () => {
    setFailed(false);
    commit({
      variables: {},
      onCompleted: () => {
        sessionUserStore.set(null);
        // a deliberate exit starts the next session at the first page, not where this one ended
        redirectAfterLogin.clear();
        void loadAppConfig().then(({ loginUrl }) => {
          const target = resolveLoginTarget(loginUrl, window.location.origin);
          window.location.assign(target.kind === 'internal' ? target.path : target.url);
        });
      },
      onError: () => setFailed(true),
    });
  };

  return (
    <>
      {failed && <ErrorText role="alert">{intl.formatMessage({ id: 'shell.logoutFailed' })}</ErrorText>}
      <Button variant="ghost" onClick={logout} loading={inFlight} icon={<LogoutIcon />}>
        {label}
      </Button>
    </>
  );
}
