import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { openPostgres } from '../../stores/operational';
import { signedIn, startTestServer, TestClient, type TestServer } from '../../testing/harness';
import { cpfCheckDigits } from '../../../src/shared/lib/document';
import { SignupRateLimiter, signupLimiter } from './rateLimit';

jest.setTimeout(120_000);

const BOMPRECO = DEMO_ACCOUNT_IDS.bompreco;
const cpf = (base9: string) => base9 + cpfCheckDigits(base9);
const SLOT_PATH = '/cadastro/bompreco/clube';

const CONFIG = `{ accountHotsiteConfiguration { loyalty_club_name facebook_pixel_id google_analytics_id allowed_countries email_required password_visible
  can_change_modules public_urls modules { module enabled } fields { natural { name type label validators visible mandatory } legal { name label visible mandatory } } } }`;
const UPDATE = 'mutation($input: UpdateAccountHotsiteConfigurationInput!) { updateAccountHotsiteConfiguration(input: $input) { configuration { loyalty_club_name facebook_pixel_id allowed_countries modules { module enabled } } } }';
const ADD = 'mutation($input: AddHotsiteSlotInput!) { AddHotsiteSlot(input: $input) { slot { preview_configuration { settings } } } }';

type Field = { name: string; label: string; visible: boolean; mandatory: boolean };

