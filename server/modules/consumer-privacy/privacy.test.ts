import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { toGlobalId } from '../../access/globalId';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { TestClient, signedIn, startTestServer, type TestServer } from '../../testing/harness';
import { hashPassword } from '../session';
import { dataRequestLimiter } from '../hotsite';
import { loadSalesFixture, oneLineSale } from '../../testing/salesFixture';
import { suppressionHash } from './erasure';
import { createRequest } from './requests';

const BOMPRECO = DEMO_ACCOUNT_IDS.bompreco;
const MAIS_FEIRA = DEMO_ACCOUNT_IDS['mais-feira'];

/** The person who asks for a full deletion: every kind of trace below carries them. */
const PERSON = {
  document_no: '714.602.380-01',
  person_type: 'F',
  name: 'Rosângela Quitéria Batista',
  email: 'Rosangela.Batista@Exemplo.com.br',
  phone: '+55 (71) 99321-7654',
  gender: 'F',
  birth_date: '1975-08-09',
  created_at: '2025-04-01T10:00:00-03:00',
  unit_id_erp: '1',
  address: { city_name: 'Salvador', neighborhood: 'Barra', street: 'Rua das Laranjeiras' },
  opt_in: { sms: true, email: true, whatsapp: true, push: false },
} as const;
/** Someone else, untouched by the request. */
const OTHER = { document_no: '81325704059', person_type: 'F', name: 'Juvenal Pedreira Lopes', email: 'juvenal@exemplo.com.br', phone: '71988112233', gender: 'M', created_at: '2025-02-01', unit_id_erp: '1' } as const;
/** A partial request: contacts only. */
const PARTIAL = { document_no: '52713984041', person_type: 'F', name: 'Clarice Ventura Nogueira', email: 'clarice@exemplo.com.br', phone: '71977445566', gender: 'F', birth_date: '1990-01-01', created_at: '2025-03-01', unit_id_erp: '1' } as const;

const DOC = '71460238001';
const SEARCHES = [DOC, '714.602.380-01', PERSON.name, PERSON.email, PERSON.email.toLowerCase(), '71993217654', '5571993217654', '(71) 99321-7654'];

const SALES = [
  oneLineSale('LGPD-1', '1', DOC, '2026-03-02T10:00:00-03:00', 120),
  oneLineSale('LGPD-2', '1', DOC, '2026-03-09T10:00:00-03:00', 80.5),
  oneLineSale('LGPD-3', '1', OTHER.document_no, '2026-03-03T10:00:00-03:00', 45),
  oneLineSale('LGPD-4', '1', null, '2026-03-04T10:00:00-03:00', 10),
];

const PENDING = `{ usersPendingDeleteDataRequest(first: 20) { totalCount edges { node { id name document email kind days_left deadline status } } } }`;
const ACCEPT = `mutation($input: AnswerDeleteDataRequestInput!) { acceptUserDeleteDataRequest(input: $input) { emailed request { id status name document anonymised reply finished_by proof { pseudonym suppressed by entries { store target rows action } } } } }`;
const DECLINE = `mutation($input: AnswerDeleteDataRequestInput!) { declineUserDeleteDataRequest(input: $input) { emailed request { status reply } } }`;

