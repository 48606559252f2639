import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, startTestServer, TestClient, type TestServer } from '../../testing/harness';
import { cpfCheckDigits, cnpjCheckDigits } from '../../../src/shared/lib/document';
import { defaultHotsiteSettings } from '../../../src/shared/lib/hotsite-settings';
import { signupLimiter } from './public';
import { SIGNUP_MESSAGES, signupProblems } from './signup';

jest.setTimeout(120_000);

const BOMPRECO = DEMO_ACCOUNT_IDS.bompreco;
/** Made-up CPFs of these tests: base 9 digits + their check digits. */
const cpf = (base9: string) => base9 + cpfCheckDigits(base9);

const SLOTS = '{ HotsiteSlots { records slots { id name urls public_url latest_version has_unpublished_changes production_configuration { version } preview_configuration { version settings } } } }';
const SLOT = 'query($id: ID!) { hotsiteSlot(id: $id) { id latest_version has_unpublished_changes production_configuration { version settings } preview_configuration { version restored_from created_by { login } settings } } }';
const VERSIONS = 'query($id: ID!) { HotsiteConfigurations(hotsiteSlotId: $id) { records configurations { version restored_from created_by { login } } } }';
const ADD = 'mutation($input: AddHotsiteSlotInput!) { AddHotsiteSlot(input: $input) { slot { id name urls latest_version production_configuration { version } preview_configuration { version } } } }';
const PREVIEW = 'mutation($input: SetHotsiteConfigurationInput!) { SetPreviewHotsiteConfiguration(input: $input) { slot { latest_version has_unpublished_changes preview_configuration { version } } } }';
const PUBLISH = 'mutation($input: SetProductionHotsiteConfigurationInput!) { SetProductionHotsiteConfiguration(input: $input) { slot { has_unpublished_changes production_configuration { version } } } }';
const RESTORE = 'mutation($input: RestoreHotsiteConfigurationInput!) { RestoreHotsiteConfiguration(input: $input) { slot { latest_version preview_configuration { version restored_from settings } } } }';

describe('the sign-up form rules of spec §5', () => {
  const settings = defaultHotsiteSettings();
  const valid = { document: cpf('123456780'), name: 'Ana', surname: 'Souza', phone: '+55 (71) 9 8888-7777', email: 'ana@example.com', birth_date: '10/05/1990', gender: 'F', password: 'segredo', terms: 'on' };
  const problems = (changes: Record<string, string>, hasTerms = true) => signupProblems(settings, 'N', { ...valid, ...changes }, hasTerms, '2026-11-24');

  it('accepts a complete natural-person form', () => {
    expect(problems({})).toEqual({});
  });
  it('requires every mandatory field with "Campo obrigatório"', () => {
    expect(problems({ name: '', surname: ' ', phone: '', email: '', birth_date: '', gender: '', password: '' })).toEqual({
      name: 'Campo obrigatório',
      surname: 'Campo obrigatório',
      phone: 'Campo obrigatório',
      email: 'Campo obrigatório',
      birth_date: 'Campo obrigatório',
      gender: 'Campo obrigatório',
      password: 'Campo obrigatório',
    });
  });
  it('takes names of letters and spaces with at least 2 letters', () => {
    expect(problems({ name: 'A' }).name).toBe(SIGNUP_MESSAGES.name);
    expect(problems({ surname: 'Souza 2' }).surname).toBe(SIGNUP_MESSAGES.name);
    expect(problems({ name: 'Maria José', surname: "D'Ávila" })).toEqual({});
  });
  it('takes landline and mobile phones with area code, in either mask', () => {
    expect(problems({ phone: '+55 (71) 3333-4444' })).toEqual({});
    expect(problems({ phone: '+55 (71) 8 8888-7777' }).phone).toBe(SIGNUP_MESSAGES.phone);
    expect(problems({ phone: '9999-8888' }).phone).toBe(SIGNUP_MESSAGES.phone);
  });
  it('checks the e-mail', () => {
    expect(problems({ email: 'ana@' }).email).toBe(SIGNUP_MESSAGES.email);
  });
  it('takes ages from 18 to 110 only', () => {
    expect(problems({ birth_date: '24/11/2008' })).toEqual({});
    expect(problems({ birth_date: '25/11/2008' }).birth_date).toBe(SIGNUP_MESSAGES.age);
    expect(problems({ birth_date: '24/11/1916' })).toEqual({});
    expect(problems({ birth_date: '23/11/1915' }).birth_date).toBe(SIGNUP_MESSAGES.age);
    expect(problems({ birth_date: '31/02/1990' }).birth_date).toBe(SIGNUP_MESSAGES.date);
  });
  it('wants a password of 6 characters or more', () => {
    expect(problems({ password: '12345' }).password).toBe(SIGNUP_MESSAGES.password);
    expect(problems({ password: '123456' })).toEqual({});
  });
  it('checks the CPF digits, and the CNPJ of a company', () => {
    expect(problems({ document: '12345678900' }).document).toBe(SIGNUP_MESSAGES.cpf);
    const legal = { document: '11222333000181', name: 'Mercadinho Ana Ltda', phone: '71988887777', email: 'contato@mercadinho.com.br', password: 'segredo', terms: 'on' };
    expect(signupProblems(settings, 'L', legal, true)).toEqual({});
    expect(signupProblems(settings, 'L', { ...legal, document: '11222333000180' }, true).document).toBe(SIGNUP_MESSAGES.cnpj);
    expect(cnpjCheckDigits('112223330001')).toBe('81');
  });
  it('asks for the terms only when the account has terms', () => {
    expect(problems({ terms: '' }).terms).toBe(SIGNUP_MESSAGES.terms);
    expect(problems({ terms: '' }, false)).toEqual({});
  });
});