describe('the account-level sign-up configuration (/configuracoes-admin/hotsite)', () => {
  let server: TestServer;
  let gerente: TestClient;
  let admin: TestClient;
  let analista: TestClient;
  let baseInput: Record<string, any>;

  beforeAll(async () => {
    server = await startTestServer();
    [gerente, admin, analista] = await Promise.all([signedIn(server, 'gerente@bompreco.com.br'), signedIn(server, 'admin@plataforma.dev'), signedIn(server, 'analista@bompreco.com.br')]);
    const { data } = await gerente.gql(CONFIG);
    const pick = (fields: Field[]) => fields.map(({ name, label, visible, mandatory }) => ({ name, label, visible, mandatory }));
    const c = data!.accountHotsiteConfiguration;
    baseInput = {
      loyalty_club_name: null,
      facebook_pixel_id: null,
      google_analytics_id: null,
      allowed_countries: c.allowed_countries,
      email_required: c.email_required,
      password_visible: c.password_visible,
      fields: { natural: pick(c.fields.natural), legal: pick(c.fields.legal) },
    };
  });
  afterAll(() => server.close());
  beforeEach(() => signupLimiter.reset(server.stores.pg));

  const page = async () => (await new TestClient(server.url).fetch(SLOT_PATH)).text();

  it('starts from the defaults: Brazil, e-mail required, password asked, the spec §3 fields all visible', async () => {
    const { data, errors } = await gerente.gql(CONFIG);
    expect(errors).toBeUndefined();
    const c = data!.accountHotsiteConfiguration;
    expect(c).toMatchObject({ loyalty_club_name: null, facebook_pixel_id: null, allowed_countries: ['BR'], email_required: true, password_visible: true, can_change_modules: false });
    expect(c.fields.natural.map((f: Field) => f.name)).toEqual(['name', 'surname', 'phone', 'email', 'birth_date', 'gender', 'address', 'password']);
    expect(c.fields.natural.every((f: Field) => f.visible)).toBe(true);
    expect(c.public_urls).toEqual([`${server.config.publicUrl}${SLOT_PATH}`]);
    expect(c.modules).toContainEqual({ module: 'terms_optin', enabled: true });
    expect(c.modules).toContainEqual({ module: 'hotsite_international', enabled: false });
  });

  it('is refused to a user who is not an admin of the account', async () => {
    expect((await analista.gql(CONFIG)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await analista.gql(UPDATE, { input: baseInput })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses malformed ids, countries and hidden locked fields in pt-BR, saving nothing', async () => {
    const refused = async (patch: Record<string, unknown>) => (await gerente.gql(UPDATE, { input: { ...baseInput, ...patch } })).errors?.[0].message;
    expect(await refused({ facebook_pixel_id: 'abc123' })).toBe('Campo "input.facebook_pixel_id": ID do pixel inválido (só números, de 5 a 20).');
    expect(await refused({ google_analytics_id: 'XX-1' })).toBe('Campo "input.google_analytics_id": ID do Google Analytics inválido (ex.: G-XXXXXXX).');
    expect(await refused({ allowed_countries: [] })).toBe('Campo "input.allowed_countries": Escolha ao menos um país.');
    expect(await refused({ allowed_countries: ['BR', 'ZZ'] })).toBe('Campo "input.allowed_countries": País inválido.');
    const hidden = structuredClone(baseInput.fields);
    hidden.natural[0].visible = false;
    expect(await refused({ fields: hidden })).toBe('Campo "input.fields.natural.0.visible": O campo "Nome" precisa ficar visível e obrigatório.');
    expect(await refused({ fields: { ...baseInput.fields, natural: baseInput.fields.natural.slice(1) } })).toMatch(/envie os mesmos campos/);
    expect(await refused({ modules: [{ module: 'terms_optin', enabled: false }] })).toBe('Você não tem permissão para ligar ou desligar módulos: só administradores da plataforma.');
    expect(await server.stores.pg.query('select 1 from account_hotsite_configurations where account_id = $1', [BOMPRECO])).toHaveLength(0);
  });

  it('names the public page after the club, injects the account pixel unless the slot has its own, and follows e-mail and password rules', async () => {
    expect(await page()).not.toContain('fbq(');
    const fields = structuredClone(baseInput.fields);
    const { errors } = await gerente.gql(UPDATE, {
      input: { ...baseInput, loyalty_club_name: 'Clube Mais Vantagens', facebook_pixel_id: '998877665', google_analytics_id: 'g-abc1234', email_required: false, password_visible: false, fields },
    });
    expect(errors).toBeUndefined();
    const response = await new TestClient(server.url).fetch(SLOT_PATH);
    const html = await response.text();
    expect(html).toContain('<title>Cadastro – Clube Mais Vantagens</title>');
    expect(html).toContain("fbq('init','998877665')");
    expect(html).toContain("gtag('config','G-ABC1234')");
    expect(response.headers.get('content-security-policy')).toContain('https://connect.facebook.net');
    expect(html).not.toContain('type="password"');
    expect(html).toMatch(/<input type="email" id="f-email" name="email" value=""[^>]*autocomplete="email">/);
    expect(html).not.toMatch(/id="f-email"[^>]*required/);

    // without e-mail and password: the sign-up goes through, the confirmation by SMS names the club
    const document = cpf('321654980');
    const form = { tipo: 'N', document, name: 'Caio', surname: 'Sem Email', phone: '+55 (71) 9 8123-4567', birth_date: '02/03/1985', gender: 'M', terms: 'on', website: '' };
    const created = await new TestClient(server.url).fetch(SLOT_PATH, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString(), redirect: 'manual' });
    expect(created.status).toBe(303);
    const [sms] = await server.stores.pg.query<{ body: string }>(`select body from outbox_messages where account_id = $1 and '5571981234567' = any(recipients)`, [BOMPRECO]);
    expect(sms.body).toMatch(/^Clube Mais Vantagens: Caio, confirme seu cadastro/);

    // a slot's own pixel wins over the account's
    const [slot] = await server.stores.pg.query<{ id: string }>('select id from hotsite_slots where url_path = $1', [SLOT_PATH]);
    const { data } = await gerente.gql('query($id: ID!) { hotsiteSlot(id: $id) { preview_configuration { settings } } }', { id: slot.id });
    await gerente.gql('mutation($input: SetHotsiteConfigurationInput!) { SetPreviewHotsiteConfiguration(input: $input) { slot { id } } }', {
      input: { hotsiteSlotId: slot.id, settings: data!.hotsiteSlot.preview_configuration.settings, overrides: { facebook_pixel_id: '111222333' } },
    });
    await gerente.gql('mutation($input: SetProductionHotsiteConfigurationInput!) { SetProductionHotsiteConfiguration(input: $input) { slot { id } } }', { input: { hotsiteSlotId: slot.id } });
    const own = await page();
    expect(own).toContain("fbq('init','111222333')");
    expect(own).toContain("gtag('config','G-ABC1234')");
  });

  it('gives new slots the account default fields that are visible', async () => {
    const fields = structuredClone(baseInput.fields);
    const address = fields.natural.find((f: Field) => f.name === 'address');
    address.visible = false;
    fields.natural.find((f: Field) => f.name === 'surname').label = 'Último nome';
    await gerente.gql(UPDATE, { input: { ...baseInput, fields } });
    const { data, errors } = await gerente.gql(ADD, { input: { name: 'Campos da conta', slug: 'campos-conta' } });
    expect(errors).toBeUndefined();
    const natural = data!.AddHotsiteSlot.slot.preview_configuration.settings.fields.natural as Field[];
    expect(natural.map((f) => f.name)).not.toContain('address');
    expect(natural.find((f) => f.name === 'surname')?.label).toBe('Último nome');
    expect(natural[0]).not.toHaveProperty('visible');
  });

  it('lets a platform admin switch the sign-up modules: international asks the country, terms off asks no consent', async () => {
    const { data: config } = await admin.gql(CONFIG);
    expect(config!.accountHotsiteConfiguration.can_change_modules).toBe(true);
    const { data, errors } = await admin.gql(UPDATE, {
      input: { ...baseInput, allowed_countries: ['BR', 'AR', 'UY'], modules: [{ module: 'hotsite_international', enabled: true }, { module: 'terms_optin', enabled: false }] },
    });
    expect(errors).toBeUndefined();
    expect(data!.updateAccountHotsiteConfiguration.configuration.modules).toEqual(expect.arrayContaining([{ module: 'hotsite_international', enabled: true }, { module: 'terms_optin', enabled: false }]));
    const [{ modules }] = await server.stores.pg.query<{ modules: string[] }>('select modules from accounts where id = $1', [BOMPRECO]);
    expect(modules).toEqual(expect.arrayContaining(['hotsite_international', 'raffle', 'push']));
    expect(modules).not.toContain('terms_optin');
    const html = await page();
    expect(html).toContain('<option value="AR">Argentina</option>');
    expect(html).not.toContain('Li e aceito os termos de uso');
    const bad = await new TestClient(server.url).fetch(SLOT_PATH, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ tipo: 'N', country: 'PT' }).toString() });
    expect(await bad.text()).toContain('Escolha um país da lista');
    await admin.gql(UPDATE, { input: { ...baseInput, modules: [{ module: 'hotsite_international', enabled: false }, { module: 'terms_optin', enabled: true }] } });
  });
});

