import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { AppConfig } from '@/entities/session';
import type { SessionController, SessionViewer } from '../session/sessionController';
import { RouteGuard } from './routeGuard';

const viewer = {
  user: {
    id: 'U1',
    _id: '1',
    name: 'Gerente Bom Preço',
    login: 'gerente@bompreco.com.br',
    mf: false,
    admin: true,
    multi_user: false,
    pages: ['clube'],
    has_pii_access: true,
    has_pii_employees_access: true,
    has_pii_download_data_permission: true,
  },
  account: {
    id: 'A1',
    _id: '1',
    name: 'Supermercados Bom Preço',
    brand_color: '#c2410c',
    modules: [],
    is_franchise: false,
    is_franchisee: false,
    only_mercapromo: false,
  },
  accounts: [],
  permissions: ['clube'],
  franchiseePermissions: null,
  sessionExpiresAt: '2030-01-01T00:00:00Z',
} as unknown as SessionViewer;

/** A session double: `signedIn` decides what loadViewer answers; login flips it. */
function fakeSession(signedIn: boolean) {
  let current: SessionViewer | null = signedIn ? viewer : null;
  return {
    loadViewer: jest.fn(async () => current),
    peek: () => current,
    invalidate: jest.fn(),
    loginWithAuthCode: jest.fn(async (code: string) => {
      if (code !== 'good-code') throw new Error('invalid auth code');
      current = viewer;
      return current;
    }),
  };
}

function setup(options: { signedIn: boolean; config?: AppConfig }) {
  const session = fakeSession(options.signedIn);
  const track = jest.fn<(route: string, genericRoute: string) => void>();
  const setTitle = jest.fn<(title: string) => void>();
  const guard = new RouteGuard({
    session: session as unknown as SessionController,
    brandName: () => 'Clube Varejo',
    track,
    setTitle,
    origin: () => 'https://app.example.com.br',
    loadConfig: async () => options.config ?? { loginUrl: '/login', maintenance: null },
  });
  const go = (path: string) => guard.run(new Request(`https://app.example.com.br${path}`));
  return { guard, session, track, setTitle, go };
}

const locationOf = (outcome: Awaited<ReturnType<RouteGuard['run']>>) =>
  outcome.kind === 'redirect' ? outcome.response.headers.get('Location') : null;

describe('RouteGuard', () => {
  afterEach(() => window.localStorage.clear());

  describe('when nobody is signed in', () => {
    it('sends a private deep link to the login and remembers it', async () => {
      const { go } = setup({ signedIn: false });
      const outcome = await go('/clube/dashboard?periodo=30d');
      expect(locationOf(outcome)).toBe('/login');
      expect(window.localStorage.getItem('redirectAfterLogin')).toBe('/clube/dashboard?periodo=30d');
    });

    it("sends it to a chain's own sign-on with the address to come back to", async () => {
      const { go } = setup({ signedIn: false, config: { loginUrl: 'https://sso.rede.com.br/entrar', maintenance: null } });
      const outcome = await go('/home');
      expect(locationOf(outcome)).toBe('https://sso.rede.com.br/entrar?redirect_uri=https%3A%2F%2Fapp.example.com.br%2F');
    });

    it('shows public pages without asking the server who is signed in', async () => {
      const { go, session, setTitle } = setup({ signedIn: false });
      const outcome = await go('/maintenance');
      expect(outcome.kind).toBe('allow');
      expect(session.loadViewer).not.toHaveBeenCalled();
      expect(setTitle).toHaveBeenCalledWith('Em manutenção | Clube Varejo');
    });
  });

  describe('when an auth_code arrives', () => {
    it('exchanges it and opens the remembered page, forgetting it', async () => {
      window.localStorage.setItem('redirectAfterLogin', '/clube/dashboard');
      const { go, session } = setup({ signedIn: false });
      const outcome = await go('/login?auth_code=good-code');
      expect(session.loginWithAuthCode).toHaveBeenCalledWith('good-code');
      expect(locationOf(outcome)).toBe('/clube/dashboard');
      expect(window.localStorage.getItem('redirectAfterLogin')).toBeNull();
    });

    it('goes back to the login with a message when the code is refused', async () => {
      const { go, session } = setup({ signedIn: false });
      const outcome = await go('/login?auth_code=bad-code');
      expect(locationOf(outcome)).toBe('/login?login_error=1');
      expect(session.invalidate).toHaveBeenCalled();
    });
  });

  describe('when someone is signed in', () => {
    it('shows a permitted page, sets the title and records the access', async () => {
      const { go, setTitle, track } = setup({ signedIn: true });
      const outcome = await go('/clube/dashboard');
      expect(outcome).toMatchObject({ kind: 'allow', viewer });
      expect(setTitle).toHaveBeenCalledWith('Dashboard do Clube | Clube Varejo');
      expect(track).toHaveBeenCalledWith('/clube/dashboard', '/clube/dashboard');
    });

    it('sends a refused page to /restrict-access without recording it', async () => {
      const { go, track } = setup({ signedIn: true });
      expect(locationOf(await go('/empresa/faturamento'))).toBe('/restrict-access');
      expect(track).not.toHaveBeenCalled();
    });

    it('remembers the page left for /expired-session', async () => {
      const { go } = setup({ signedIn: true });
      await go('/clube/dashboard');
      await go('/expired-session');
      expect(window.localStorage.getItem('redirectAfterLogin')).toBe('/clube/dashboard');
    });

    it('sends private pages to /maintenance during a maintenance window, storing its end', async () => {
      const { go } = setup({ signedIn: true, config: { loginUrl: '/login', maintenance: { expected_recovery_date: '2026-11-22T21:30:00Z' } } });
      expect(locationOf(await go('/home'))).toBe('/maintenance');
      expect(window.localStorage.getItem('expected_recovery_date')).toBe('2026-11-22T21:30:00Z');
    });
  });

  it('decides once per navigation however many loaders ask', async () => {
    const { guard, session } = setup({ signedIn: true });
    const request = new Request('https://app.example.com.br/home');
    const [a, b] = await Promise.all([guard.run(request), guard.run(request)]);
    expect(a).toBe(b);
    expect(session.loadViewer).toHaveBeenCalledTimes(1);
  });
});

describe('RouteGuard: the first load of a private page', () => {
  it('asks for the app config while the session is still loading, not after (one round trip fewer)', async () => {
    let answerSession!: (value: SessionViewer | null) => void;
    const loadConfig = jest.fn(async (): Promise<AppConfig> => ({ loginUrl: '/login', maintenance: null }));
    const session = {
      loadViewer: jest.fn(() => new Promise<SessionViewer | null>((resolve) => (answerSession = resolve))),
      peek: () => null,
      invalidate: jest.fn(),
      loginWithAuthCode: jest.fn(),
    };
    const guard = new RouteGuard({
      session: session as unknown as SessionController,
      brandName: () => 'Clube Varejo',
      track: jest.fn(),
      setTitle: jest.fn(),
      origin: () => 'https://app.example.com.br',
      loadConfig,
    });
    const outcome = guard.run(new Request('https://app.example.com.br/home'));
    await Promise.resolve();
    expect(session.loadViewer).toHaveBeenCalledTimes(1);
    expect(loadConfig).toHaveBeenCalledTimes(1);
    answerSession(viewer);
    expect((await outcome).kind).toBe('allow');
  });
});
