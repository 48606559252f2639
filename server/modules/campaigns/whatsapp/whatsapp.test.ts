import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../../seed/demo';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../../testing/harness';
import { loadSalesFixture, oneLineSale } from '../../../testing/salesFixture';
import { CampaignEngine } from '../dispatch';
import { suppress } from '../optout';
import { saoPauloInstant } from '../schedule';
import { consumer, cpf } from '../testPeople';
import { whatsappAdapter } from './adapter';
import { whatsappProviderToStore } from './config';
import type { WhatsappInboundMessage } from './inbound';
import { WhatsappMessenger, WhatsappWindowClosedError } from './send';
import { hubSignature, whatsappWebhookKey } from './webhook';
import { WhatsappSimulator } from './whatsappSimulator';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;
const LIA = cpf('901000001');
const LEO = cpf('901000002');
const LUA = cpf('901000003');
// Lia and Léo: WhatsApp opt-in with a mobile; Lua: no WhatsApp opt-in
const consumers = [
  consumer(LIA, 'Lia Campos', { phone: '71988770001', opt_in: { whatsapp: true }, address: { city_name: 'Itaparica' } }),
  consumer(LEO, 'Léo Matos', { phone: '71988770002', opt_in: { whatsapp: true }, address: { city_name: 'Itaparica' } }),
  consumer(LUA, 'Lua Reis', { phone: '71988770003', opt_in: { whatsapp: false }, address: { city_name: 'Itaparica' } }),
];
const ITAPARICA = { groups: [{ operator: 'AND', criteria: [{ key: 'city', values: ['Itaparica'] }] }], operator: 'OR' };
const DAY = '2030-04-09';
const TEMPLATE_FIELDS = '_id name status status_label reason variables header_type';
const UPSERT = `mutation($input: WhatsappTemplateInput!) { upsertWhatsappTemplate(input: $input) { message template { ${TEMPLATE_FIELDS} } } }`;
const SUBMIT = `mutation($id: ID!) { submitWhatsappTemplate(_id: $id) { message template { ${TEMPLATE_FIELDS} } } }`;
const SAVE_DRAFT = `mutation($data: OmniCampaignInput!) { upsertDraftOmniCampaign(data: $data) { _id } }`;
const ACTIVATE = `mutation($id: ID!) { activateOmniCampaign(_id: $id) { _id status: campaign { status } } }`;
const DISPATCHES = `query($id: ID!) { omniCampaign(_id: $id) { status dispatches { channel sent delivered opened read failed } } }`;

