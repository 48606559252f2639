import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SMTPServer } from 'smtp-server';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../testing/harness';
import { loadSalesFixture, oneLineSale } from '../../testing/salesFixture';
import { balances } from './credits';
import { CampaignEngine, outboxAdapter, type ChannelAdapter } from './dispatch';
import { optOutLink, suppress } from './optout';
import { saoPauloInstant } from './schedule';
import { webhookKey, zenviaAdapter } from './zenvia';
import { campaignMessageId, smtpCampaignAdapter } from './smtpAdapter';
import { ZenviaSimulator } from './zenviaSimulator';
import { EmailEventSimulator } from './emailEventSimulator';
import { emailWebhookKey } from './emailEvents';
import { ALREADY_CANCELLED, ALREADY_SENT, purchaseCredits } from './service';
import { ANA, BIA, CAIO, consumer, cpf, DUDA, EVA, FABIO } from './testPeople';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;

// Ana: SMS and e-mail; Bia: no opt-in; Caio: opted in with a landline (no valid mobile); Duda: opted
// in (suppressed in one test); Eva: Ana's phone again (a duplicate contact); Fábio: e-mail only.
const consumers = [
  consumer(ANA, 'Ana Lima', { phone: '+55 71 99911-0001', email: 'ana@exemplo.com.br', opt_in: { sms: true, email: true } }),
  consumer(BIA, 'Bia Souza', { phone: '71999110002', opt_in: { sms: false } }),
  consumer(CAIO, 'Caio Reis', { phone: '7133330003', opt_in: { sms: true } }),
  consumer(DUDA, 'Duda Prado', { phone: '71999110004', opt_in: { sms: true } }),
  consumer(EVA, 'Eva Melo', { phone: '71999110001', opt_in: { sms: true } }),
  consumer(FABIO, 'Fábio Nunes', { email: 'fabio@exemplo.com.br', opt_in: { email: true } }),
];
const sales = [oneLineSale('A1', '1', ANA, '2026-03-20T10:00:00-03:00', 100)];
const SALVADOR = { groups: [{ operator: 'AND', criteria: [{ key: 'city', values: ['Salvador'] }] }], operator: 'OR' };

const FIELDS = `_id status status_label title messages_dispatches_quantity pending_dispatches dispatches_cancelled
  dispatches { channel queued sent suppressed capped no_contact no_optin holdout cancelled credits_spent }`;
const SAVE_DRAFT = `mutation($data: OmniCampaignInput!) { upsertDraftOmniCampaign(data: $data) { _id message campaign { ${FIELDS} } } }`;
const ACTIVATE = `mutation($id: ID!) { activateOmniCampaign(_id: $id) { _id message campaign { ${FIELDS} } } }`;
const action = (name: string) => `mutation($id: ID!) { ${name}(_id: $id) { _id message campaign { ${FIELDS} } } }`;
const CAMPAIGN = `query($id: ID!) { omniCampaign(_id: $id) { ${FIELDS} } }`;
const ESTIMATE = `query($id: ID!) { omniCampaignEstimate(_id: $id) { audience holdout cost_cents channels { channel reach credits credits_per_message cost_cents suppressed no_contact no_optin covered available_credits } } }`;

/** A day in the future (São Paulo) so slots are planned only when the test ticks at their hours. */
const DAY = '2030-03-05';

