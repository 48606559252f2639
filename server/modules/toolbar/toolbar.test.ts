import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, signedIn, TestClient, type TestServer } from '../../testing/harness';
import { HELP_TOKEN_TTL_MS, signHelpToken, verifyHelpToken } from './support';
import { brandInitials, brandLogoSvg } from '../accounts';
import { newPagesFor, RELEASE_NOTES } from './productNews';
import type { AccessSubject } from '../../../src/shared/config';

/**
 * The toolbar's server side: the help-desk token (own e-mail only), support requests (numbered per
 * account, tied to the token's user), product news read per user, and the generated logo sets.
 */

const TOKEN = 'query($e: String!) { zendeskWidgetToken(userEmail: $e) { token version expiresAt } }';
const CREATE = `mutation($input: CreateSupportRequestInput!) { createSupportRequest(input: $input) { supportRequest { id number subject created_at } } }`;
const NEWS = '{ productNews { id date title route read } }';
const MARK = 'mutation($ids: [ID!]!) { markProductNewsRead(ids: $ids) { productNews { id read } } }';

async function tokenOf(client: TestClient, email: string): Promise<string> {
  const result = await client.gql(TOKEN, { e: email });
  expect(result.errors).toBeUndefined();
  return result.data!.zendeskWidgetToken.token;
}

const request = (helpToken: string, subject = 'Relatório de vendas não abre') => ({
  input: { subject, message: 'Ao abrir o faturamento a página fica carregando.', route: '/empresa/faturamento', helpToken },
});

describe('help-desk token (unit)', () => {
  const who = { userId: 'u1', email: 'a@b.com.br', name: 'Ana', accountId: 'acc', accountName: 'Conta' };

  it('is valid for 30 days and not a moment longer', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    const { token, expiresAt } = signHelpToken('s', who, now);
    expect(expiresAt.getTime() - now).toBe(HELP_TOKEN_TTL_MS);
    expect(verifyHelpToken('s', token, now + HELP_TOKEN_TTL_MS - 1)?.email).toBe('a@b.com.br');
    expect(verifyHelpToken('s', token, now + HELP_TOKEN_TTL_MS)).toBeNull();
  });

  it('refuses a token signed with another secret or with altered claims', () => {
    const { token } = signHelpToken('s', who);
    expect(verifyHelpToken('other', token)).toBeNull();
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), email: 'x@y.com' })).toString('base64url');
    expect(verifyHelpToken('s', `${forged}.${signature}`)).toBeNull();
    expect(verifyHelpToken('s', 'lixo')).toBeNull();
  });
});

describe('logo sets (unit)', () => {
  it('takes the initials of the significant words of the name', () => {
    expect(brandInitials('Supermercados Bom Preço')).toBe('BP');
    expect(brandInitials('Rede Mais Franquias')).toBe('MF');
    expect(brandInitials('Mais Feira de Santana')).toBe('MF');
    expect(brandInitials('Atacadão Promo')).toBe('AP');
    expect(brandInitials('Rede')).toBe('R');
  });

  it('draws the brand colour, and white for the inverse set', () => {
    const account = { name: 'Supermercados Bom Preço', brand_color: '#D62828' };
    expect(brandLogoSvg('full', account)).toContain('fill="#D62828"');
    expect(brandLogoSvg('full', account)).toContain('Supermercados Bom Preço');
    expect(brandLogoSvg('compact', account)).not.toContain('Supermercados Bom Preço</text>');
    expect(brandLogoSvg('inverse', account)).toMatch(/<rect [^>]*fill="#ffffff"/);
  });

  it('escapes the name', () => {
    expect(brandLogoSvg('full', { name: 'A & <B>', brand_color: '#000000' })).toContain('A &amp; &lt;B&gt;');
  });
});