/** Every row of every table of the operational store as text, for the searches. */
async function operationalText(server: TestServer): Promise<string> {
  const tables = await server.stores.pg.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not in ('users', 'schema_migrations')`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const rows = await server.stores.pg.query<{ t: string }>(`select t::text as t from "${table_name}" t`);
    parts.push(...rows.map((row) => `${table_name}: ${row.t}`));
  }
  return parts.join('\n');
}

/** Every row of every table of the analytics store as text. */
async function analyticsText(server: TestServer): Promise<string> {
  const tables = await server.stores.ch.query<{ name: string }>(`SELECT name FROM system.tables WHERE database = currentDatabase() AND engine LIKE '%MergeTree'`);
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = await server.stores.ch.query<Record<string, unknown>>(`SELECT * FROM ${name}`);
    parts.push(...rows.map((row) => `${name}: ${JSON.stringify(row)}`));
  }
  return parts.join('\n');
}

/** The text of every file under the data dir's file stores (exports, uploads). */
function filesText(dir: string): string {
  const parts: string[] = [];
  for (const store of ['files', 'uploads']) {
    const root = path.join(dir, store);
    if (!fs.existsSync(root)) continue;
    for (const entry of fs.readdirSync(root, { recursive: true }) as string[]) {
      const file = path.join(root, entry);
      if (fs.statSync(file).isFile()) parts.push(fs.readFileSync(file).toString('utf8'));
    }
  }
  return parts.join('\n');
}

const found = (text: string) => SEARCHES.filter((needle) => text.toLowerCase().includes(needle.toLowerCase()));

async function salesTotals(server: TestServer) {
  const [row] = await server.stores.ch.query<{ revenue: number; tickets: string; identified: string }>(
    `SELECT round(sum(total), 2) AS revenue, count() AS tickets, countIf(document_no != '') AS identified FROM tickets WHERE account_id = {a:UUID}`,
    { a: BOMPRECO },
  );
  return { revenue: Number(row.revenue), tickets: Number(row.tickets), identified: Number(row.identified) };
}

describe('LGPD data-deletion requests', () => {
  let server: TestServer;
  let gerente: TestClient;
  let analista: TestClient;
  let franqueado: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    await loadSalesFixture(server, BOMPRECO, { consumers: [PERSON, OTHER, PARTIAL], sales: SALES });
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    analista = await signedIn(server, 'analista@bompreco.com.br');
    franqueado = await signedIn(server, 'franqueado@maisfeira.com.br');
    const db = server.stores.pg;
    // campaigns: a delivery with its outbox copy; a coupon; an e-mail; a WhatsApp conversation; a tag
    const [campaign] = await db.query<{ id: string }>(`insert into omni_campaigns (account_id, title) values ($1, 'Ofertas de março') returning id`, [BOMPRECO]);
    const [delivery] = await db.query<{ id: string }>(
      `insert into campaign_deliveries (account_id, campaign_id, slot, document_no, channel, contact, status) values ($1, $2, 's1', $3, 'sms', '71993217654', 'SENT') returning id`,
      [BOMPRECO, campaign.id, DOC],
    );
    await db.query(`insert into campaign_outbox (delivery_id, account_id, channel, contact, content, sent_by) values ($1, $2, 'sms', '71993217654', $3, 'outbox')`, [
      delivery.id,
      BOMPRECO,
      JSON.stringify({ text: `Rosângela Quitéria Batista, sua oferta chegou! CPF 714.602.380-01` }),
    ]);
    const [benefit] = await db.query<{ id: string }>(`insert into benefits (account_id, title) values ($1, 'Cupom março') returning id`, [BOMPRECO]);
    await db.query(`insert into benefit_coupons (account_id, benefit_id, code, document_no) values ($1, $2, 'ROSA10', $3)`, [BOMPRECO, benefit.id, DOC]);
    await db.query(`insert into outbox_messages (account_id, recipients, subject, body) values ($1, $2, 'Bem-vinda', 'Olá, Rosângela Quitéria Batista!')`, [BOMPRECO, [PERSON.email]]);
    await db.query(`insert into whatsapp_messages (account_id, direction, phone, text) values ($1, 'IN', '5571993217654', 'oi')`, [BOMPRECO]);
    await db.query(`insert into consumer_tags (account_id, document_no, tag) values ($1, $2, 'vip')`, [BOMPRECO, DOC]);
    await db.query(`insert into campaign_suppressions (account_id, value, channel, reason) values ($1, '71993217654', 'sms', 'resposta SAIR')`, [BOMPRECO]);
    // an operation log entry (a back-office edit of the e-mail)
    const edit = await gerente.gql(`mutation($input: UpdateConsumerInput!) { updateConsumer(input: $input) { customer { email } } }`, {
      input: { id: toGlobalId('Customer', DOC), name: PERSON.name, email: PERSON.email.toLowerCase(), phone: '71993217654', birth_date: PERSON.birth_date, gender: 'F' },
    });
    expect(edit.errors).toBeUndefined();
    // a finished export of the registrations list that holds the person
    const job = await gerente.gql(`mutation($input: CreateConsumerRegistrationsReportInput!) { createConsumerRegistrationsReport(input: $input) { asyncJob { id } } }`, {
      input: { fileFormat: 'CSV', emails: ['gerente@bompreco.com.br'] },
    });
    expect(job.errors).toBeUndefined();
    for (let i = 0; i < 100; i += 1) {
      const [row] = await db.query<{ state: string }>(`select state from async_jobs where account_id = $1 order by created_at desc limit 1`, [BOMPRECO]);
      if (row?.state === 'FINISHED') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(found(filesText(server.config.dataDir))).not.toEqual([]);
  }, 120_000);
  afterAll(() => server?.close());

  it('lists pending requests with their 15-day clock and counts them in the platform notifications', async () => {
    await createRequest(server.stores.pg, { accountId: BOMPRECO, documentNo: DOC, kind: 'FULL', categories: [], channel: 'hotsite' });
    await createRequest(server.stores.pg, { accountId: BOMPRECO, documentNo: PARTIAL.document_no, kind: 'PARTIAL', categories: ['CONTACT'], channel: 'hotsite', requestedAt: new Date(Date.now() - 11 * 86_400_000) });
    // asking again while pending is the same request
    const again = await createRequest(server.stores.pg, { accountId: BOMPRECO, documentNo: DOC, kind: 'FULL', categories: [], channel: 'hotsite' });
    expect(again.created).toBe(false);
    const list = await gerente.gql(PENDING);
    expect(list.errors).toBeUndefined();
    expect(list.data!.usersPendingDeleteDataRequest.totalCount).toBe(2);
    const [older, newer] = list.data!.usersPendingDeleteDataRequest.edges.map((e: any) => e.node);
    expect(older).toMatchObject({ name: PARTIAL.name, days_left: 4, deadline: 'WARNING', kind: 'PARTIAL' });
    expect(newer).toMatchObject({ name: PERSON.name, document: '714.602.380-01', days_left: 15, deadline: 'ON_TIME' });
    const notifications = await server.stores.pg.query<{ type: string; entities_amount: number }>(
      `select type, entities_amount from platform_notifications where account_id = $1 and key = 'PENDING_USER_DELETE_DATA_REQUESTS'`,
      [BOMPRECO],
    );
    expect(notifications).toEqual([{ type: 'warning', entities_amount: 2 }]);
  });

  it('refuses a user without the page and masks nothing it should not show', async () => {
    const refused = await analista.gql(PENDING);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // the franchisee (managing_user_requests on by default) sees only its own account's requests
    const own = await franqueado.gql(PENDING);
    expect(own.errors).toBeUndefined();
    expect(own.data!.usersPendingDeleteDataRequest.totalCount).toBe(0);
    expect(MAIS_FEIRA).not.toBe(BOMPRECO);
  });

  it('accepting a full request leaves nothing of the person in either store or any file, keeps the sales totals and suppresses the contacts', async () => {
    const before = await salesTotals(server);
    expect(before).toEqual({ revenue: 255.5, tickets: 4, identified: 3 });
    expect(found(await operationalText(server))).not.toEqual([]);
    expect(found(await analyticsText(server))).toContain(DOC);

    const list = await gerente.gql(PENDING);
    const request = list.data!.usersPendingDeleteDataRequest.edges.map((e: any) => e.node).find((n: any) => n.kind === 'FULL');
    const accepted = await gerente.gql(ACCEPT, { input: { id: request.id, reply: 'Seus dados foram excluídos.', sendEmail: true } });
    expect(accepted.errors).toBeUndefined();
    const payload = accepted.data!.acceptUserDeleteDataRequest;
    expect(payload.emailed).toBe(true);
    expect(payload.request).toMatchObject({ status: 'ACCEPTED', name: 'Cliente anonimizado', anonymised: true, finished_by: 'gerente@bompreco.com.br' });
    expect(payload.request.proof.pseudonym).toMatch(/^ANON-/);
    const targets = payload.request.proof.entries.map((e: any) => e.target);
    expect(targets).toEqual(expect.arrayContaining(['consumers', 'tickets', 'campaign_deliveries', 'benefit_coupons', 'whatsapp_messages', 'outbox_messages.recipients']));
    expect(payload.request.proof.entries.some((e: any) => e.store === 'arquivos')).toBe(true);

    // nothing found: PostgreSQL / PGlite, ClickHouse / chDB, the file stores
    expect(found(await operationalText(server))).toEqual([]);
    expect(found(await analyticsText(server))).toEqual([]);
    expect(found(filesText(server.config.dataDir))).toEqual([]);
    // the sales are the same; the tickets keep a (pseudonymous) buyer
    expect(await salesTotals(server)).toEqual(before);
    // the per-customer copies (CH 021, filled by materialized views) hold the pseudonym's tickets and lines once, like the facts
    for (const [copy, facts] of [['customer_tickets', 'tickets'], ['customer_ticket_items', 'ticket_items']]) {
      const [counts] = await server.stores.ch.query<{ copy: string; facts: string }>(
        `SELECT (SELECT count() FROM ${copy} WHERE account_id = {a:UUID} AND document_no = {p:String}) AS copy,
                (SELECT count() FROM ${facts} WHERE account_id = {a:UUID} AND document_no = {p:String}) AS facts`,
        { a: BOMPRECO, p: payload.request.proof.pseudonym },
      );
      expect(Number(counts.facts)).toBeGreaterThan(0);
      expect(Number(counts.copy)).toBe(Number(counts.facts));
    }
    // contacts and document suppressed on every channel, as hashes only
    const suppressed = await server.stores.pg.query<{ value: string }>(`select value from campaign_suppressions where account_id = $1 and channel = 'all'`, [BOMPRECO]);
    expect(suppressed.map((s) => s.value).sort()).toEqual([suppressionHash(DOC), suppressionHash(PERSON.email.toLowerCase()), suppressionHash('71993217654')].sort());
    // Cadastros and the customer search no longer find them
    const search = await gerente.gql(`query($s: String) { consumerRegistrations(filter: { search: $s }) { totalCount } }`, { s: 'Rosângela' });
    expect(search.data!.consumerRegistrations.totalCount).toBe(0);
    const byDocument = await gerente.gql(`query($s: String) { consumerRegistrations(filter: { search: $s }) { totalCount } }`, { s: DOC });
    expect(byDocument.data!.consumerRegistrations.totalCount).toBe(0);
    // the other consumer is untouched
    const other = await gerente.gql(`query($s: String) { consumerRegistrations(filter: { search: $s }) { edges { node { name email } } } }`, { s: OTHER.name });
    expect(other.data!.consumerRegistrations.edges[0].node).toEqual({ name: OTHER.name, email: OTHER.email });
  }, 120_000);

  it('accepting a partial (contacts) request clears only the contacts', async () => {
    const list = await gerente.gql(PENDING);
    const request = list.data!.usersPendingDeleteDataRequest.edges[0].node;
    const accepted = await gerente.gql(ACCEPT, { input: { id: request.id, reply: 'Contatos removidos.', sendEmail: false } });
    expect(accepted.errors).toBeUndefined();
    const [row] = await server.stores.pg.query<{ name: string; email: string | null; phone: string | null; birth_date: string | null }>(
      `select name, email, phone, to_char(birth_date, 'YYYY-MM-DD') as birth_date from consumers where account_id = $1 and document_no = $2`,
      [BOMPRECO, PARTIAL.document_no],
    );
    expect(row).toEqual({ name: PARTIAL.name, email: null, phone: null, birth_date: '1990-01-01' });
    const notifications = await server.stores.pg.query<{ entities_amount: number }>(`select entities_amount from platform_notifications where account_id = $1 and key = 'PENDING_USER_DELETE_DATA_REQUESTS'`, [BOMPRECO]);
    expect(notifications).toEqual([{ entities_amount: 0 }]);
  });

  it('declines with a reply and refuses answering twice', async () => {
    const created = await createRequest(server.stores.pg, { accountId: BOMPRECO, documentNo: OTHER.document_no, kind: 'FULL', categories: [], channel: 'hotsite' });
    const id = toGlobalId('DeleteDataRequest', created.id);
    const declined = await gerente.gql(DECLINE, { input: { id, reply: 'Não foi possível confirmar a identidade.', sendEmail: true } });
    expect(declined.errors).toBeUndefined();
    expect(declined.data!.declineUserDeleteDataRequest).toEqual({ emailed: true, request: { status: 'DECLINED', reply: 'Não foi possível confirmar a identidade.' } });
    const again = await gerente.gql(ACCEPT, { input: { id, reply: 'x', sendEmail: false } });
    expect(again.errors?.[0].message).toBe('Esta solicitação já foi respondida.');
    const [consumer] = await server.stores.pg.query<{ name: string }>(`select name from consumers where account_id = $1 and document_no = $2`, [BOMPRECO, OTHER.document_no]);
    expect(consumer.name).toBe(OTHER.name);
  });

  describe('the public request page (/cadastro/<account>/<slot>/excluir-dados)', () => {
    const PAGE = '/cadastro/bompreco/clube/excluir-dados';
    const post = (form: Record<string, string>) =>
      new TestClient(server.url).fetch(PAGE, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
    const setSwitches = (full: boolean, partial: boolean) =>
      server.stores.pg.query(
        `insert into account_app_configurations (account_id, configuration, updated_at, updated_by) values ($1, $2, now(), 'teste')
         on conflict (account_id) do update set configuration = excluded.configuration`,
        [BOMPRECO, JSON.stringify({ enable_delete_data_requests: full, enable_delete_partial_data_requests: partial })],
      );

    it('is closed while the account does not take requests', async () => {
      await setSwitches(false, false);
      expect((await new TestClient(server.url).fetch(PAGE)).status).toBe(404);
    });

    it('takes a request from a consumer who gives the right CPF and password, refuses a wrong one, and offers partial only where allowed', async () => {
      await dataRequestLimiter.reset(server.stores.pg);
      await setSwitches(true, false);
      await server.stores.pg.query('update consumers set password_hash = $3 where account_id = $1 and document_no = $2', [BOMPRECO, OTHER.document_no, await hashPassword('Senha@123')]);
      const form = await (await new TestClient(server.url).fetch(PAGE)).text();
      expect(form).toContain('Excluir meus dados');
      expect(form).not.toContain('value="PARTIAL"');
      const wrong = await post({ document: '813.257.040-59', password: 'errada', kind: 'FULL' });
      expect(wrong.status).toBe(422);
      expect(await wrong.text()).toContain('CPF/CNPJ ou senha inválidos.');
      const partialRefused = await post({ document: '813.257.040-59', password: 'Senha@123', kind: 'PARTIAL', cat_CONTACT: 'on' });
      expect(await partialRefused.text()).toContain('A exclusão parcial não está disponível.');
      const ok = await post({ document: '813.257.040-59', password: 'Senha@123', kind: 'FULL' });
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain('Solicitação recebida');
      const rows = await server.stores.pg.query<{ kind: string; channel: string }>(`select kind, channel from consumer_data_requests where account_id = $1 and document_no = $2 and status = 'PENDING'`, [
        BOMPRECO,
        OTHER.document_no,
      ]);
      expect(rows).toEqual([{ kind: 'FULL', channel: '/cadastro/bompreco/clube' }]);
    });

    it('rate limits the posts of one address', async () => {
      await dataRequestLimiter.reset(server.stores.pg);
      dataRequestLimiter.max = 2;
      await post({ document: '1', password: 'x', kind: 'FULL' });
      await post({ document: '1', password: 'x', kind: 'FULL' });
      expect((await post({ document: '1', password: 'x', kind: 'FULL' })).status).toBe(429);
      dataRequestLimiter.max = 10;
    });
  });
});
