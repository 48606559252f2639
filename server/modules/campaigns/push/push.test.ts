import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../../seed/demo';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../../testing/harness';
import { loadSalesFixture, oneLineSale } from '../../../testing/salesFixture';
import { createIntegrationToken } from '../../ingestion';
import { CampaignEngine, ProviderUnavailableError } from '../dispatch';
import { saoPauloInstant } from '../schedule';
import { pushAdapter } from './adapter';
import { generateVapidKeys, validatePushProvider } from './config';
import { clearFcmTokens, fcmAccessToken, serviceAccountJwt } from './fcm';
import { FcmSimulator } from './fcmSimulator';
import { WebPushSimulator } from './webPushSimulator';
import { ANA, BIA, CAIO, consumer as person, DUDA } from '../testPeople';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;
const DAY = '2030-03-05';

const consumer = (document_no: string, name: string, opt_in: Record<string, boolean>) => person(document_no, name, { opt_in });
// Ana: an Android phone and a browser; Bia: opted in, no device; Caio: a phone whose token FCM no longer
// knows; Duda: a device but no push opt-in
const consumers = [consumer(ANA, 'Ana Lima', { push: true }), consumer(BIA, 'Bia Souza', { push: true }), consumer(CAIO, 'Caio Reis', { push: true }), consumer(DUDA, 'Duda Prado', { push: false })];
const SALVADOR = { groups: [{ operator: 'AND', criteria: [{ key: 'city', values: ['Salvador'] }] }], operator: 'OR' };
const SAVE_DRAFT = `mutation($data: OmniCampaignInput!) { upsertDraftOmniCampaign(data: $data) { _id } }`;
const ACTIVATE = `mutation($id: ID!) { activateOmniCampaign(_id: $id) { _id message } }`;
const ESTIMATE = `query($id: ID!) { omniCampaignEstimate(_id: $id) { channels { channel reach no_contact no_optin } } }`;
const CONTACTS = `{ getNumberOfContacts(channel: push) { total } }`;
const SETTINGS = `{ campaignChannelSettings { channel configured provider_summary } }`;
const UPDATE = `mutation($input: CampaignChannelSettingsInput!) { updateCampaignChannelSettings(input: $input) { channel configured provider_summary } }`;
const VAPID = `mutation($subject: String!) { generateCampaignPushVapidKeys(subject: $subject) { configured provider_summary } }`;

const ANA_PHONE = 'fcm-token-ana-android-000000000000000000';
const CAIO_PHONE = 'fcm-token-caio-android-00000000000000000';
const DUDA_PHONE = 'fcm-token-duda-android-00000000000000000';