describe('product news (unit)', () => {
  const subject = (modules: string[]): AccessSubject =>
    ({
      user: { mf: false, admin: true, pages: ['clientes', 'empresa'], has_pii_access: true, has_pii_employees_access: true, has_pii_download_data_permission: true },
      account: { modules, is_franchise: false, is_franchisee: false, only_mercapromo: false },
      franchiseePermissions: null,
    }) as unknown as AccessSubject;

  it('announces a page flagged new until its date, to users who may open it', () => {
    const before = new Date('2024-07-14T12:00:00-03:00');
    expect(newPagesFor(subject([]), before).map((n) => n.routeId)).toContain('clientes.segmentacao');
    expect(newPagesFor(subject([]), new Date('2024-07-15T00:00:00-03:00')).map((n) => n.routeId)).not.toContain('clientes.segmentacao');
    // faturamento-incremental needs offer_management
    expect(newPagesFor(subject([]), before).map((n) => n.routeId)).not.toContain('empresa.faturamento-incremental');
    expect(newPagesFor(subject(['offer_management']), before).map((n) => n.routeId)).toContain('empresa.faturamento-incremental');
  });

  it('keeps release notes with unique ids and real dates', () => {
    expect(new Set(RELEASE_NOTES.map((n) => n.id)).size).toBe(RELEASE_NOTES.length);
    for (const note of RELEASE_NOTES) expect(Number.isNaN(Date.parse(note.date))).toBe(false);
  });
});