describe('the sign-up rate limit in the operational store', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('shares one fixed window per address between limiters (processes), counting concurrent posts exactly', async () => {
    const db = server.stores.pg;
    await signupLimiter.reset(db);
    const first = new SignupRateLimiter(5, 60_000);
    const second = new SignupRateLimiter(5, 60_000);
    const now = Date.UTC(2026, 10, 24, 12, 0, 10);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? first : second).take(db, BOMPRECO, '203.0.113.7', 'secret', now)));
    expect(results.filter(Boolean)).toHaveLength(5);
    // another address has its own count; the next window starts afresh
    expect(await first.take(db, BOMPRECO, '203.0.113.8', 'secret', now)).toBe(true);
    expect(await second.take(db, BOMPRECO, '203.0.113.7', 'secret', now + 60_000)).toBe(true);
    // only a keyed hash of the address is kept
    const rows = await db.query<{ ip_hash: string; hits: number }>('select ip_hash, hits from signup_rate_windows order by window_start, hits desc');
    expect(rows.map((r) => r.hits)).toEqual([8, 1, 1]);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.ip_hash))).toBe(true);
    expect(first.retryAfterSeconds(now)).toBe(50);
    // windows older than two lengths are purged
    await first.purge(db, now + 3 * 60_000);
    expect(await db.query('select 1 from signup_rate_windows')).toHaveLength(0);
  });

  it('is shared by two connections to one PostgreSQL database (two server processes)', async () => {
    if (!server.config.databaseUrl) return; // PGlite: one process owns the data dir
    const other = await openPostgres(server.config.databaseUrl);
    try {
      await signupLimiter.reset(server.stores.pg);
      const limiter = new SignupRateLimiter(3, 60_000);
      const now = Date.UTC(2026, 10, 24, 12, 5, 0);
      const results = await Promise.all(Array.from({ length: 6 }, (_, i) => limiter.take(i % 2 ? other : server.stores.pg, BOMPRECO, '198.51.100.1', 'secret', now)));
      expect(results.filter(Boolean)).toHaveLength(3);
    } finally {
      await other.close();
    }
  });
});