describe(`the campaign engine (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  let server: TestServer;
  let gerente: TestClient;
  let segmentId: string;
  let demo: { title: string; status: string; sent: number }[];
  const deps = () => ({ db: server.stores.pg, ch: server.services.ch, processing: server.services.processing });
  const engine = (workerId = 'w1', adapters?: Partial<Record<'sms' | 'email', ChannelAdapter>>, batchSize = 500) =>
    new CampaignEngine({ ...deps(), db: server.stores.pg }, { workerId, secret: 'test', publicUrl: 'http://localhost', batchSize, adapters });
  const at = (time: string, date = DAY) => saoPauloInstant(date, time);

  const smsCampaign = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    initial_date: DAY,
    final_date: DAY,
    segments: [segmentId],
    holdout_percentage: 0,
    schedule_settings: [
      { id: 's1', initial_hour: '09:00', final_hour: '18:00', send_date: DAY, channels: { sms: { active: true, priority: 1, message: { text: 'Oi [primeiro nome], ofertas hoje! Responda SAIR para sair' } } } },
    ],
    ...extra,
  });

  async function draft(data: Record<string, unknown>): Promise<string> {
    const result = await gerente.gql(SAVE_DRAFT, { data });
    expect(result.errors).toBeUndefined();
    return result.data!.upsertDraftOmniCampaign._id;
  }
  const clearLedger = () => server.stores.pg.query(`delete from campaign_deliveries`).then(() => server.stores.pg.query(`delete from campaign_slots`));

  beforeAll(async () => {
    server = await startTestServer();
    await loadSalesFixture(server, ACCOUNT, { consumers, sales });
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    const created = await gerente.rest('POST', '/api/segmentation/segments', { name: 'Salvador', description: '', fixed: false, definition: SALVADOR, tags: [] });
    segmentId = created.body._id as string;
    // the demo's campaigns as the first processing run left them, then a clean account for the tests
    demo = await server.stores.pg.query(
      `select c.title, c.status, count(d.*) filter (where d.status = 'SENT')::int as sent from omni_campaigns c left join campaign_deliveries d on d.campaign_id = c.id
        where c.account_id = $1 group by c.id, c.title, c.status order by c.title`,
      [ACCOUNT],
    );
    await server.stores.pg.query('delete from campaign_credit_entries where account_id = $1', [ACCOUNT]);
    await server.stores.pg.query('delete from omni_campaigns where account_id = $1', [ACCOUNT]);
  });
  afterAll(() => server.close());

  it('seeds the demo chain a campaign in each status, the past one sent by the engine at its hours', () => {
    // the fixture's Salvador consumers reachable by SMS: Ana and Duda (Eva shares Ana's phone)
    expect(demo).toEqual([
      { title: 'Aniversariantes do mês', status: 'DRAFT', sent: 0 },
      { title: 'Black Friday 2026', status: 'FINISHED', sent: 2 },
      { title: 'Liquida de inverno', status: 'INACTIVE', sent: 0 },
      { title: 'Natal 2026', status: 'SCHEDULED', sent: 0 },
      { title: 'Ofertas da semana', status: 'SCHEDULED', sent: 0 },
      // the WhatsApp one, replayed like the SMS one (the fixture's consumers have no WhatsApp opt-in)
      { title: 'Ofertas da semana no WhatsApp', status: 'FINISHED', sent: 0 },
      // an e-mail and a push draft, so each channel's list has a row of its own
      { title: 'Pontos a vencer', status: 'DRAFT', sent: 0 },
      { title: 'Receitas de fim de ano', status: 'DRAFT', sent: 0 },
    ]);
  });

  describe('records and actions', () => {
    it('saves a draft with the defaults of the spec and the contract', async () => {
      const id = await draft({ title: 'Rascunho simples' });
      const result = await gerente.gql(`query($id: ID!) { omniCampaign(_id: $id) { status status_label holdout_percentage limit_per_consumer { limiter quantity } budget { limiter } } }`, { id });
      expect(result.data!.omniCampaign).toEqual({ status: 'DRAFT', status_label: 'Rascunho', holdout_percentage: 5, limit_per_consumer: { limiter: 'WEEKLY', quantity: 7 }, budget: { limiter: 'CAMPAIGN' } });
    });

    it('refuses a holdout above 20 % and an unknown variable with the spec\'s text', async () => {
      const holdout = await gerente.gql(SAVE_DRAFT, { data: { title: 'X', holdout_percentage: 25 } });
      expect(holdout.errors![0].message).toBe('Campo "holdout_percentage": deve ser de 0 a 20 %.');
      const variable = await gerente.gql(SAVE_DRAFT, {
        data: smsCampaign('Var', { schedule_settings: [{ initial_hour: '09:00', final_hour: '18:00', channels: { sms: { active: true, priority: 1, message: { text: 'Oi [apelido]' } } } }] }),
      });
      expect(variable.errors![0].message).toBe('Variável "apelido" não existe no state');
    });

    it('lists by status array, channel and search, paged', async () => {
      await draft(smsCampaign('Lista SMS Natal'));
      const result = await gerente.gql(`{ omniCampaigns(status: [DRAFT], channels: [sms], search: "natal", page: 1, pageSize: 5) { records page omni_campaigns { title status } } }`);
      expect(result.data!.omniCampaigns).toEqual({ records: 1, page: 1, omni_campaigns: [{ title: 'Lista SMS Natal', status: 'DRAFT' }] });
      const email = await gerente.gql(`{ omniCampaigns(channels: [email], search: "natal") { records } }`);
      expect(email.data!.omniCampaigns.records).toBe(0);
    });

    it('lists the campaigns whose period overlaps the chosen one', async () => {
      await draft(smsCampaign('Periodo dezembro', { initial_date: '2031-12-01', final_date: '2031-12-10' }));
      const count = async (from: string, to: string) =>
        (await gerente.gql(`query($from: String, $to: String) { omniCampaigns(search: "Periodo dezembro", initialDate: $from, finalDate: $to) { records } }`, { from, to })).data!.omniCampaigns.records;
      expect([await count('2031-12-10', '2031-12-31'), await count('2031-11-01', '2031-11-30'), await count('2031-12-11', '2031-12-31')]).toEqual([1, 0, 0]);
      const wrong = await gerente.gql(`{ omniCampaigns(initialDate: "12/01/2031") { records } }`);
      expect(wrong.errors).toHaveLength(1);
    });

    it('refuses to activate without a segment', async () => {
      const id = await draft(smsCampaign('Sem segmento', { segments: [] }));
      const result = await gerente.gql(ACTIVATE, { id });
      expect(result.errors![0].message).toBe('Ocorreu um erro ao ativar campanha: escolha ao menos um segmento.');
    });

    it('estimates reach and cost with the planner\'s rules and refuses to activate without the balance, then reserves it', async () => {
      const id = await draft(smsCampaign('Com saldo'));
      const estimate = (await gerente.gql(ESTIMATE, { id })).data!.omniCampaignEstimate;
      // Ana reachable; Eva shares her phone (duplicate); Bia no opt-in; Caio a landline; Duda reachable; Fábio no SMS opt-in
      expect(estimate.audience).toBe(6);
      expect(estimate.channels).toEqual([
        { channel: 'sms', reach: 3 - 1, credits: 2, credits_per_message: 1, cost_cents: 200, suppressed: 1, no_contact: 1, no_optin: 2, covered: false, available_credits: 0 },
      ]);
      const refused = await gerente.gql(ACTIVATE, { id });
      expect(refused.errors![0].message).toBe('Ocorreu um erro ao ativar campanha: saldo insuficiente de SMS: a campanha custa 2 crédito(s) (R$ 2,00) e há 0 disponível(is).');
      await purchaseCredits(server.stores.pg, { account: { id: ACCOUNT } as never, user: { id: null } as never }, 'sms', 10, 'teste');
      const activated = await gerente.gql(ACTIVATE, { id });
      expect(activated.errors).toBeUndefined();
      expect(activated.data!.activateOmniCampaign.campaign.status).toBe('SCHEDULED');
      expect((await balances(server.stores.pg, ACCOUNT)).sms).toMatchObject({ purchased: 10, reserved: 2, spent: 0, available: 8 });
      // deactivating gives the reservation back
      const back = await gerente.gql(action('unscheduleOmniCampaign'), { id });
      expect(back.data!.unscheduleOmniCampaign.campaign.status).toBe('DRAFT');
      expect((await balances(server.stores.pg, ACCOUNT)).sms).toMatchObject({ reserved: 0, available: 10 });
    });

    it('duplicates any campaign as a draft and deletes only drafts', async () => {
      const id = await draft(smsCampaign('Original'));
      const clone = await gerente.gql(action('cloneOmniCampaign'), { id });
      expect(clone.data!.cloneOmniCampaign.campaign).toMatchObject({ title: 'Cópia de Original', status: 'DRAFT' });
      await gerente.gql(ACTIVATE, { id });
      const refused = await gerente.gql(action('deleteOmniCampaign'), { id });
      expect(refused.errors![0].message).toBe('Ocorreu um erro ao deletar campanha: somente rascunhos podem ser excluídos.');
      const deleted = await gerente.gql(action('deleteOmniCampaign'), { id: clone.data!.cloneOmniCampaign._id });
      expect(deleted.errors).toBeUndefined();
      expect((await gerente.gql(CAMPAIGN, { id: clone.data!.cloneOmniCampaign._id })).data!.omniCampaign).toBeNull();
      await gerente.gql(action('cancelOmniCampaign'), { id });
    });

    it('cancels a campaign (Inativa) and refuses to cancel it twice', async () => {
      const id = await draft(smsCampaign('Cancelar'));
      await gerente.gql(ACTIVATE, { id });
      const cancelled = await gerente.gql(action('cancelOmniCampaign'), { id });
      expect(cancelled.data!.cancelOmniCampaign.campaign).toMatchObject({ status: 'INACTIVE', status_label: 'Inativa' });
      const again = await gerente.gql(action('cancelOmniCampaign'), { id });
      expect(again.errors![0].message).toBe('Ocorreu um erro ao tentar cancelar campanha: a campanha já foi cancelada.');
      const finish = await gerente.gql(action('finishOmniCampaign'), { id });
      expect(finish.errors![0].message).toBe('Ocorreu um erro ao tentar finalizar campanha: somente campanhas ativas ou agendadas podem ser finalizadas.');
    });

    it('lets only platform admins record a purchase of credits', async () => {
      const result = await gerente.gql('mutation { purchaseCampaignCredits(channel: sms, credits: 5) { balance { available } } }');
      expect(result.errors![0].extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('planning and dispatch', () => {
    it('keeps the channel\'s rate per second across engines: two processes on one PostgreSQL share it, one second after another', async () => {
      await clearLedger();
      await server.stores.pg.query(`insert into campaign_channel_settings (account_id, channel, price_cents, rate_per_second) values ($1, 'sms', 100, 3) on conflict (account_id, channel) do update set rate_per_second = 3`, [ACCOUNT]);
      try {
        // twenty people of their own, reachable by SMS, in a fixed list
        const documents = Array.from({ length: 20 }, (_, i) => cpf(String(300000000 + i * 7919).slice(0, 9)));
        await server.stores.pg.query(
          `insert into consumers (account_id, document_no, person_type, name, phone, created_at, created_date, opt_in)
           select $1, d, 'F', 'Ritmo ' || n, '7199' || lpad((n + 1000)::text, 7, '0'), now(), current_date, '{"sms": true}' from unnest($2::text[]) with ordinality as t(d, n)
           on conflict do nothing`,
          [ACCOUNT, documents],
        );
        const [fixed] = await server.stores.pg.query<{ id: string }>(`insert into segments (account_id, name, fixed, definition, clients_qty) values ($1, 'Ritmo', true, '{"groups":[],"operator":"OR"}', 20) returning id`, [ACCOUNT]);
        await server.stores.pg.query(`insert into segment_members (account_id, segment_id, version, document_no) select $1, $2, 1, unnest($3::text[])`, [ACCOUNT, fixed.id, documents]);
        await purchaseCredits(server.stores.pg, { account: { id: ACCOUNT } as never, user: { id: null } as never }, 'sms', 100, 'carga');
        const id = await draft(smsCampaign('Ritmo', { segments: [fixed.id] }));
        expect((await gerente.gql(ACTIVATE, { id })).errors).toBeUndefined();
        const sent = async () =>
          (await server.stores.pg.query<{ n: number }>(`select count(*)::int as n from campaign_deliveries where campaign_id = $1 and status = 'SENT'`, [id]))[0].n;
        // small jobs, so two engines work on the campaign at once (on PGlite, which one process owns, one engine)
        const engines = process.env.TEST_DATABASE_URL ? [engine('a', undefined, 50), engine('b', undefined, 50)] : [engine('a', undefined, 50)];
        await engines[0].planDue(at('10:00'));
        // the same second, asked again and again by every engine (other tests' leftover jobs come out
        // of the queue too): three messages in all, whoever asks first
        for (let round = 0; round < 8; round++) await Promise.all(engines.map((e) => e.dispatchOnce(at('10:00'))));
        expect(await sent()).toBe(3);
        // the next second grants three more
        for (let round = 0; round < 8; round++) await Promise.all(engines.map((e) => e.dispatchOnce(at('10:00') + 1000)));
        expect(await sent()).toBe(6);
        await gerente.gql(action('cancelOmniCampaign'), { id });
      } finally {
        await server.stores.pg.query(`update campaign_channel_settings set rate_per_second = 10000 where account_id = $1 and channel = 'sms'`, [ACCOUNT]);
      }
    });

    beforeAll(() => purchaseCredits(server.stores.pg, { account: { id: ACCOUNT } as never, user: { id: null } as never }, 'sms', 100, 'envios dos testes'));

    it('plans one ledger row per consumer with its outcome, sends in the window through the outbox, spends and releases credits', async () => {
      await clearLedger();
      const before = (await balances(server.stores.pg, ACCOUNT)).sms;
      const id = await draft(smsCampaign('Envio'));
      expect((await gerente.gql(ACTIVATE, { id })).errors).toBeUndefined();
      // before the window: nothing planned
      expect(await engine().tick(at('08:59'))).toEqual({ planned: 0, sent: 0 });
      const result = await engine().tick(at('09:00'));
      expect(result).toEqual({ planned: 6, sent: 2 });
      const rows = await server.stores.pg.query<{ document_no: string; status: string; reason: string | null }>(
        `select document_no, status, reason from campaign_deliveries where campaign_id = $1 order by document_no`,
        [id],
      );
      const byDoc = Object.fromEntries(rows.map((r) => [r.document_no, [r.status, r.reason]]));
      expect(byDoc).toEqual({
        [ANA]: ['SENT', null],
        [BIA]: ['NO_OPTIN', null],
        [CAIO]: ['NO_CONTACT', null],
        [DUDA]: ['SENT', null],
        [EVA]: ['SUPPRESSED', 'contato duplicado'],
        [FABIO]: ['NO_OPTIN', null],
      });
      const outbox = await server.stores.pg.query<{ contact: string; content: { text: string } }>(
        `select o.contact, o.content from campaign_outbox o join campaign_deliveries d on d.id = o.delivery_id where d.campaign_id = $1 order by o.contact`,
        [id],
      );
      expect(outbox).toEqual([
        { contact: '71999110001', content: { text: 'Oi Ana, ofertas hoje! Responda SAIR para sair' } },
        { contact: '71999110004', content: { text: 'Oi Duda, ofertas hoje! Responda SAIR para sair' } },
      ]);
      // 2 credits reserved and spent; after the final date the campaign is Concluída with nothing held
      await engine().tick(at('23:59'));
      const campaign = (await gerente.gql(CAMPAIGN, { id })).data!.omniCampaign;
      expect(campaign).toMatchObject({ status: 'FINISHED', messages_dispatches_quantity: 2, pending_dispatches: 0 });
      expect((await balances(server.stores.pg, ACCOUNT)).sms).toMatchObject({ spent: before.spent + 2, reserved: before.reserved, available: before.available - 2 });
    });

    it('keeps the weekly limit across campaigns of the account', async () => {
      await clearLedger();
      const first = await draft(smsCampaign('Semana 1', { limit_per_consumer: { quantity: 1 } }));
      const second = await draft(smsCampaign('Semana 2', { limit_per_consumer: { quantity: 1 } }));
      await gerente.gql(ACTIVATE, { id: first });
      await engine().tick(at('09:00'));
      await gerente.gql(ACTIVATE, { id: second });
      await engine().tick(at('10:00'));
      const rows = await server.stores.pg.query<{ status: string; n: number }>(
        `select status, count(*)::int as n from campaign_deliveries where campaign_id = $1 and status in ('SENT', 'CAPPED') group by status`,
        [second],
      );
      expect(rows).toEqual([{ status: 'CAPPED', n: 2 }]);
    });

    it('leaves out a consumer who opted out before the next campaign', async () => {
      await clearLedger();
      await suppress(server.stores.pg, ACCOUNT, [DUDA], 'opt-out pelo link');
      const id = await draft(smsCampaign('Depois do opt-out'));
      await gerente.gql(ACTIVATE, { id });
      await engine().tick(at('09:00'));
      const [row] = await server.stores.pg.query<{ status: string; reason: string }>(`select status, reason from campaign_deliveries where campaign_id = $1 and document_no = $2`, [id, DUDA]);
      expect(row).toEqual({ status: 'SUPPRESSED', reason: 'na lista de supressão' });
      await server.stores.pg.query(`delete from campaign_suppressions`);
    });

    it('opts out only on the confirming or one-click POST of the signed link, never on GET or HEAD, and at once', async () => {
      const link = (channel: 'sms' | 'email') => optOutLink(server.url, server.services.campaigns.secret, { accountId: ACCOUNT, document: ANA, channel, campaignId: 'c' });
      const suppressed = async () => (await server.stores.pg.query<{ channel: string }>('select channel from campaign_suppressions where account_id = $1 and value = $2 order by channel', [ACCOUNT, ANA])).map((r) => r.channel);
      const page = await fetch(link('sms'));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Confirmar descadastro');
      await fetch(link('sms'), { method: 'HEAD' });
      expect(await suppressed()).toEqual([]);
      expect((await fetch(`${link('sms')}x`, { method: 'POST', body: new URLSearchParams({ confirmar: '1' }) })).status).toBe(404);
      expect((await fetch(link('sms'), { method: 'POST', body: new URLSearchParams({}) })).status).toBe(400);
      const confirmed = await fetch(link('sms'), { method: 'POST', body: new URLSearchParams({ confirmar: '1' }) });
      expect(await confirmed.text()).toContain('Descadastro confirmado');
      await fetch(link('email'), { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) });
      expect(await suppressed()).toEqual(['email', 'sms']);
      // the next SMS campaign leaves Ana out
      await clearLedger();
      const id = await draft(smsCampaign('Depois do link'));
      await gerente.gql(ACTIVATE, { id });
      await engine().tick(at('09:00'));
      const [row] = await server.stores.pg.query<{ status: string }>(`select status from campaign_deliveries where campaign_id = $1 and document_no = $2`, [id, ANA]);
      expect(row.status).toBe('SUPPRESSED');
      await server.stores.pg.query(`delete from campaign_suppressions`);
    });

    it('sends in quiet hours across midnight only inside the window (22:00–06:00 São Paulo)', async () => {
      await clearLedger();
      const id = await draft(
        smsCampaign('Madrugada', {
          final_date: '2030-03-06',
          schedule_settings: [{ id: 'n', initial_hour: '22:00', final_hour: '06:00', send_date: DAY, channels: { sms: { active: true, priority: 1, message: { text: 'Boa noite' } } } }],
        }),
      );
      await gerente.gql(ACTIVATE, { id });
      expect((await engine().tick(at('21:59'))).planned).toBe(0);
      // after midnight, on the next day, the window of DAY is still open
      const late = await engine().tick(at('01:30', '2030-03-06'));
      expect(late).toEqual({ planned: 6, sent: 2 });
      // a slot whose window closed is not planned any more
      const other = await draft(smsCampaign('Perdida', { final_date: '2030-03-06', schedule_settings: [{ id: 'p', initial_hour: '22:00', final_hour: '06:00', send_date: DAY, channels: { sms: { active: true, priority: 1, message: { text: 'x' } } } }] }));
      await gerente.gql(ACTIVATE, { id: other });
      expect((await engine().tick(at('06:00', '2030-03-06'))).planned).toBe(0);
      await gerente.gql(action('cancelOmniCampaign'), { id: other });
    });

    it('cancels pending dispatches once, irreversibly, and refuses when already sent or cancelled', async () => {
      await clearLedger();
      const id = await draft(smsCampaign('Cancelar envios'));
      await gerente.gql(ACTIVATE, { id });
      await engine().planDue(at('09:00'));
      const cancelled = await gerente.gql(action('cancelOmniCampaignDispatches'), { id });
      expect(cancelled.data!.cancelOmniCampaignDispatches.campaign).toMatchObject({ status: 'ACTIVE', dispatches_cancelled: true, pending_dispatches: 0 });
      expect(cancelled.data!.cancelOmniCampaignDispatches.campaign.dispatches[0]).toMatchObject({ cancelled: 2, sent: 0 });
      expect((await gerente.gql(action('cancelOmniCampaignDispatches'), { id })).errors![0].message).toBe(ALREADY_CANCELLED);
      expect((await engine().tick(at('10:00'))).sent).toBe(0);

      const sent = await draft(smsCampaign('Já enviada', { final_date: '2030-03-06' }));
      await gerente.gql(ACTIVATE, { id: sent });
      await engine().tick(at('11:00'));
      expect((await gerente.gql(action('cancelOmniCampaignDispatches'), { id: sent })).errors![0].message).toBe(ALREADY_SENT);
      await gerente.gql(action('finishOmniCampaign'), { id: sent });
    });

    it('retries a throttling provider with backoff and never skips the message', async () => {
      await clearLedger();
      await server.stores.pg.query(`insert into campaign_channel_settings (account_id, channel, price_cents, provider) values ($1, 'sms', 100, '{"provider":"zenvia","url":"http://x","token":"t"}')
        on conflict (account_id, channel) do update set provider = excluded.provider`, [ACCOUNT]);
      let calls = 0;
      const throttling: ChannelAdapter = {
        name: 'throttling',
        async send(_tx, messages) {
          calls += 1;
          return messages.map((m) => (calls === 1 ? { id: m.id, outcome: 'THROTTLED' as const } : { id: m.id, outcome: 'SENT' as const, providerId: `p${m.id}` }));
        },
      };
      const id = await draft(smsCampaign('Limitada'));
      await gerente.gql(ACTIVATE, { id });
      const first = await engine('w1', { sms: throttling }).tick(at('09:00'));
      expect(first.sent).toBe(0);
      const rows = await server.stores.pg.query<{ status: string; attempts: number }>(`select status, attempts from campaign_deliveries where campaign_id = $1 and status = 'QUEUED'`, [id]);
      expect(rows).toEqual([
        { status: 'QUEUED', attempts: 1 },
        { status: 'QUEUED', attempts: 1 },
      ]);
      // not before the backoff (2 s)
      expect((await engine('w1', { sms: throttling }).tick(at('09:00') + 1000)).sent).toBe(0);
      expect((await engine('w1', { sms: throttling }).tick(at('09:00') + 2000)).sent).toBe(2);
      await server.stores.pg.query(`update campaign_channel_settings set provider = null where account_id = $1`, [ACCOUNT]);
      await gerente.gql(action('finishOmniCampaign'), { id });
    });

    it('sends SMS through the Zenvia simulator: a 429 retried, receipts updating the ledger, a SAIR reply suppressing at once', async () => {
      await clearLedger();
      const simulator = new ZenviaSimulator('tok');
      const url = await simulator.start();
      try {
        await server.stores.pg.query(
          `insert into campaign_channel_settings (account_id, channel, price_cents, provider) values ($1, 'sms', 100, $2)
           on conflict (account_id, channel) do update set provider = excluded.provider`,
          [ACCOUNT, JSON.stringify({ provider: 'zenvia', url, token: 'tok', from: 'bompreco' })],
        );
        const zenvia = () => engine('z', { sms: zenviaAdapter });
        const id = await draft(smsCampaign('Pela Zenvia'));
        await gerente.gql(ACTIVATE, { id });
        simulator.failNext(429);
        expect((await zenvia().tick(at('09:00'))).sent).toBe(0);
        expect((await zenvia().tick(at('09:00') + 2000)).sent).toBe(2);
        expect(simulator.received.map((m) => [m.to, m.text])).toEqual([
          ['5571999110001', 'Oi Ana, ofertas hoje! Responda SAIR para sair'],
          ['5571999110004', 'Oi Duda, ofertas hoje! Responda SAIR para sair'],
        ]);
        const webhook = `${server.url}/api/campaigns/webhooks/zenvia/${webhookKey(server.services.campaigns.secret, ACCOUNT)}`;
        expect((await simulator.receipt(`${server.url}/api/campaigns/webhooks/zenvia/${ACCOUNT}.forjada`, simulator.received[0].id, 'DELIVERED')).status).toBe(404);
        await simulator.receipt(webhook, simulator.received[0].id, 'DELIVERED');
        await simulator.receipt(webhook, simulator.received[1].id, 'NOT_DELIVERED');
        const rows = await server.stores.pg.query<{ document_no: string; status: string; reason: string | null }>(
          `select document_no, status, reason from campaign_deliveries where campaign_id = $1 and document_no in ($2, $3) order by document_no`,
          [id, ANA, DUDA],
        );
        expect(rows).toEqual([
          { document_no: ANA, status: 'DELIVERED', reason: null },
          { document_no: DUDA, status: 'FAILED', reason: 'Zenvia: Número inexistente' },
        ].sort((a, b) => a.document_no.localeCompare(b.document_no)));
        // Duda answers SAIR: the next campaign leaves her phone out
        await simulator.reply(webhook, '5571999110004', ' Sair ');
        await gerente.gql(action('finishOmniCampaign'), { id });
        await clearLedger();
        const next = await draft(smsCampaign('Depois do SAIR'));
        await gerente.gql(ACTIVATE, { id: next });
        await zenvia().tick(at('09:00'));
        const [duda] = await server.stores.pg.query<{ status: string }>(`select status from campaign_deliveries where campaign_id = $1 and document_no = $2`, [next, DUDA]);
        expect(duda.status).toBe('SUPPRESSED');
        expect(simulator.received).toHaveLength(3);
      } finally {
        await simulator.stop();
        await server.stores.pg.query(`update campaign_channel_settings set provider = null where account_id = $1`, [ACCOUNT]);
        await server.stores.pg.query(`delete from campaign_suppressions`);
      }
    });

    it('applies the e-mail provider\'s events: delivered, opened, clicked, bounced, complained; a hard bounce and a complaint suppress at once', async () => {
      await clearLedger();
      const emailCampaign = (title: string) =>
        smsCampaign(title, { schedule_settings: [{ id: 'e1', initial_hour: '09:00', final_hour: '18:00', send_date: DAY, channels: { email: { active: true, priority: 1, message: { subject: 'Ofertas', text: 'Oi [primeiro nome]' } } } }] });
      const id = await draft(emailCampaign('Por e-mail'));
      expect((await gerente.gql(ACTIVATE, { id })).errors).toBeUndefined();
      await engine().tick(at('09:00'));
      const sent = await server.stores.pg.query<{ document_no: string; slot: string; contact: string }>(
        `select document_no, slot, contact from campaign_deliveries where campaign_id = $1 and status = 'SENT' order by document_no`,
        [id],
      );
      expect(sent.map((r) => r.contact).sort()).toEqual(['ana@exemplo.com.br', 'fabio@exemplo.com.br']);
      const key = (document: string) => `${id}:${document}:email:${sent.find((r) => r.document_no === document)!.slot}`;
      const webhook = `${server.url}/api/webhooks/email-events`;
      const forged = new EmailEventSimulator(webhook, `${ACCOUNT}.forjada`);
      expect((await forged.delivered(key(ANA))).status).toBe(401);
      const provider = new EmailEventSimulator(webhook, emailWebhookKey(server.services.campaigns.secret, ACCOUNT));
      expect((await provider.delivered(key(ANA))).body).toMatchObject({ applied: 1 });
      expect((await provider.open(key(ANA))).body).toMatchObject({ applied: 1 });
      expect((await provider.click(key(ANA))).body).toMatchObject({ applied: 1 });
      // the provider's retry of the same events changes nothing; an open after the click keeps CLICKED
      expect((await provider.retry(provider.posted.slice(-2))).body).toMatchObject({ applied: 0, duplicate: 2 });
      expect((await provider.post({ messageId: key(ANA), type: 'open' })).body).toMatchObject({ ignored: 1 });
      expect((await provider.post({ messageId: `${id}:99999999999:email:x`, type: 'open' })).body).toMatchObject({ unknown: 1 });
      expect((await provider.bounce(key(FABIO), 'hard')).body).toMatchObject({ applied: 1 });
      const state = async () =>
        Object.fromEntries(
          (await server.stores.pg.query<{ document_no: string; status: string; reason: string | null; opened: boolean }>(
            `select document_no, status, reason, opened_at is not null as opened from campaign_deliveries where campaign_id = $1 and status not in ('NO_OPTIN', 'NO_CONTACT', 'SUPPRESSED')`,
            [id],
          )).map((r) => [r.document_no, [r.status, r.reason, r.opened]]),
        );
      expect(await state()).toEqual({ [ANA]: ['CLICKED', null, true], [FABIO]: ['BOUNCED', 'bounce permanente: 550 5.1.1 usuário inexistente', false] });
      await provider.complaint(key(ANA));
      expect((await state())[ANA]).toEqual(['COMPLAINED', 'marcada como spam pelo destinatário', true]);
      const suppressions = await server.stores.pg.query<{ value: string; channel: string }>(`select value, channel from campaign_suppressions where account_id = $1 order by value`, [ACCOUNT]);
      expect(suppressions).toEqual([
        { value: ANA, channel: 'email' },
        { value: 'ana@exemplo.com.br', channel: 'email' },
        { value: 'fabio@exemplo.com.br', channel: 'email' },
      ].sort((a, b) => a.value.localeCompare(b.value)));
      // the next e-mail campaign leaves both out
      await gerente.gql(action('finishOmniCampaign'), { id });
      await clearLedger();
      const next = await draft(emailCampaign('Depois do bounce'));
      await gerente.gql(ACTIVATE, { id: next });
      await engine().tick(at('09:00'));
      const after = await server.stores.pg.query<{ document_no: string; status: string }>(
        `select document_no, status from campaign_deliveries where campaign_id = $1 and document_no in ($2, $3) order by document_no`,
        [next, ANA, FABIO],
      );
      expect(after.map((r) => r.status)).toEqual(['SUPPRESSED', 'SUPPRESSED']);
      await gerente.gql(action('finishOmniCampaign'), { id: next });
      await server.stores.pg.query(`delete from campaign_suppressions`);
    });

    it('sends e-mail campaigns over the server\'s SMTP relay: Message-ID = the idempotency key, unsubscribe headers; a 5xx refusal is FAILED, a 4xx one retried', async () => {
      await clearLedger();
      const received: { to: string; raw: string }[] = [];
      let busy = 1;
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onRcptTo(address, _session, callback) {
          if (address.address === 'fabio@exemplo.com.br') return callback(Object.assign(new Error('5.1.1 mailbox unavailable'), { responseCode: 550 }));
          // Ana's mailbox is busy once: the relay says "try later"
          if (busy-- > 0) return callback(Object.assign(new Error('4.2.1 tente mais tarde'), { responseCode: 451 }));
          callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            received.push({ to: session.envelope.rcptTo[0].address, raw: Buffer.concat(chunks).toString('utf8') });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const relay = smtpCampaignAdapter(`smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`, 'Bom Preço <ofertas@bompreco.com.br>');
      const smtpEngine = new CampaignEngine({ ...deps(), db: server.stores.pg }, { workerId: 'smtp', secret: 'test', publicUrl: 'http://localhost', serverAdapters: { email: relay } });
      try {
        const id = await draft(
          smsCampaign('Pelo SMTP', { schedule_settings: [{ id: 'm1', initial_hour: '09:00', final_hour: '18:00', send_date: DAY, channels: { email: { active: true, priority: 1, message: { subject: 'Ofertas para [primeiro nome]', text: 'Oi [primeiro nome]' } } } }] }),
        );
        expect((await gerente.gql(ACTIVATE, { id })).errors).toBeUndefined();
        await smtpEngine.tick(at('09:00'));
        const state = async () =>
          (await server.stores.pg.query<{ contact: string; status: string; reason: string | null; provider_id: string | null; slot: string; document_no: string }>(
            `select contact, status, reason, provider_id, slot, document_no from campaign_deliveries where campaign_id = $1 and channel = 'email' and status not in ('NO_OPTIN', 'NO_CONTACT') order by contact`,
            [id],
          ));
        // Fábio's address is refused for good; Ana's waits for its backoff
        expect((await state()).map((r) => [r.contact, r.status, r.reason])).toEqual([
          ['ana@exemplo.com.br', 'QUEUED', null],
          ['fabio@exemplo.com.br', 'FAILED', 'SMTP 550: 550 5.1.1 mailbox unavailable'],
        ]);
        expect(received).toHaveLength(0);
        await smtpEngine.tick(at('09:10'));
        const [ana] = await state();
        expect(ana.status).toBe('SENT');
        const key = `${id}:${ana.document_no}:email:${ana.slot}`;
        expect(ana.provider_id).toBe(campaignMessageId(key, 'bompreco.com.br'));
        expect(received.map((r) => r.to)).toEqual(['ana@exemplo.com.br']);
        // the header block, long lines unfolded (RFC 5322 §2.2.3)
        const headers = received[0].raw.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' ');
        expect(headers).toContain(`Message-ID: ${ana.provider_id}`);
        expect(headers).toContain(`X-Campaign-Message: ${key}`);
        expect(headers).toMatch(/List-Unsubscribe: <http:\/\/localhost\/optout\/[^>]+>/);
        expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
        expect(headers).toContain('Subject: Ofertas para Ana');
        await gerente.gql(action('finishOmniCampaign'), { id });
      } finally {
        relay.close();
        await new Promise<void>((resolve) => smtp.close(() => resolve()));
      }
    });

    it('sends every message exactly once with two engines and after a crash between claim and commit', async () => {
      await clearLedger();
      // many consumers: the fixed segment's stored members need no evaluation
      const documents = Array.from({ length: 400 }, (_, i) => cpf(String(100000000 + i * 7919).slice(0, 9)));
      await server.stores.pg.query(
        `insert into consumers (account_id, document_no, person_type, name, phone, created_at, created_date, opt_in)
         select $1, d, 'F', 'Cliente ' || n, '719' || lpad(n::text, 8, '0'), now(), current_date, '{"sms": true}' from unnest($2::text[]) with ordinality as t(d, n)
         on conflict do nothing`,
        [ACCOUNT, documents],
      );
      const [fixed] = await server.stores.pg.query<{ id: string }>(`insert into segments (account_id, name, fixed, definition, clients_qty) values ($1, 'Fixo', true, '{"groups":[],"operator":"OR"}', 400) returning id`, [ACCOUNT]);
      await server.stores.pg.query(`insert into segment_members (account_id, segment_id, version, document_no) select $1, $2, 1, unnest($3::text[])`, [ACCOUNT, fixed.id, documents]);
      await purchaseCredits(server.stores.pg, { account: { id: ACCOUNT } as never, user: { id: null } as never }, 'sms', 1000, 'carga');
      const id = await draft(smsCampaign('Dois motores', { segments: [fixed.id] }));
      expect((await gerente.gql(ACTIVATE, { id })).errors).toBeUndefined();
      // a process that dies after claiming and writing its batch: its transaction never commits
      await server.stores.pg.query(`insert into campaign_channel_settings (account_id, channel, price_cents, rate_per_second, provider) values ($1, 'sms', 100, 10000, '{"provider":"zenvia","url":"http://x","token":"t"}')
        on conflict (account_id, channel) do update set provider = excluded.provider, rate_per_second = 10000`, [ACCOUNT]);
      const crashing: ChannelAdapter = {
        name: 'crash',
        async send(tx, messages, settings) {
          await outboxAdapter('dying').send(tx, messages, settings);
          throw new Error('SIGKILL simulado');
        },
      };
      const dying = engine('dying', { sms: crashing }, 50);
      await dying.planDue(at('09:00'));
      await expect(dying.dispatchOnce(at('09:00'))).rejects.toThrow('SIGKILL simulado');
      await server.stores.pg.query(`update campaign_channel_settings set provider = null where account_id = $1`, [ACCOUNT]);
      const [queued] = await server.stores.pg.query<{ n: number }>(`select count(*)::int as n from campaign_deliveries where campaign_id = $1 and status = 'QUEUED'`, [id]);
      expect(queued.n).toBe(400);
      await Promise.all([engine('a', undefined, 37).tick(at('09:01')), engine('b', undefined, 41).tick(at('09:01'))]);
      const [counts] = await server.stores.pg.query<{ sent: number; outbox: number; distinct_ids: number }>(
        `select (select count(*)::int from campaign_deliveries where campaign_id = $1 and status = 'SENT') as sent,
                (select count(*)::int from campaign_outbox o join campaign_deliveries d on d.id = o.delivery_id where d.campaign_id = $1) as outbox,
                (select count(distinct o.contact)::int from campaign_outbox o join campaign_deliveries d on d.id = o.delivery_id where d.campaign_id = $1) as distinct_ids`,
        [id],
      );
      expect(counts).toEqual({ sent: 400, outbox: 400, distinct_ids: 400 });
    });
  });
});