describe('toolbar over GraphQL and REST', () => {
  let server: TestServer;
  let gerente: TestClient;
  let analista: TestClient;
  let promo: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    [gerente, analista, promo] = await Promise.all(
      ['gerente@bompreco.com.br', 'analista@bompreco.com.br', 'promo@atacadaopromo.com.br'].map((email) => signedIn(server, email)),
    );
  });
  afterAll(() => server.close());

  describe('zendeskWidgetToken', () => {
    it("issues a token for the viewer's own e-mail (any letter case)", async () => {
      const result = await gerente.gql(TOKEN, { e: 'Gerente@BomPreco.com.br' });
      expect(result.errors).toBeUndefined();
      expect(result.data!.zendeskWidgetToken.version).toBe('1');
      const days = (Date.parse(result.data!.zendeskWidgetToken.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.99);
      expect(days).toBeLessThanOrEqual(30);
    });

    it("refuses someone else's e-mail", async () => {
      const result = await analista.gql(TOKEN, { e: 'gerente@bompreco.com.br' });
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(result.data?.zendeskWidgetToken ?? null).toBeNull();
    });

    it('refuses anonymous callers', async () => {
      const result = await new TestClient(server.url).gql(TOKEN, { e: 'gerente@bompreco.com.br' });
      expect(result.errors?.[0]?.message).toBe('authentication.missing.session.id');
    });
  });

  describe('createSupportRequest', () => {
    it('numbers requests per account and stores them in the viewer’s account with the token’s user', async () => {
      const first = await gerente.gql(CREATE, request(await tokenOf(gerente, 'gerente@bompreco.com.br')));
      expect(first.errors).toBeUndefined();
      const second = await analista.gql(CREATE, request(await tokenOf(analista, 'analista@bompreco.com.br'), 'Dúvida sobre SMS'));
      const other = await promo.gql(CREATE, request(await tokenOf(promo, 'promo@atacadaopromo.com.br')));
      const n1 = first.data!.createSupportRequest.supportRequest.number;
      expect(second.data!.createSupportRequest.supportRequest.number).toBe(n1 + 1);
      // another account counts from its own 1
      expect(other.data!.createSupportRequest.supportRequest.number).toBe(1);

      const rows = await server.services.db.query<{ account: string; email: string; version: string; route: string }>(
        `select a.key as account, r.help_token_email as email, r.help_token_version as version, r.route
         from support_requests r join accounts a on a.id = r.account_id order by r.created_at`,
      );
      expect(rows).toEqual([
        { account: 'bompreco', email: 'gerente@bompreco.com.br', version: '1', route: '/empresa/faturamento' },
        { account: 'bompreco', email: 'analista@bompreco.com.br', version: '1', route: '/empresa/faturamento' },
        { account: 'atacadao-promo', email: 'promo@atacadaopromo.com.br', version: '1', route: '/empresa/faturamento' },
      ]);
    });

    it("refuses another user's token (it would open the request in their name)", async () => {
      const count = async () => (await server.services.db.query<{ n: number }>('select count(*)::int as n from support_requests'))[0].n;
      const before = await count();
      const result = await analista.gql(CREATE, request(await tokenOf(gerente, 'gerente@bompreco.com.br')));
      expect(result.errors?.[0]?.message).toMatch(/identificação do suporte/);
      const cross = await promo.gql(CREATE, request(await tokenOf(gerente, 'gerente@bompreco.com.br')));
      expect(cross.errors?.[0]?.message).toMatch(/identificação do suporte/);
      expect(await count()).toBe(before);
    });

    it('refuses a token of another account after a multi-user switched accounts', async () => {
      const multi = await signedIn(server, 'multi@bompreco.com.br');
      const token = await tokenOf(multi, 'multi@bompreco.com.br');
      const accounts = (await multi.gql('{ viewer { account { id } accounts { id } } }')).data!.viewer;
      const target = accounts.accounts.find((a: { id: string }) => a.id !== accounts.account.id).id;
      expect((await multi.gql('mutation($id: ID!) { switchClient(accountId: $id) { viewer { account { id } } } }', { id: target })).errors).toBeUndefined();
      const result = await multi.gql(CREATE, request(token));
      expect(result.errors?.[0]?.message).toMatch(/identificação do suporte/);
      const fresh = await multi.gql(CREATE, request(await tokenOf(multi, 'multi@bompreco.com.br')));
      expect(fresh.errors).toBeUndefined();
    });
  });

  describe('productNews and markProductNewsRead', () => {
    it('starts unread, newest first, and links only to pages the viewer may open', async () => {
      const news = (await analista.gql(NEWS)).data!.productNews as { id: string; date: string; route: string | null; read: boolean }[];
      expect(news.length).toBeGreaterThanOrEqual(RELEASE_NOTES.length);
      expect(news.every((n) => !n.read)).toBe(true);
      expect([...news].sort((a, b) => b.date.localeCompare(a.date)).map((n) => n.date)).toEqual(news.map((n) => n.date));
      // the analyst may not open /usuarios; the manager may
      expect(news.find((n) => n.id === '2026-11-19-permissoes-por-usuario')?.route).toBeNull();
      const forGerente = (await gerente.gql(NEWS)).data!.productNews as { id: string; route: string | null }[];
      expect(forGerente.find((n) => n.id === '2026-11-19-permissoes-por-usuario')?.route).toBe('/usuarios');
    });

    it('keeps the read state per user', async () => {
      const ids = ((await gerente.gql(NEWS)).data!.productNews as { id: string }[]).map((n) => n.id);
      const marked = await gerente.gql(MARK, { ids: [ids[0], 'nao-existe'] });
      expect(marked.errors).toBeUndefined();
      expect(marked.data!.markProductNewsRead.productNews.find((n: { id: string }) => n.id === ids[0]).read).toBe(true);

      const again = await signedIn(server, 'gerente@bompreco.com.br');
      const reread = (await again.gql(NEWS)).data!.productNews as { id: string; read: boolean }[];
      expect(reread.filter((n) => n.read).map((n) => n.id)).toEqual([ids[0]]);
      // the analyst of the same account still has it unread
      expect(((await analista.gql(NEWS)).data!.productNews as { id: string; read: boolean }[]).find((n) => n.id === ids[0])?.read).toBe(false);
      // unknown ids were not stored
      const stored = await server.services.db.query<{ news_id: string }>('select news_id from product_news_reads');
      expect(stored.map((r) => r.news_id)).not.toContain('nao-existe');
    });
  });

  describe('Account.logos and the logo route', () => {
    it('gives each account generated logo URLs that serve its brand', async () => {
      const logos = (await gerente.gql('{ account { logos { full compact inverse } } }')).data!.account.logos;
      expect(logos.full).toMatch(/^\/api\/brand\/bompreco\/logo-full\.svg\?v=\w+$/);
      const response = await fetch(server.url + logos.full);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toMatch(/public/);
      expect(await response.text()).toContain('#D62828');

      const redeMais = await fetch(`${server.url}/api/brand/rede-mais/logo-compact.svg`);
      const svg = await redeMais.text();
      expect(svg).not.toContain('#D62828');
      expect(svg).toContain('MF');
    });

    it('answers 404 for an unknown account or logo kind', async () => {
      expect((await fetch(`${server.url}/api/brand/nao-existe/logo-full.svg`)).status).toBe(404);
      expect((await fetch(`${server.url}/api/brand/bompreco/logo-huge.svg`)).status).toBe(404);
    });
  });
});