describe(`the WhatsApp channel (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  let server: TestServer;
  let gerente: TestClient;
  let simulator: WhatsappSimulator;
  let segmentId: string;
  let webhook: string;
  const inbound: WhatsappInboundMessage[] = [];
  const at = (time: string) => saoPauloInstant(DAY, time);
  const engine = () =>
    new CampaignEngine(
      { db: server.stores.pg, ch: server.services.ch, processing: server.services.processing },
      { workerId: 'wa', secret: 'test', publicUrl: 'https://loja.exemplo.com.br', adapters: { whatsapp: whatsappAdapter({ publicUrl: 'https://loja.exemplo.com.br' }) } },
    );
  const ledger = (campaignId: string) =>
    server.stores.pg.query<{ document_no: string; status: string; reason: string | null }>(`select document_no, status, reason from campaign_deliveries where campaign_id = $1 order by document_no`, [campaignId]);

  async function template(input: Record<string, unknown>): Promise<{ _id: string; status: string; reason: string | null }> {
    const saved = await gerente.gql(UPSERT, { input });
    expect(saved.errors).toBeUndefined();
    return saved.data!.upsertWhatsappTemplate.template;
  }
  async function approved(name: string, extra: Record<string, unknown> = {}) {
    const t = await template({ name, category: 'MARKETING', body: 'Oi {{1}}, ofertas no Bom Preço!', variables: ['[primeiro nome]'], ...extra });
    await gerente.gql(SUBMIT, { id: t._id });
    await simulator.settled();
    return t._id;
  }
  const campaign = (title: string, message: Record<string, unknown>) => ({
    title,
    initial_date: DAY,
    final_date: DAY,
    segments: [segmentId],
    holdout_percentage: 0,
    schedule_settings: [{ id: 'w', initial_hour: '09:00', final_hour: '18:00', send_date: DAY, channels: { whatsapp: { active: true, priority: 1, message } } }],
  });
  async function draft(data: Record<string, unknown>): Promise<string> {
    const result = await gerente.gql(SAVE_DRAFT, { data });
    expect(result.errors).toBeUndefined();
    return result.data!.upsertDraftOmniCampaign._id;
  }

  beforeAll(async () => {
    server = await startTestServer();
    await loadSalesFixture(server, ACCOUNT, { consumers, sales: [oneLineSale('W1', '1', LIA, '2026-03-20T10:00:00-03:00', 80)] });
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    const created = await gerente.rest('POST', '/api/segmentation/segments', { name: 'Itaparica', description: '', fixed: false, definition: ITAPARICA, tags: [] });
    segmentId = created.body._id as string;
    simulator = new WhatsappSimulator({ token: 'meta-token', appSecret: 'app-secret', statusDelayMs: 20 });
    const url = await simulator.start();
    webhook = `${server.url}/api/webhooks/whatsapp/${whatsappWebhookKey(server.services.campaigns.secret, ACCOUNT)}`;
    simulator.webhook(webhook);
    const provider = whatsappProviderToStore(
      { base_url: url, phone_number_id: simulator.phoneNumberId, business_account_id: simulator.businessAccountId, token: 'meta-token', app_secret: 'app-secret', verify_token: 'verifica', senders: [{ name: 'Bom Preço', number: '+55 71 99999-0000' }] },
      null,
    );
    await server.stores.pg.query(
      `insert into campaign_channel_settings (account_id, channel, price_cents, provider) values ($1, 'whatsapp', 0, $2) on conflict (account_id, channel) do update set provider = excluded.provider`,
      [ACCOUNT, JSON.stringify(provider)],
    );
    server.services.whatsappInbound = { handleInbound: async (message) => void inbound.push(message) };
  });
  afterAll(async () => {
    await simulator.stop();
    await server.close();
  });

  describe('templates', () => {
    it('refuses a malformed template with a pt-BR reason', async () => {
      const bad = await gerente.gql(UPSERT, { input: { name: 'Ofertas Semana', category: 'MARKETING', body: 'Oi {{1}}', variables: ['[primeiro nome]'] } });
      expect(bad.errors![0].message).toMatch(/nome inválido/);
      const gaps = await gerente.gql(UPSERT, { input: { name: 'ofertas', category: 'MARKETING', body: 'Oi {{2}}', variables: ['x'] } });
      expect(gaps.errors![0].message).toMatch(/variáveis inválidas/);
    });

    it('submits a template to the API: the simulator approves it, or rejects a link shortener with its reason', async () => {
      const good = await template({ name: 'ofertas_teste', category: 'MARKETING', body: 'Oi {{1}}, ofertas!', variables: ['[primeiro nome]'], buttons: [{ text: 'Quero' }] });
      expect(good.status).toBe('DRAFT');
      const submitted = await gerente.gql(SUBMIT, { id: good._id });
      expect(submitted.data!.submitWhatsappTemplate.template.status).toBe('PENDING');
      const bad = await template({ name: 'promo_curta', category: 'MARKETING', body: 'Veja {{1}} em bit.ly/x', variables: ['[primeiro nome]'] });
      await gerente.gql(SUBMIT, { id: bad._id });
      await simulator.settled();
      const list = await gerente.gql(`{ whatsappTemplates(status: [APPROVED, REJECTED]) { name status status_label reason } }`);
      const byName = Object.fromEntries((list.data!.whatsappTemplates as { name: string }[]).map((t) => [t.name, t]));
      expect(byName.ofertas_teste).toEqual({ name: 'ofertas_teste', status: 'APPROVED', status_label: 'Aprovado', reason: null });
      expect(byName.promo_curta).toMatchObject({ status: 'REJECTED', status_label: 'Reprovado', reason: expect.stringMatching(/encurtadores/) });
      // an approved template is not edited
      const edit = await gerente.gql(UPSERT, { input: { _id: good._id, name: 'ofertas_teste', category: 'MARKETING', body: 'Oi {{1}}', variables: ['x'] } });
      expect(edit.errors![0].message).toMatch(/não pode ser alterado/);
    });

    it('lets a campaign use only an approved template', async () => {
      const pending = await template({ name: 'ainda_rascunho', category: 'UTILITY', body: 'Oi {{1}}', variables: ['[primeiro nome]'] });
      const id = await draft(campaign('Com rascunho', { template_id: pending._id, variables: ['[primeiro nome]'] }));
      const refused = await gerente.gql(ACTIVATE, { id });
      expect(refused.errors![0].message).toBe(
        'Ocorreu um erro ao ativar campanha: o modelo de WhatsApp "ainda_rascunho" está rascunho: somente modelos aprovados podem ser usados em campanhas.',
      );
      await gerente.gql(`mutation($id: ID!) { deleteOmniCampaign(_id: $id) { _id } }`, { id });
    });
  });

  describe('campaign messages through the Cloud API', () => {
    it('sends the approved template with the variables filled and the header image by link; statuses reach READ', async () => {
      const templateId = await approved('encarte_teste', { header_type: 'IMAGE', body: '{{1}}, o encarte vale até {{2}}.', variables: ['[primeiro nome]', 'domingo'] });
      const id = await draft(campaign('Encarte', { template_id: templateId, variables: ['[primeiro nome]', 'domingo'], attachment: { filename: 'encarte.png', mimetype: 'image/png', data_url: '/api/uploads/abc.png', thumbnail_url: null } }));
      const activated = await gerente.gql(ACTIVATE, { id });
      expect(activated.errors).toBeUndefined();
      const before = simulator.received.length;
      expect((await engine().tick(at('09:00'))).sent).toBe(2);
      const sent = simulator.received.slice(before);
      expect(sent.map((m) => [m.to, m.template])).toEqual([
        ['5571988770001', { name: 'encarte_teste', language: 'pt_BR', variables: ['Lia', 'domingo'], header: { type: 'image', link: 'https://loja.exemplo.com.br/api/uploads/abc.png' } }],
        ['5571988770002', { name: 'encarte_teste', language: 'pt_BR', variables: ['Léo', 'domingo'], header: { type: 'image', link: 'https://loja.exemplo.com.br/api/uploads/abc.png' } }],
      ]);
      await simulator.settled();
      expect((await ledger(id)).map((row) => row.status)).toEqual(['READ', 'READ', 'NO_OPTIN']);
      const counts = await gerente.gql(DISPATCHES, { id });
      expect(counts.data!.omniCampaign.dispatches).toEqual([{ channel: 'whatsapp', sent: 2, delivered: 2, opened: 2, read: 2, failed: 0 }]);
      await gerente.gql(`mutation($id: ID!) { finishOmniCampaign(_id: $id) { _id } }`, { id });
    });

    it('retries 429 and 5xx with backoff and fails a 4xx with Meta\'s reason', async () => {
      const templateId = await approved('falhas_teste');
      const id = await draft(campaign('Falhas', { template_id: templateId, variables: ['[primeiro nome]'] }));
      await gerente.gql(ACTIVATE, { id });
      simulator.failNext(429);
      expect((await engine().tick(at('09:00'))).sent).toBe(0);
      simulator.failNext(503);
      expect((await engine().tick(at('09:00') + 3000)).sent).toBe(0);
      simulator.failNext(400);
      expect((await engine().tick(at('09:00') + 20_000)).sent).toBe(2);
      await simulator.settled();
      const rows = await ledger(id);
      expect(rows[0]).toEqual({ document_no: LIA, status: 'FAILED', reason: 'WhatsApp 400 (131009): Parameter value is not valid' });
      expect(rows[1].status).toBe('READ');
      await gerente.gql(`mutation($id: ID!) { finishOmniCampaign(_id: $id) { _id } }`, { id });
    });
  });

  describe('the webhook', () => {
    it('answers Meta\'s verification with the challenge only for the account\'s verify token', async () => {
      expect(await simulator.verify('verifica', '424242')).toEqual({ status: 200, text: '424242' });
      expect((await simulator.verify('outro')).status).toBe(403);
    });

    it('refuses a post whose signature is not the app secret\'s (401) and a forged account key (404)', async () => {
      const body = { object: 'whatsapp_business_account', entry: [] };
      expect(await simulator.post(body, hubSignature('outro-segredo', JSON.stringify(body)))).toBe(401);
      expect(await simulator.post(body, 'sha256=00')).toBe(401);
      const forged = await fetch(`${server.url}/api/webhooks/whatsapp/${ACCOUNT}.forjada`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature('app-secret', '{}') }, body: '{}' });
      expect(forged.status).toBe(404);
    });

    it('records an inbound message once, opens the 24-hour window and hands it to the flows', async () => {
      const messenger = new WhatsappMessenger(server.stores.pg);
      await expect(messenger.sendWhatsappText(ACCOUNT, '71988770009', 'Oi!')).rejects.toBeInstanceOf(WhatsappWindowClosedError);
      inbound.length = 0;
      expect(await simulator.reply('71988770009', { button: 'ofertas:sim', text: 'Quero receber' }, 'Nina')).toBe(200);
      expect(inbound).toEqual([expect.objectContaining({ accountId: ACCOUNT, phone: '71988770009', text: 'Quero receber', buttonPayload: 'ofertas:sim' })]);
      // Meta retries a post: recorded and handed over once
      const [last] = simulator.posted.slice(-1);
      await simulator.post(last.body);
      expect(inbound).toHaveLength(1);
      const sent = await messenger.sendWhatsappText(ACCOUNT, '71988770009', 'Combinado! Escolha:', [{ id: 'a', title: 'Hortifrúti' }, { id: 'b', title: 'Açougue' }]);
      expect(sent.status).toBe('SENT');
      expect(simulator.received.at(-1)).toMatchObject({ to: '5571988770009', type: 'interactive', text: 'Combinado! Escolha:', buttons: [{ id: 'a', title: 'Hortifrúti' }, { id: 'b', title: 'Açougue' }] });
      await simulator.settled();
      const [row] = await server.stores.pg.query<{ status: string }>(`select status from whatsapp_messages where id = $1`, [sent.messageId]);
      expect(row.status).toBe('READ');
      // Nina has no loyalty registration: a non-loyalty contact
      const contacts = await gerente.gql(`{ getNumberOfContacts(channel: whatsapp) { total loyalty non_loyalty } }`);
      expect(contacts.data!.getNumberOfContacts.non_loyalty).toBe(1);
    });

    it('sends a template outside the window, and nothing but the outbox with the account\'s own provider', async () => {
      const messenger = new WhatsappMessenger(server.stores.pg);
      await approved('lembrete_teste');
      const before = simulator.received.length;
      expect((await messenger.sendWhatsappTemplate(ACCOUNT, '71988770010', { name: 'lembrete_teste', variables: ['Rui'] })).status).toBe('SENT');
      expect(simulator.received.length).toBe(before + 1);
      await server.stores.pg.query(`update campaign_channel_settings set provider = provider || '{"external_whatsapp_provider": true}' where account_id = $1 and channel = 'whatsapp'`, [ACCOUNT]);
      const external = await messenger.sendWhatsappTemplate(ACCOUNT, '71988770010', { name: 'lembrete_teste', variables: ['Rui'] });
      expect(external.status).toBe('OUTBOX');
      expect(simulator.received.length).toBe(before + 1);
      await server.stores.pg.query(`update campaign_channel_settings set provider = provider || '{"external_whatsapp_provider": false}' where account_id = $1 and channel = 'whatsapp'`, [ACCOUNT]);
    });
  });

  describe('targeting ALL: the non-loyalty contacts too', () => {
    it('sends to the opted-in, unsuppressed contacts besides the segment, counts them as recipients without revenue, and leaves them out with LOYALTY', async () => {
      // three people who wrote to the number and match no consumer: one opted in, one opted out, one on the suppression list
      await server.stores.pg.query(
        `insert into whatsapp_contacts (account_id, phone, name, opt_in) values ($1, '71977660001', 'Rita Contato', true), ($1, '71977660002', 'Sem Optin', false), ($1, '71977660003', 'Suprimida', true)
         on conflict (account_id, phone) do nothing`,
        [ACCOUNT],
      );
      await suppress(server.stores.pg, ACCOUNT, ['71977660003'], 'pediu para sair', 'whatsapp');
      const expected = await server.stores.pg.query<{ phone: string; name: string | null }>(
        `select phone, name from whatsapp_contacts w where account_id = $1 and opt_in
            and not exists (select 1 from campaign_suppressions s where s.account_id = w.account_id and s.value = w.phone and s.channel in ('all', 'whatsapp')) order by phone`,
        [ACCOUNT],
      );
      expect(expected.map((c) => c.phone)).toContain('71977660001');
      const templateId = await approved('todos_teste');
      const loyalty = await draft(campaign('Só clube', { template_id: templateId, variables: ['[primeiro nome]'], targeting_mode: 'LOYALTY' }));
      const all = await draft(campaign('Todos', { template_id: templateId, variables: ['[primeiro nome]'], targeting_mode: 'ALL' }));
      for (const id of [loyalty, all]) expect((await gerente.gql(ACTIVATE, { id })).errors).toBeUndefined();
      const before = simulator.received.length;
      await engine().tick(at('09:00'));
      await simulator.settled();

      const contactsOf = async (id: string) => (await ledger(id)).filter((row) => row.document_no.startsWith('contato:'));
      expect(await contactsOf(loyalty)).toEqual([]);
      const rows = await contactsOf(all);
      expect(rows.find((row) => row.document_no === 'contato:71977660002')).toMatchObject({ status: 'NO_OPTIN' });
      expect(rows.find((row) => row.document_no === 'contato:71977660003')).toMatchObject({ status: 'SUPPRESSED', reason: 'na lista de supressão' });
      expect(rows.filter((row) => row.status === 'READ').map((row) => row.document_no).sort()).toEqual(expected.map((c) => `contato:${c.phone}`).sort());
      // the contact gets the template with the profile name it wrote with
      const rita = simulator.received.slice(before).find((m) => m.to === '5571977660001')!;
      expect(rita.template).toMatchObject({ name: 'todos_teste', variables: ['Rita'] });

      const METRICS = `query($id: ID!) { omniCampaignMetrics(_id: $id) { recipients non_loyalty_recipients clients revenue channels { channel recipients } } }`;
      const [withContacts, clubOnly] = await Promise.all([all, loyalty].map(async (id) => (await gerente.gql(METRICS, { id })).data!.omniCampaignMetrics));
      expect(clubOnly.non_loyalty_recipients).toBe(0);
      expect(withContacts.non_loyalty_recipients).toBe(expected.length);
      expect(withContacts.recipients).toBe(clubOnly.recipients + expected.length);
      expect(withContacts.channels).toEqual([{ channel: 'whatsapp', recipients: clubOnly.recipients + expected.length }]);
      // no document, no tickets: the revenue and the clients are the loyalty recipients' only
      expect(withContacts.revenue).toBe(clubOnly.revenue);
      expect(withContacts.clients).toBe(clubOnly.clients);
      for (const id of [loyalty, all]) await gerente.gql(`mutation($id: ID!) { finishOmniCampaign(_id: $id) { _id } }`, { id });
    });
  });
});