describe('the sign-up site builder and its public site', () => {
  let server: TestServer;
  let gerente: TestClient;
  let analista: TestClient;
  let franqueado: TestClient;
  let slotId: string;
  let slotPath: string;

  beforeAll(async () => {
    server = await startTestServer();
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    analista = await signedIn(server, 'analista@bompreco.com.br');
    franqueado = await signedIn(server, 'franqueado@maisfeira.com.br');
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await signupLimiter.reset(server.stores.pg);
    signupLimiter.max = 10;
  });

  const visitor = () => new TestClient(server.url);
  const post = (path: string, form: Record<string, string>, from = visitor()) =>
    from.fetch(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString(), redirect: 'manual' });

  it('seeds Bom Preço a published slot with an unpublished preview', async () => {
    const { data, errors } = await gerente.gql(SLOTS);
    expect(errors).toBeUndefined();
    const seeded = data!.HotsiteSlots.slots.find((slot: { urls: string[] }) => slot.urls[0] === '/cadastro/bompreco/clube');
    expect(seeded).toMatchObject({ name: 'Clube Bom Preço', latest_version: 3, has_unpublished_changes: true, production_configuration: { version: 2 }, preview_configuration: { version: 3 } });
    const page = await visitor().fetch('/cadastro/bompreco/clube');
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('Cadastre-se no Clube Bom Preço e economize em toda compra');
    expect(text).toContain('--btn-bg:#C8102E');
    expect(text).not.toContain('Black Friday');
  });

  it('adds a slot with a unique address, the defaults as preview version 1, unpublished', async () => {
    const { data, errors } = await gerente.gql(ADD, { input: { name: 'Loja Itapuã', slug: 'Itapuã Verão' } });
    expect(errors).toBeUndefined();
    expect(data!.AddHotsiteSlot.slot).toMatchObject({ name: 'Loja Itapuã', urls: ['/cadastro/bompreco/itapua-verao'], latest_version: 1, production_configuration: null, preview_configuration: { version: 1 } });
    slotId = data!.AddHotsiteSlot.slot.id;
    slotPath = data!.AddHotsiteSlot.slot.urls[0];
    const again = await gerente.gql(ADD, { input: { name: 'Outro', slug: 'itapua-verao' } });
    expect(again.errors?.[0].message).toBe('Campo "input.name": já existe um espaço com este nome ou endereço.');
    expect((await visitor().fetch(slotPath)).status).toBe(404);
  });

  it('refuses a configuration with a blank colour or a missing image, naming the tab, with the errors grouped by tab', async () => {
    const settings = defaultHotsiteSettings('#00AA55');
    settings.assets.colors.legalFooter.font = '';
    const result = await gerente.gql(PREVIEW, { input: { hotsiteSlotId: slotId, settings } });
    expect(result.errors?.[0].message).toBe('Campo "settings.assets.colors.legalFooter.font": Campo obrigatório (aba 0).');
    const groups = result.errors?.[0].extensions?.problems as { tab: string; problems: { path: string; message: string }[] }[];
    expect(groups.map((group) => [group.tab, group.problems.length])).toEqual([
      ['colors', 1],
      ['images', 7],
    ]);
    expect((await gerente.gql(SLOT, { id: slotId })).data!.hotsiteSlot.latest_version).toBe(1);
  });

  it('saves versions, publishes the preview with who and when, and restores an old version as a new one', async () => {
    const settings = defaultHotsiteSettings('#00AA55');
    for (const screen of ['home', 'form'] as const) settings.assets.images[screen] = { desktop: '/api/uploads/a.png', tablet: '/api/uploads/a.png', smartphone: '/api/uploads/a.png' };
    settings.assets.images.finish.logo = '/api/uploads/logo.png';
    const saved = await gerente.gql(PREVIEW, { input: { hotsiteSlotId: slotId, settings } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.SetPreviewHotsiteConfiguration.slot).toEqual({ latest_version: 2, has_unpublished_changes: true, preview_configuration: { version: 2 } });

    const published = await gerente.gql(PUBLISH, { input: { hotsiteSlotId: slotId } });
    expect(published.data!.SetProductionHotsiteConfiguration.slot).toEqual({ has_unpublished_changes: false, production_configuration: { version: 2 } });
    expect(await (await visitor().fetch(slotPath)).text()).toContain('--btn-bg:#00AA55');

    const green = structuredClone(settings);
    green.assets.colors.form.buttonBackground = '#123456';
    await gerente.gql(PREVIEW, { input: { hotsiteSlotId: slotId, settings: green } });
    // the public page keeps the published version; the preview (signed-in builder only) shows the new one
    expect(await (await visitor().fetch(slotPath)).text()).toContain('--btn-bg:#00AA55');
    expect((await visitor().fetch(`${slotPath}?preview=1`)).status).toBe(403);
    const preview = await gerente.fetch(`${slotPath}?preview=1`);
    expect(preview.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(await preview.text()).toContain('--btn-bg:#123456');

    const restored = await gerente.gql(RESTORE, { input: { hotsiteSlotId: slotId, version: 2 } });
    expect(restored.data!.RestoreHotsiteConfiguration.slot).toMatchObject({ latest_version: 4, preview_configuration: { version: 4, restored_from: 2 } });
    expect(restored.data!.RestoreHotsiteConfiguration.slot.preview_configuration.settings.assets.colors.form.buttonBackground).toBe('#00AA55');
    const history = (await gerente.gql(VERSIONS, { id: slotId })).data!.HotsiteConfigurations;
    expect(history.records).toBe(4);
    expect(history.configurations.map((c: { version: number; restored_from: number | null }) => [c.version, c.restored_from])).toEqual([
      [4, 2],
      [3, null],
      [2, null],
      [1, null],
    ]);
    expect(history.configurations[0].created_by.login).toBe('gerente@bompreco.com.br');
    expect((await gerente.gql(RESTORE, { input: { hotsiteSlotId: slotId, version: 99 } })).errors?.[0].message).toBe('Campo "input.version": versão não encontrada.');
  });

  it('keeps one account’s slot from another account, and exports the list as the screen shows it', async () => {
    const franqueador = await signedIn(server, 'franqueador@redemais.com.br');
    expect((await franqueador.gql(SLOT, { id: slotId })).data!.hotsiteSlot).toBeNull();
    expect((await franqueador.gql(PUBLISH, { input: { hotsiteSlotId: slotId } })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await franqueador.gql(VERSIONS, { id: slotId })).data!.HotsiteConfigurations.records).toBe(0);
    expect((await franqueador.gql(SLOTS)).data!.HotsiteSlots.records).toBe(0);
    const csv = await gerente.fetch('/api/configuracoes/site-cadastramento.csv?ordem=nome.asc');
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Nome;Endereço;Situação;Versão publicada;Última versão;Alterações não publicadas;Cadastros pelo site;Criado em');
    expect(lines.slice(1).map((line) => line.split(';').slice(0, 3))).toEqual([
      ['Clube Bom Preço', `${server.config.publicUrl}/cadastro/bompreco/clube`, 'Publicado'],
      ['Loja Itapuã', `${server.config.publicUrl}/cadastro/bompreco/itapua-verao`, 'Publicado'],
    ]);
  });

  it('keeps the builder from a franchisee and from a user without the page', async () => {
    for (const client of [analista, franqueado]) {
      expect((await client.gql(SLOTS)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await client.gql(PUBLISH, { input: { hotsiteSlotId: slotId } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('signs a visitor up once: one consumer, consent with the terms version and date, origin the slot, mirrored, confirmation e-mailed', async () => {
    const document = cpf('987654320');
    const form = {
      tipo: 'N',
      document: `${document.slice(0, 3)}.${document.slice(3, 6)}.${document.slice(6, 9)}-${document.slice(9)}`,
      name: 'Joana',
      surname: 'Teste Cadastro',
      phone: '+55 (71) 9 8765-4321',
      email: 'Joana.Teste@example.com',
      birth_date: '02/03/1985',
      gender: 'F',
      password: 'minhasenha',
      optin_sms: 'on',
      optin_email: 'on',
      terms: 'on',
      website: '',
    };
    const before = Date.now();
    const response = await post('/cadastro/bompreco/clube', form);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cadastro/bompreco/clube/concluido');
    const rows = await server.stores.pg.query<Record<string, any>>(
      `select name, email, phone, origin, person_type, birth_date::text as birth_date, accepted_terms_version, last_accepted_terms_date, opt_in, is_confirmed, password_hash
         from consumers where account_id = $1 and document_no = $2`,
      [BOMPRECO, document],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Joana Teste Cadastro', email: 'joana.teste@example.com', phone: '5571987654321', origin: 'Clube Bom Preço', person_type: 'F', birth_date: '1985-03-02', accepted_terms_version: 1, is_confirmed: false });
    expect(rows[0].opt_in).toEqual({ sms: true, email: true, whatsapp: false, push: false });
    expect(new Date(rows[0].last_accepted_terms_date).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    const [mirrored] = await server.stores.ch.query<{ n: number }>('SELECT count() AS n FROM dim_consumers FINAL WHERE account_id = {account:UUID} AND document_no = {doc:String}', { account: BOMPRECO, doc: document });
    expect(Number(mirrored.n)).toBe(1);

    const [mail] = await server.stores.pg.query<{ body: string; recipients: string[] }>(`select body, recipients from outbox_messages where account_id = $1 and 'joana.teste@example.com' = any(recipients)`, [BOMPRECO]);
    const link = /\/cadastro\/confirmar\/[A-Za-z0-9_-]+/.exec(mail.body)![0];
    const confirmed = await visitor().fetch(link);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Cadastro confirmado');
    expect((await server.stores.pg.query<{ is_confirmed: boolean }>('select is_confirmed from consumers where account_id = $1 and document_no = $2', [BOMPRECO, document]))[0].is_confirmed).toBe(true);
    expect((await visitor().fetch(link)).status).toBe(404);

    // the same CPF again (another e-mail): refused in pt-BR, still one consumer
    const again = await post('/cadastro/bompreco/clube', { ...form, email: 'outra@example.com' });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Este CPF/CNPJ já está cadastrado no clube.');
    // the same e-mail with another CPF: refused too
    const sameEmail = await post('/cadastro/bompreco/clube', { ...form, document: cpf('111222334') });
    expect(sameEmail.status).toBe(409);
    expect(await sameEmail.text()).toContain(SIGNUP_MESSAGES.emailTaken);
    const [{ n }] = await server.stores.pg.query<{ n: number }>('select count(*)::int as n from consumers where account_id = $1 and (document_no = $2 or document_no = $3)', [BOMPRECO, document, cpf('111222334')]);
    expect(n).toBe(1);
  });

  it('shows the form again with the errors and "Campo obrigatório", creating nothing', async () => {
    const response = await post('/cadastro/bompreco/clube', { tipo: 'N', document: '123', name: 'J', terms: '' });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain('CPF inválido');
    expect(text).toContain('Campo obrigatório');
    expect(text).toContain(SIGNUP_MESSAGES.terms);
    expect(text).toContain('aria-invalid="true"');
  });

  it('pretends to accept a bot that fills the honeypot, and creates no one', async () => {
    const document = cpf('555666771');
    const response = await post('/cadastro/bompreco/clube', { tipo: 'N', document, name: 'Robo', surname: 'Spam', phone: '71987654321', email: 'bot@example.com', birth_date: '01/01/1990', gender: 'M', password: '123456', terms: 'on', website: 'http://spam.example' });
    expect(response.status).toBe(303);
    const [{ n }] = await server.stores.pg.query<{ n: number }>('select count(*)::int as n from consumers where account_id = $1 and document_no = $2', [BOMPRECO, document]);
    expect(n).toBe(0);
  });

  it('refuses more sign-up posts than the limit from one address with 429', async () => {
    signupLimiter.max = 3;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post('/cadastro/bompreco/clube', { tipo: 'N', document: '1' })).status);
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    const limited = await post('/cadastro/bompreco/clube', { tipo: 'N', document: '1' });
    expect(await limited.text()).toContain('Muitas tentativas');
  });

  it('serves the page under its own CSP with the script of our origin, tracking ids only when set', async () => {
    const response = await visitor().fetch('/cadastro/bompreco/clube');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' 'nonce-");
    expect(csp).not.toContain('facebook');
    expect(await response.text()).not.toContain('fbq(');
    // with the ids set (on the test's own slot), the snippets and their hosts come in, under the nonce
    const slot = (await gerente.gql(SLOT, { id: slotId })).data!.hotsiteSlot;
    const bad = await gerente.gql(PREVIEW, { input: { hotsiteSlotId: slotId, settings: slot.preview_configuration.settings, overrides: { facebook_pixel_id: 'abc' } } });
    expect(bad.errors?.[0].message).toBe('Campo "overrides.facebook_pixel_id": ID do pixel inválido (só números).');
    await gerente.gql(PREVIEW, { input: { hotsiteSlotId: slotId, settings: slot.preview_configuration.settings, overrides: { facebook_pixel_id: '123456789', google_analytics_id: 'G-ABC1234' } } });
    await gerente.gql(PUBLISH, { input: { hotsiteSlotId: slotId } });
    const tracked = await visitor().fetch(slotPath);
    const trackedCsp = tracked.headers.get('content-security-policy')!;
    expect(trackedCsp).toContain('https://connect.facebook.net');
    expect(trackedCsp).toContain('https://www.googletagmanager.com');
    const nonce = /'nonce-([^']+)'/.exec(trackedCsp)![1];
    const page = await tracked.text();
    expect(page).toContain(`<script nonce="${nonce}">`);
    expect(page).toContain("fbq('init','123456789')");
    expect(page).toContain("gtag('config','G-ABC1234')");
    const script = await visitor().fetch('/cadastro/_assets/signup.js');
    expect(script.status).toBe(200);
    expect((await script.text()).length).toBeLessThan(2000);
  });
});
