import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { RecoilRoot, useRecoilState } from 'recoil';
import { pageStateFamily, useConnectPageStateReset } from '@/shared/lib/page-state';
import type { SessionController, SessionViewer } from '../session/sessionController';
import { RouteGuard } from './routeGuard';

/** Guard step 9: an allowed navigation to another page resets the page families' client state. */

const viewer = {
  user: { id: 'U1', _id: '1', name: 'Gerente', login: 'g@x.com', mf: false, admin: true, multi_user: false, pages: ['clube'], has_pii_access: true, has_pii_employees_access: true, has_pii_download_data_permission: true },
  account: { id: 'A1', _id: '1', name: 'Conta', brand_color: '#c2410c', modules: [], is_franchise: false, is_franchisee: false, only_mercapromo: false, ecommerce: false, first_value: false },
  accounts: [],
  permissions: ['clube'],
  franchiseePermissions: null,
  sessionExpiresAt: '2030-01-01T00:00:00Z',
  maintenance: { routes: [], modules: [] },
} as unknown as SessionViewer;

const clubStore = pageStateFamily('club').atom('guard-test-store', 'todas');
let setStore: (value: string) => void = () => {};

function Page() {
  useConnectPageStateReset();
  const [store, update] = useRecoilState(clubStore);
  setStore = update;
  return <p>loja: {store}</p>;
}

function setup() {
  const guard = new RouteGuard({
    session: { loadViewer: jest.fn(async () => viewer), peek: () => viewer } as unknown as SessionController,
    brandName: () => 'Clube Varejo',
    track: jest.fn(),
    setTitle: jest.fn(),
    loadConfig: async () => ({ loginUrl: '/login', maintenance: null }),
  });
  const go = (path: string) => act(async () => void (await guard.run(new Request(`https://app.example.com.br${path}`))));
  return { go };
}

describe('RouteGuard page state reset', () => {
  it('resets a registered atom when the user moves to another page, and keeps it on the same page', async () => {
    render(
      <RecoilRoot>
        <Page />
      </RecoilRoot>,
    );
    const { go } = setup();
    await go('/clube/dashboard');
    act(() => setStore('Loja Pituba'));
    expect(screen.getByText('loja: Loja Pituba')).toBeTruthy();

    // the same page with another query (a filter in the address) keeps the state
    await go('/clube/dashboard?periodo=30d');
    expect(screen.getByText('loja: Loja Pituba')).toBeTruthy();

    await go('/clube/desempenho');
    expect(screen.getByText('loja: todas')).toBeTruthy();
  });
});