describe(`app push (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  let server: TestServer;
  let gerente: TestClient;
  let segmentId: string;
  let integration: string;
  const fcm = new FcmSimulator();
  const web = new WebPushSimulator();
  let anaBrowser: { endpoint: string; keys: { p256dh: string; auth: string } };
  const at = (time: string) => saoPauloInstant(DAY, time);
  const engine = () =>
    new CampaignEngine({ db: server.stores.pg, ch: server.services.ch, processing: server.services.processing }, { workerId: 'push', secret: server.services.campaigns.secret, publicUrl: server.url, adapters: { push: pushAdapter({ secret: server.services.campaigns.secret }) } });
  const register = (body: unknown, token = integration) =>
    fetch(`${server.url}/api/push/devices`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const pushCampaign = (title: string) => ({
    title,
    initial_date: DAY,
    final_date: DAY,
    segments: [segmentId],
    holdout_percentage: 0,
    schedule_settings: [
      {
        id: 's1',
        initial_hour: '09:00',
        final_hour: '18:00',
        send_date: DAY,
        channels: {
          push: {
            active: true,
            priority: 1,
            message: {
              title: 'Oi [primeiro nome]!',
              text: 'Ofertas de hoje',
              inner_message_title: 'Hortifrúti',
              inner_message_text: 'Tudo com 20 % off, [primeiro nome]',
              image_url: 'https://cdn.exemplo.com.br/push.png',
              action: { type: 'link', link: 'https://bompreco.exemplo.com.br/ofertas' },
            },
          },
        },
      },
    ],
  });

  beforeAll(async () => {
    server = await startTestServer();
    await Promise.all([fcm.start(), web.start()]);
    anaBrowser = web.subscribe();
    await loadSalesFixture(server, ACCOUNT, { consumers, sales: [oneLineSale('A1', '1', ANA, '2026-03-20T10:00:00-03:00', 100)] });
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    segmentId = (await gerente.rest('POST', '/api/segmentation/segments', { name: 'Salvador', description: '', fixed: false, definition: SALVADOR, tags: [] })).body._id as string;
    integration = (await createIntegrationToken(server.stores.pg, ACCOUNT, 'App do clube', null)).token;
    await server.stores.pg.query('delete from omni_campaigns where account_id = $1', [ACCOUNT]);
    await server.stores.pg.query('delete from push_devices where account_id = $1', [ACCOUNT]);
  });
  afterAll(async () => {
    await Promise.all([fcm.stop(), web.stop()]);
    await server.close();
  });

  it('registers devices with the integration token only, and counts push reach by active opted-in devices', async () => {
    expect((await gerente.gql(CONTACTS)).data!.getNumberOfContacts.total).toBe(0);
    expect((await register({ document_no: ANA, platform: 'android', token: ANA_PHONE }, 'cvi_forjado')).status).toBe(401);
    expect((await register({ document_no: ANA, platform: 'web' })).status).toBe(400);
    expect((await register({ document_no: ANA, platform: 'android', token: ANA_PHONE })).status).toBe(201);
    expect((await register({ document_no: ANA, platform: 'android', token: ANA_PHONE })).status).toBe(200);
    expect((await register({ document_no: ANA, platform: 'web', subscription: anaBrowser })).status).toBe(201);
    expect((await register({ document_no: CAIO, platform: 'android', token: CAIO_PHONE })).status).toBe(201);
    expect((await register({ document_no: DUDA, platform: 'ios', token: DUDA_PHONE })).status).toBe(201);
    // Ana (2 devices) and Caio; Bia has no device, Duda no opt-in
    expect((await gerente.gql(CONTACTS)).data!.getNumberOfContacts.total).toBe(2);
    const id = (await gerente.gql(SAVE_DRAFT, { data: pushCampaign('Estimativa') })).data!.upsertDraftOmniCampaign._id;
    const estimate = (await gerente.gql(ESTIMATE, { id })).data!.omniCampaignEstimate.channels;
    expect(estimate).toEqual([{ channel: 'push', reach: 2, no_contact: 1, no_optin: 1 }]);
  });

  it('sends over FCM HTTP v1 and Web Push through the simulators: a 429 retried, a dead token disabled, an open recorded', async () => {
    clearFcmTokens();
    fcm.dead.add(CAIO_PHONE);
    const vapid = generateVapidKeys();
    const provider = validatePushProvider({ fcm: { service_account: JSON.stringify(fcm.serviceAccount()), api_url: fcm.url }, webpush: { public_key: vapid.publicKey, private_key: vapid.privateKey, subject: 'mailto:push@bompreco.com.br' } });
    await server.stores.pg.query(
      `insert into campaign_channel_settings (account_id, channel, price_cents, provider) values ($1, 'push', 0, $2) on conflict (account_id, channel) do update set provider = excluded.provider`,
      [ACCOUNT, JSON.stringify(provider)],
    );
    const id = (await gerente.gql(SAVE_DRAFT, { data: pushCampaign('Pelo FCM') })).data!.upsertDraftOmniCampaign._id;
    expect((await gerente.gql(ACTIVATE, { id })).data!.activateOmniCampaign.message).toBeTruthy();
    fcm.failNext(429);
    expect((await engine().tick(at('09:00'))).sent).toBe(0);
    const waiting = await server.stores.pg.query<{ status: string; attempts: number }>(`select status, attempts from campaign_deliveries where campaign_id = $1 and status = 'QUEUED'`, [id]);
    expect(waiting).toEqual([{ status: 'QUEUED', attempts: 1 }, { status: 'QUEUED', attempts: 1 }]);
    expect((await engine().tick(at('09:00') + 2000)).sent).toBe(2);

    // one access token for the whole run (cached), a valid RS256 assertion, nothing refused
    expect(fcm.tokenRequests).toBe(1);
    expect(fcm.refusedAssertions).toEqual([]);
    expect(fcm.received.map((m) => [m.token, m.notification])).toEqual([[ANA_PHONE, { title: 'Oi Ana!', body: 'Ofertas de hoje', image: 'https://cdn.exemplo.com.br/push.png' }]]);
    expect(fcm.received[0].data).toMatchObject({ inner_message_title: 'Hortifrúti', inner_message_text: 'Tudo com 20 % off, Ana', action_type: 'link', action_link: 'https://bompreco.exemplo.com.br/ofertas' });
    // the browser decrypted the same push (VAPID checked)
    expect(web.refused).toEqual([]);
    expect(web.received).toHaveLength(1);
    expect(web.received[0].payload).toMatchObject({ title: 'Oi Ana!', body: 'Ofertas de hoje', data: { inner_message_text: 'Tudo com 20 % off, Ana' } });

    const rows = await server.stores.pg.query<{ document_no: string; status: string; reason: string | null }>(
      `select document_no, status, reason from campaign_deliveries where campaign_id = $1 order by document_no`,
      [id],
    );
    expect(Object.fromEntries(rows.map((r) => [r.document_no, [r.status, r.reason]]))).toEqual({
      [ANA]: ['SENT', null],
      [BIA]: ['NO_CONTACT', null],
      [CAIO]: ['FAILED', 'FCM 404 UNREGISTERED'],
      [DUDA]: ['NO_OPTIN', null],
    });
    const devices = await server.stores.pg.query<{ token: string; disabled: boolean }>(`select token, disabled_at is not null as disabled from push_devices where account_id = $1 and document_no = $2`, [ACCOUNT, CAIO]);
    expect(devices).toEqual([{ token: CAIO_PHONE, disabled: true }]);
    expect((await gerente.gql(CONTACTS)).data!.getNumberOfContacts.total).toBe(1);

    // the app reports the open: the ledger says OPENED; a forged token is refused
    const webhook = `${server.url}/api/webhooks/push-events`;
    const forged = await fetch(webhook, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ event: 'opened', open_token: `${fcm.received[0].data.open_token.split('.')[0]}.forjado` }) });
    expect(forged.status).toBe(404);
    expect((await fcm.open(webhook, fcm.received[0])).status).toBe(200);
    const [ana] = await server.stores.pg.query<{ status: string }>(`select status from campaign_deliveries where campaign_id = $1 and document_no = $2`, [id, ANA]);
    expect(ana.status).toBe('OPENED');

    // the browser unsubscribed: the next send disables the subscription (410) and reaches the phone only
    web.unsubscribe(anaBrowser.endpoint);
    await server.stores.pg.query(`delete from omni_campaigns where id = $1`, [id]);
    const next = (await gerente.gql(SAVE_DRAFT, { data: pushCampaign('Depois do 410') })).data!.upsertDraftOmniCampaign._id;
    await gerente.gql(ACTIVATE, { id: next });
    expect((await engine().tick(at('10:00'))).sent).toBe(1);
    const [browser] = await server.stores.pg.query<{ disabled_reason: string }>(`select disabled_reason from push_devices where token = $1`, [anaBrowser.endpoint]);
    expect(browser.disabled_reason).toBe('Web Push 410: inscrição expirada');
    expect(fcm.received).toHaveLength(2);
    expect(fcm.tokenRequests).toBe(1);
  });

  it('signs the service account assertion with RS256: the token endpoint refuses another key, and the messages wait', async () => {
    clearFcmTokens();
    const other = new FcmSimulator();
    const jwt = serviceAccountJwt({ ...fcm.serviceAccount(), private_key: other.privateKeyPem });
    expect(JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString())).toMatchObject({ iss: fcm.clientEmail, aud: `${fcm.url}/token`, scope: 'https://www.googleapis.com/auth/firebase.messaging' });
    await expect(fcmAccessToken({ ...fcm.serviceAccount(), private_key: other.privateKeyPem })).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(fcm.refusedAssertions).toEqual(['assinatura inválida']);
    expect(await fcmAccessToken(fcm.serviceAccount())).toMatch(/^ya29\.sim-/);
  });

  it('configures the push channel with pt-BR validation and never returns a secret', async () => {
    const admin = await signedIn(server, 'admin@plataforma.dev');
    expect((await gerente.gql(UPDATE, { input: { channel: 'push', provider: { fcm: { service_account: '{}' } } } })).errors![0].extensions?.code).toBe('FORBIDDEN');
    const bad = await admin.gql(UPDATE, { input: { channel: 'push', provider: { fcm: { service_account: '{ não é json' } } } });
    expect(bad.errors![0].message).toContain('não é um JSON válido');
    const badKey = await admin.gql(UPDATE, { input: { channel: 'push', provider: { fcm: { service_account: { ...fcm.serviceAccount(), private_key: 'x' } } } } });
    expect(badKey.errors![0].message).toContain('chave PEM válida');
    const badVapid = await admin.gql(UPDATE, { input: { channel: 'push', provider: { webpush: { public_key: 'abc', private_key: 'abc', subject: 'x' } } } });
    expect(badVapid.errors![0].message).toContain('65 bytes');
    // back to the outbox, then FCM alone
    expect((await admin.gql(UPDATE, { input: { channel: 'push', provider: null } })).data!.updateCampaignChannelSettings.configured).toBe(false);
    const saved = await admin.gql(UPDATE, { input: { channel: 'push', price_cents: 2, provider: { fcm: { service_account: fcm.serviceAccount() } } } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateCampaignChannelSettings).toEqual({ channel: 'push', configured: true, provider_summary: { fcm: { project_id: 'clube-demo', client_email: fcm.clientEmail }, webpush: null } });
    const generated = (await admin.gql(VAPID, { subject: 'mailto:push@bompreco.com.br' })).data!.generateCampaignPushVapidKeys;
    // the FCM part stays, the VAPID public key is shown, the private one never
    expect(generated.provider_summary.fcm.project_id).toBe('clube-demo');
    expect(Buffer.from(generated.provider_summary.webpush.public_key, 'base64url')).toHaveLength(65);
    const listed = JSON.stringify((await admin.gql(SETTINGS)).data);
    expect(listed).not.toContain('PRIVATE KEY');
    expect(listed).not.toContain('private_key');
    const sms = await admin.gql(UPDATE, { input: { channel: 'email', provider: { x: 1 } } });
    expect(sms.errors![0].message).toContain('SMTP_URL');
  });
});
