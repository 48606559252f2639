import { clearQueryCache } from '@/shared/api';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLogoutMutation } from './__generated__/useLogoutMutation.graphql';
import { loadAppConfig } from './appConfig';
import { resolveLoginTarget } from '../lib/loginTarget';
import { redirectAfterLogin } from '../model/redirectAfterLogin';
import { sessionUserStore } from '../model/sessionUser';

const logoutMutation = graphql`
  mutation useLogoutMutation {
    logout {
      ok
    }
  }
`;

/**
 * Ends the session on the server, forgets this tab's session data and opens the login with a full
 * page load, so nothing of the previous user survives in memory (Relay store, caches). Shared by
 * every "Sair" (top bar button, user menu, side-menu drawer).
 */
export function useLogout(): { logout: () => void; inFlight: boolean; failed: boolean } {
  const [commit, inFlight] = useMutation<useLogoutMutation>(logoutMutation);
  const [failed, setFailed] = useState(false);
  const logout = () => {
    setFailed(false);
    commit({
      variables: {},
      onCompleted: () => {
        sessionUserStore.set(null);
        // a deliberate exit starts the next session at the first page, not where this one ended
        redirectAfterLogin.clear();
        // the sales figures cached for this session's account stay on this machine no longer
        clearQueryCache();
        void loadAppConfig().then(({ loginUrl }) => {
          // again at the last moment: a request of the page left behind may have met the ended session
          // meanwhile and remembered the page for an /expired-session sign-in (seen under load)
          redirectAfterLogin.clear();
          const target = resolveLoginTarget(loginUrl, window.location.origin);
          window.location.assign(target.kind === 'internal' ? target.path : target.url);
        });
      },
      onError: () => setFailed(true),
    });
  };
  return { logout, inFlight, failed };
}
