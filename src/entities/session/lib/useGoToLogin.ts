import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadAppConfig } from '../api/appConfig';
import { resolveLoginTarget } from './loginTarget';

/**
 * Returns a function that opens the login configured for this installation: the app's /login by
 * client-side navigation, or a chain's sign-on by a full page load.
 */
export function useGoToLogin(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const { loginUrl } = await loadAppConfig();
    const target = resolveLoginTarget(loginUrl, window.location.origin);
    if (target.kind === 'internal') await navigate(target.path);
    else window.location.assign(target.url);
  }, [navigate]);
}
