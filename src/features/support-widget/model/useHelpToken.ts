import { useCallback, useEffect, useRef, useState } from 'react';
import { forgetHelpToken, getHelpToken, type HelpToken } from './helpToken';

export type HelpTokenState = { status: 'loading' } | { status: 'ready'; token: HelpToken } | { status: 'failed' };

/**
 * The user's help-desk token for the Suporte button: cached for 30 days, fetched when missing or
 * expired. A failure is logged and leaves the widget disabled (spec §8 "Help-widget failure").
 */
export function useHelpToken(email: string, fetchToken: (email: string) => Promise<HelpToken>) {
  const [state, setState] = useState<HelpTokenState>({ status: 'loading' });
  const fetchRef = useRef(fetchToken);
  fetchRef.current = fetchToken;

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    getHelpToken(email, (e) => fetchRef.current(e))
      .then((token) => !cancelled && setState({ status: 'ready', token }))
      .catch((error: unknown) => {
        console.error('[suporte] não foi possível obter o token do suporte', error);
        if (!cancelled) setState({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [email]);

  /** Drops the cached token and fetches a new one (the server refused the old one). */
  const renew = useCallback(async (): Promise<HelpToken> => {
    forgetHelpToken(email);
    const token = await getHelpToken(email, (e) => fetchRef.current(e));
    setState({ status: 'ready', token });
    return token;
  }, [email]);

  return { state, renew };
}
