import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../testing/harness';
import { linesOf, loadSalesFixture, oneLineSale } from '../../testing/salesFixture';
import { CampaignEngine } from '../campaigns';
import { CODE_ALPHABET, codeFormatProblem, randomCode } from './codes';
import { REFUSALS } from './redemption';
import { movementReportBuilder } from './results';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;

/** A valid CPF from 9 digits (the check digits computed). */
function cpf(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}
/** A consumer of the ingestion contract registered at store 1. */
const consumer = (document_no: string, name: string, extra: Record<string, unknown>) => ({
  document_no,
  person_type: 'F',
  name,
  gender: 'F',
  created_at: '2024-01-10T09:00:00-03:00',
  unit_id_erp: '1',
  ...extra,
});
const CARLA = cpf('710200301');
const DANI = cpf('710200302');
const EDU = cpf('710200303');
const people = [
  consumer(CARLA, 'Carla Cupom', { phone: '71999220001', opt_in: { sms: true, whatsapp: true }, address: { city_name: 'Cupomlândia' } }),
  consumer(DANI, 'Dani Cupom', { phone: '71999220002', opt_in: { sms: true, whatsapp: true }, address: { city_name: 'Cupomlândia' } }),
  consumer(EDU, 'Edu Cupom', { phone: '71999220003', opt_in: { sms: true }, address: { city_name: 'Cupomlândia' } }),
];
const products = [
  { sku: 'P', name: 'Cesta', is_weightable: false },
  { sku: 'CAFE', name: 'Café 500 g', eans: ['7891000000011'], is_weightable: false },
  { sku: 'ARROZ', name: 'Arroz 5 kg', is_weightable: false },
];

const FIELDS = 'id _id status code codeMode value minimumValue limitUse totalLimit title startDate expiresAt';
const DRAFT = `mutation($input: BenefitInput!) { upsertDraftBenefit(input: $input) { id status benefit { ${FIELDS} } } }`;
const UPSERT = `mutation($input: BenefitInput!) { upsertBenefit(input: $input) { id status benefit { ${FIELDS} omniCampaignId } } }`;
const action = (name: string) => `mutation($id: ID!) { ${name}(input: { id: $id }) { id status benefit { ${FIELDS} } } }`;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const shift = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + days * 86_400_000));

describe(`discount coupons (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  let server: TestServer;
  let gerente: TestClient;
  let analista: TestClient;
  let token: string;
  let groupId: string;
  let segmentId: string;

  const pos = async (path: string, body: unknown) => {
    const response = await fetch(`${server.url}/api/pos/coupons/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  const basket = (code: string, document_no = CARLA, extra: Record<string, unknown> = {}) => ({
    code,
    document_no,
    unit_id_erp: '1',
    items: [
      { sku: 'CAFE', quantity: 2, unit_price: 15.5 },
      { sku: 'ARROZ', quantity: 1, unit_price: 29 },
    ],
    total: 60,
    ...extra,
  });
  const coupon = (extra: Record<string, unknown> = {}) => ({
    title: 'Cupom de teste',
    codeMode: 'SHARED',
    code: randomCode(8),
    discountType: 'PERCENTAGE',
    value: 10,
    startDate: today(),
    expiresAt: shift(10),
    ...extra,
  });
  async function activeCoupon(extra: Record<string, unknown> = {}) {
    const result = await gerente.gql(UPSERT, { input: coupon(extra) });
    expect(result.errors).toBeUndefined();
    return result.data!.upsertBenefit.benefit as { id: string; _id: string; code: string };
  }

  beforeAll(async () => {
    server = await startTestServer();
    await loadSalesFixture(server, ACCOUNT, { products, consumers: people, sales: [oneLineSale('CUP-1', '1', CARLA, '2026-03-20T10:00:00-03:00', 50)] });
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    analista = await signedIn(server, 'analista@bompreco.com.br');
    token = (await gerente.gql('mutation { createIntegrationToken(input: { name: "PDV" }) { token } }')).data!.createIntegrationToken.token;
    const [group] = await server.stores.pg.query<{ id: string }>(`insert into product_groups (account_id, name, skus) values ($1, 'Mercearia cupom', '{ARROZ}') returning id`, [ACCOUNT]);
    groupId = group.id;
    const created = await gerente.rest('POST', '/api/segmentation/segments', {
      name: 'Cupomlândia',
      description: '',
      fixed: false,
      definition: { groups: [{ operator: 'AND', criteria: [{ key: 'city', values: ['Cupomlândia'] }] }], operator: 'OR' },
      tags: [],
    });
    segmentId = created.body._id as string;
  });
  afterAll(() => server.close());

  describe('codes', () => {
    it('generates codes of the unambiguous alphabet only', () => {
      expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
      for (let i = 0; i < 200; i += 1) expect(randomCode()).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
      expect(codeFormatProblem('AB')).toMatch(/de 4 a 20/);
      expect(codeFormatProblem('NATAL10')).toMatch(/inválido/);
      expect(codeFormatProblem('semana22')).toBeNull();
    });

    it('answers whether a code is free in the account, and generates a free one', async () => {
      const taken = await activeCoupon({ code: 'FESTA25' });
      expect(taken.code).toBe('FESTA25');
      const check = async (code: string, benefitId?: string) => (await gerente.gql(`query($input: ValidateBenefitCodeInput!) { validateBenefitCode(input: $input) { valid message } }`, { input: { code, benefitId } })).data!.validateBenefitCode;
      expect(await check('festa25')).toEqual({ valid: false, message: 'Este código já está em uso em outro cupom.' });
      expect(await check('FESTA25', taken.id)).toEqual({ valid: true, message: null });
      expect(await check('NAT0')).toEqual({ valid: false, message: 'Código inválido: use letras e números, sem 0, O, 1, I e L.' });
      const generated = (await gerente.gql('{ generateRandomBenefitCode }')).data!.generateRandomBenefitCode as string;
      expect(await check(generated)).toEqual({ valid: true, message: null });
      const again = await gerente.gql(DRAFT, { input: coupon({ code: 'FESTA25' }) });
      expect(again.errors![0].message).toBe('Campo "code" inválido: este código já está em uso em outro cupom.');
    });

    it('refuses the pages\' API to a user without the coupon page', async () => {
      const result = await analista.gql('{ generateRandomBenefitCode }');
      expect(result.errors![0].extensions!.code).toBe('FORBIDDEN');
    });
  });

  describe('the till: every rule refused with its reason', () => {
    it('answers the discount of a valid code (percentage of the basket, cents exact)', async () => {
      const { code } = await activeCoupon({ value: 15 });
      expect((await pos('validate', basket(code))).body).toMatchObject({ valid: true, discount_cents: 900 });
    });

    it('applies a percentage to the eligible products only, found by SKU, EAN or group', async () => {
      const { code } = await activeCoupon({ value: 50, products: ['CAFE'], productsGroups: [groupId] });
      // café 2 × 15,50 + arroz 29,00 = 60,00 → 30,00
      expect((await pos('validate', basket(code))).body).toMatchObject({ valid: true, discount_cents: 3000 });
      const byEan = basket(code, CARLA, { items: [{ ean: '7891000000011', quantity: 1, unit_price: 10 }, { sku: 'P', quantity: 1, unit_price: 50 }], total: 60 });
      expect((await pos('validate', byEan)).body).toMatchObject({ valid: true, discount_cents: 500 });
    });

    it('caps a value discount at what it applies to', async () => {
      const { code } = await activeCoupon({ discountType: 'VALUE', value: 5000, products: ['CAFE'] });
      expect((await pos('validate', basket(code))).body).toMatchObject({ valid: true, discount_cents: 3100 });
    });

    it.each([
      ['unknown code', {}, (c: string) => basket(`X${c}`), REFUSALS.unknown],
      ['minimum not reached', { minimumValue: 10000 }, (c: string) => basket(c), 'Compra mínima de R$ 100,00 não atingida.'],
      ['no eligible product', { products: ['P'] }, (c: string) => basket(c), REFUSALS.products],
      ['store not included', { units: ['2'] }, (c: string) => basket(c), REFUSALS.store],
      ['not started', { startDate: shift(2) }, (c: string) => basket(c), /^Cupom ainda não está válido: começa em \d{2}\/\d{2}\/\d{4}/],
    ])('refuses: %s', async (_name, extra, request, reason) => {
      const { code } = await activeCoupon(extra);
      const { status, body } = await pos('validate', request(code));
      expect(status).toBe(200);
      expect(body.valid).toBe(false);
      expect(body.discount_cents).toBe(0);
      expect(body.reason).toMatch(reason);
    });

    it('refuses an expired code', async () => {
      const { _id, code } = await activeCoupon();
      await server.stores.pg.query(`update benefits set expires_at = now() - interval '1 minute' where id = $1`, [_id]);
      expect((await pos('validate', basket(code))).body.reason).toMatch(/^Cupom expirado em/);
    });

    it('refuses past the per-consumer limit, then the total limit', async () => {
      const { code } = await activeCoupon({ limitUse: 1, totalLimit: 2 });
      expect((await pos('consume', { ...basket(code), ticket_id: 'LIM-1' })).body).toMatchObject({ consumed: true });
      expect((await pos('validate', basket(code))).body.reason).toBe(REFUSALS.perConsumer);
      expect((await pos('consume', { ...basket(code), ticket_id: 'LIM-2' })).body.reason).toBe(REFUSALS.perConsumer);
      expect((await pos('consume', { ...basket(code, DANI), ticket_id: 'LIM-3' })).body).toMatchObject({ consumed: true });
      expect((await pos('validate', basket(code, EDU))).body.reason).toBe(REFUSALS.usedUp);
    });

    it('refuses a finished campaign\'s code', async () => {
      const { id, code } = await activeCoupon();
      expect((await gerente.gql(action('finishActiveBenefit'), { id })).data!.finishActiveBenefit.status).toBe('FINISHED');
      expect((await pos('validate', basket(code))).body.reason).toBe(REFUSALS.finished);
    });

    it('refuses a malformed request with 400 and a pt-BR message, and a missing token with 401', async () => {
      const bad = await pos('validate', { code: 'ABCD', document_no: '123', unit_id_erp: '1', items: [], total: 1 });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toMatch(/document_no.*inválido/);
      const anonymous = await fetch(`${server.url}/api/pos/coupons/validate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(basket('ABCD')) });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('consumption', () => {
    it('grants the last use to exactly one of 10 concurrent consumptions', async () => {
      const { _id, code } = await activeCoupon({ totalLimit: 1, limitUse: 1 });
      const documents = Array.from({ length: 10 }, (_, i) => cpf(`7203004${String(i).padStart(2, '0')}`));
      const answers = await Promise.all(documents.map((document, i) => pos('consume', { ...basket(code, document), ticket_id: `RACE-${i}` })));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(answers.filter((a) => a.body.consumed).length).toBe(1);
      expect(answers.filter((a) => !a.body.consumed).every((a) => a.body.reason === REFUSALS.usedUp)).toBe(true);
      const [row] = await server.stores.pg.query<{ uses_count: number; uses: number }>(
        `select uses_count, (select count(*)::int from benefit_uses where benefit_id = $1) as uses from benefits where id = $1`,
        [_id],
      );
      expect(row).toEqual({ uses_count: 1, uses: 1 });
    });

    it('is idempotent per ticket: the same ticket again answers the first consumption and uses nothing more', async () => {
      const { _id, code } = await activeCoupon({ limitUse: 5 });
      const first = await pos('consume', { ...basket(code), ticket_id: 'IDEM-1' });
      const again = await Promise.all([1, 2, 3].map(() => pos('consume', { ...basket(code), ticket_id: 'IDEM-1' })));
      expect(first.body).toMatchObject({ consumed: true, discount_cents: 600 });
      for (const answer of again) expect(answer.body).toMatchObject({ consumed: true, discount_cents: 600, repeated: true });
      const [row] = await server.stores.pg.query<{ uses_count: number }>(`select uses_count from benefits where id = $1`, [_id]);
      expect(row.uses_count).toBe(1);
    });

    it('releases a use when the ticket is cancelled (NOT_RECOVERED) and lists it in the history', async () => {
      const { id, _id, code } = await activeCoupon({ limitUse: 1 });
      expect((await pos('consume', { ...basket(code), ticket_id: 'CANC-1' })).body.consumed).toBe(true);
      expect((await pos('cancel', { ticket_id: 'CANC-1' })).body).toEqual({ cancelled: 1 });
      expect((await pos('cancel', { ticket_id: 'CANC-1' })).body).toEqual({ cancelled: 0 });
      expect((await pos('validate', basket(code))).body.valid).toBe(true);
      expect((await pos('consume', { ...basket(code), ticket_id: 'CANC-1' })).body.reason).toBe(REFUSALS.cancelledTicket);
      const [row] = await server.stores.pg.query<{ uses_count: number }>(`select uses_count from benefits where id = $1`, [_id]);
      expect(row.uses_count).toBe(0);
      const history = await gerente.gql(`query($id: ID!) { benefitMovementHistory(benefitId: $id) { totalCount edges { node { couponId ticketId status saleCouponStatus user { documentNo name } unit { id_erp } } } } }`, { id });
      expect(history.data!.benefitMovementHistory).toEqual({
        totalCount: 1,
        edges: [{ node: { couponId: code, ticketId: 'CANC-1', status: 'NOT_RECOVERED', saleCouponStatus: 'CANCELLED', user: { documentNo: expect.stringMatching(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/), name: 'Carla Cupom' }, unit: { id_erp: '1' } } }],
      });
    });
  });

  describe('usage history: codes seen only in sales ingestion (NOT_PROCESSED)', () => {
    const HISTORY = `query($id: ID!, $status: [BenefitMovementStatus!]) { benefitMovementHistory(benefitId: $id, status: $status) { totalCount edges { node { couponId ticketId status saleCouponStatus total discount user { name } unit { id_erp name } } } } }`;

    it('lists an ingested ticket the till never consumed as NOT_PROCESSED (default filter), until the till consumes that ticket; the report includes it', async () => {
      const { id, _id, code } = await activeCoupon({ limitUse: 5 });
      expect((await pos('consume', { ...basket(code), ticket_id: 'NP-TILL' })).body.consumed).toBe(true);
      // two sales carry the code (lower case, as a till may send it); one of them is the till's own ticket
      const at = new Date().toISOString();
      const sales = [
        { ...oneLineSale('NP-TILL', '1', CARLA, at, 60), discount: 6, coupon_codes: [code] },
        { ...oneLineSale('NP-ONLY', '1', DANI, at, 45.5), discount: 4.55, coupon_codes: [code.toLowerCase()] },
      ];
      expect((await server.services.ingest.ingestLines(ACCOUNT, 'sales', linesOf(sales), 'cli')).accepted).toBe(2);

      const byDefault = (await gerente.gql(HISTORY, { id })).data!.benefitMovementHistory;
      expect(byDefault.totalCount).toBe(2);
      const nodes = byDefault.edges.map((e: { node: Record<string, unknown> }) => e.node);
      expect(nodes.find((n: { ticketId: string }) => n.ticketId === 'NP-ONLY')).toEqual({
        couponId: code,
        ticketId: 'NP-ONLY',
        status: 'NOT_PROCESSED',
        saleCouponStatus: 'INGESTED',
        total: 4550,
        discount: 455,
        user: { name: 'Dani Cupom' },
        unit: { id_erp: '1', name: expect.any(String) },
      });
      expect(nodes.find((n: { ticketId: string }) => n.ticketId === 'NP-TILL')).toMatchObject({ status: 'RECOVERED', saleCouponStatus: 'CONSUMED' });
      // filterable: only the till's uses, or only the unprocessed
      expect((await gerente.gql(HISTORY, { id, status: ['RECOVERED'] })).data!.benefitMovementHistory.totalCount).toBe(1);
      const only = (await gerente.gql(HISTORY, { id, status: ['NOT_PROCESSED'] })).data!.benefitMovementHistory;
      expect(only.edges.map((e: { node: { ticketId: string } }) => e.node.ticketId)).toEqual(['NP-ONLY']);

      // the report job's rows
      const report = await movementReportBuilder(server.stores.pg, server.services.ch)({ job: { payload: { benefitId: _id, status: ['RECOVERED', 'NOT_RECOVERED', 'NOT_PROCESSED'], unmasked: false } }, progress: async () => undefined } as never);
      const rows = (report as { rows: string[][] }).rows;
      expect(rows).toHaveLength(2);
      expect(rows.find((row) => row[5] === 'NP-ONLY')!.slice(4, 10)).toEqual([code, 'NP-ONLY', 'Não processado', 'Recebido nas vendas', '45,50', '4,55']);

      // the till consumes that ticket later: it is a use, no longer unprocessed
      expect((await pos('consume', { ...basket(code, DANI), ticket_id: 'NP-ONLY' })).body.consumed).toBe(true);
      const after = (await gerente.gql(HISTORY, { id })).data!.benefitMovementHistory;
      expect(after.totalCount).toBe(2);
      expect(after.edges.map((e: { node: { status: string } }) => e.node.status)).toEqual(['RECOVERED', 'RECOVERED']);
    });
  });

  describe('actions', () => {
    it('saves a draft, refuses to activate it without a code, clones, deletes and restores it', async () => {
      const saved = await gerente.gql(DRAFT, { input: coupon({ code: null, title: 'Sem código' }) });
      const id = saved.data!.upsertDraftBenefit.id as string;
      expect(saved.data!.upsertDraftBenefit.status).toBe('DRAFT');
      const activate = await gerente.gql(UPSERT, { input: { ...coupon({ code: null, title: 'Sem código' }), _id: id } });
      expect(activate.errors![0].message).toBe('Ocorreu um erro ao ativar cupom: informe o código do cupom ou gere um.');
      const clone = await gerente.gql(action('cloneBenefit'), { id });
      expect(clone.data!.cloneBenefit.benefit.title).toBe('Cópia de Sem código');
      expect((await gerente.gql(`mutation($id: ID!) { deleteBenefit(input: { id: $id }) { deletedId } }`, { id })).data!.deleteBenefit.deletedId).toBe(id);
      expect((await gerente.gql(`query($id: ID!) { findBenefitById(id: $id) { id } }`, { id })).data!.findBenefitById).toBeNull();
      expect((await gerente.gql(action('restoreBenefit'), { id })).data!.restoreBenefit.status).toBe('DRAFT');
    });

    it('refuses to delete an active coupon, and unschedules one nobody used back to draft', async () => {
      const { id } = await activeCoupon();
      const refused = await gerente.gql(`mutation($id: ID!) { deleteBenefit(input: { id: $id }) { deletedId } }`, { id });
      expect(refused.errors![0].message).toBe('Ocorreu um erro ao deletar cupom: somente rascunhos podem ser excluídos; finalize o cupom.');
      expect((await gerente.gql(action('unscheduleBenefit'), { id })).data!.unscheduleBenefit.status).toBe('DRAFT');
    });

    it('lists coupons by status and search, paged', async () => {
      await activeCoupon({ title: 'Lista Páscoa' });
      const result = await gerente.gql(`{ findPaginatedBenefits(first: 5, input: { search: "páscoa", status: [ACTIVE] }) { totalCount edges { node { title status } } } }`);
      expect(result.data!.findPaginatedBenefits).toEqual({ totalCount: 1, edges: [{ node: { title: 'Lista Páscoa', status: 'ACTIVE' } }] });
    });
  });

  describe('delivery through the campaign engine', () => {
    it('issues a unique code per recipient at planning and sends it in [cupom]; the till redeems it only for its owner', async () => {
      const result = await gerente.gql(UPSERT, {
        input: coupon({
          code: null,
          codeMode: 'UNIQUE',
          title: 'Cupom único',
          segments: [segmentId],
          sendStartHour: '00:00',
          sendEndHour: '23:59',
          channels: { sms: { active: true, text: 'Seu cupom Bom Preco: [cupom]' } },
        }),
      });
      expect(result.errors).toBeUndefined();
      const benefit = result.data!.upsertBenefit.benefit;
      expect(benefit.omniCampaignId).toBeTruthy();
      const engine = new CampaignEngine({ db: server.stores.pg, ch: server.services.ch, processing: server.services.processing }, { workerId: 'cupom', secret: 'test', publicUrl: 'http://localhost' });
      await engine.tick(Date.now());
      const coupons = await server.stores.pg.query<{ document_no: string; code: string }>(`select document_no, code from benefit_coupons where benefit_id = $1 order by document_no`, [benefit._id]);
      expect(coupons.map((c) => c.document_no).sort()).toEqual([CARLA, DANI, EDU].sort());
      const sent = await server.stores.pg.query<{ contact: string; text: string }>(
        `select o.contact, o.content->>'text' as text from campaign_outbox o join campaign_deliveries d on d.id = o.delivery_id where d.campaign_id = $1`,
        [benefit.omniCampaignId],
      );
      expect(sent).toHaveLength(3);
      for (const c of coupons) expect(sent.map((s) => s.text)).toContain(`Seu cupom Bom Preco: ${c.code}`);
      const carla = coupons.find((c) => c.document_no === CARLA)!;
      expect((await pos('validate', basket(carla.code, DANI))).body.reason).toBe(REFUSALS.otherConsumer);
      expect((await pos('consume', { ...basket(carla.code, CARLA), ticket_id: 'UNI-1' })).body).toMatchObject({ consumed: true, discount_cents: 600 });
      const distribution = await gerente.gql(`query($id: ID!) { benefitDistribution(benefitId: $id) { redeemedCoupons consumedCoupons activatedCoupons availableCoupons issuedCoupons } }`, { id: benefit.id });
      expect(distribution.data!.benefitDistribution).toEqual({ redeemedCoupons: 3, consumedCoupons: 1, activatedCoupons: 0, availableCoupons: 2, issuedCoupons: 3 });
      // the chain's sales carry the code on the ticket: results join coupons to ingested tickets (CH 017)
      const sale = { ...oneLineSale('UNI-1', '1', CARLA, new Date().toISOString(), 54), discount: 6, coupon_codes: [carla.code.toLowerCase()] };
      const ingested = await server.services.ingest.ingestLines(ACCOUNT, 'sales', linesOf([sale, { ...oneLineSale('UNI-X', '1', CARLA, new Date().toISOString(), 5), coupon_codes: 'ABC' }]), 'cli');
      expect(ingested.accepted).toBe(1);
      expect(ingested.rejected).toEqual([{ line: 2, reason: 'campo "coupon_codes": deve ser uma lista de códigos' }]);
      const results = await gerente.gql(`query($id: ID!) { benefitResults(benefitId: $id) { consumedCoupons revenue discountGranted averageTicket ingestedTickets ingestedRevenue ingestedDiscount perUnit { key consumed revenue } } }`, { id: benefit.id });
      expect(results.data!.benefitResults).toEqual({
        consumedCoupons: 1,
        revenue: 6000,
        discountGranted: 600,
        averageTicket: 6000,
        ingestedTickets: 1,
        ingestedRevenue: 5400,
        ingestedDiscount: 600,
        perUnit: [{ key: '1', consumed: 1, revenue: 6000 }],
      });
    });
  });

  describe('delivery by WhatsApp: the code in an approved template\'s variable', () => {
    const template = async (name: string, status: string, body: string, variables: string[], header = 'NONE') => {
      const [row] = await server.stores.pg.query<{ id: string }>(
        `insert into whatsapp_templates (id, account_id, name, category, header_type, body, variables, status) values (gen_random_uuid(), $1, $2, 'MARKETING', $3, $4, $5::jsonb, $6) returning id`,
        [ACCOUNT, name, header, body, JSON.stringify(variables), status],
      );
      return row.id;
    };
    const whatsappCoupon = (templateId: string | null, variables: string[]) =>
      coupon({ code: null, codeMode: 'UNIQUE', title: 'Cupom WhatsApp', segments: [segmentId], sendStartHour: '00:00', sendEndHour: '23:59', channels: { whatsapp: { active: true, text: '', templateId, variables } } });
    const refusal = async (input: Record<string, unknown>) => {
      const result = await gerente.gql(UPSERT, { input });
      return result.errors?.[0].message;
    };

    it('refuses activation without an approved template whose variables are all bound, one of them [cupom]', async () => {
      const body = 'Olá, {{1}}! Seu cupom: {{2}}.';
      const pending = await template('cupom_em_analise', 'PENDING', body, ['[primeiro nome]', '[cupom]']);
      const approved = await template('cupom_aprovado', 'APPROVED', body, ['[primeiro nome]', '[cupom]']);
      const media = await template('cupom_com_imagem', 'APPROVED', body, ['[primeiro nome]', '[cupom]'], 'IMAGE');
      const prefix = 'Ocorreu um erro ao ativar cupom: ';
      expect(await refusal(whatsappCoupon(null, []))).toBe(`${prefix}escolha um modelo de WhatsApp aprovado: fora da janela de 24 horas o WhatsApp só entrega modelos aprovados.`);
      expect(await refusal(whatsappCoupon(pending, ['[primeiro nome]', '[cupom]']))).toBe(`${prefix}o modelo de WhatsApp "cupom_em_analise" está em análise: somente modelos aprovados podem entregar cupons.`);
      expect(await refusal(whatsappCoupon(media, ['[primeiro nome]', '[cupom]']))).toBe(`${prefix}o modelo "cupom_com_imagem" tem cabeçalho de mídia: escolha um modelo sem arquivo para o cupom.`);
      expect(await refusal(whatsappCoupon(approved, ['[primeiro nome]']))).toBe(`${prefix}preencha todas as variáveis do modelo "cupom_aprovado".`);
      expect(await refusal(whatsappCoupon(approved, ['[primeiro nome]', 'sem código']))).toBe(`${prefix}uma variável do modelo "cupom_aprovado" deve ser [cupom].`);
      expect(await refusal(whatsappCoupon('00000000-0000-4000-8000-000000000000', ['x']))).toMatch(/^Campo "channels.whatsapp.templateId" inválido/);
      // the form offers the approved templates without a media header
      const options = await gerente.gql('{ benefitFormOptions { whatsappTemplates { _id name variables } } }');
      const offered = (options.data!.benefitFormOptions.whatsappTemplates as { name: string }[]).map((t) => t.name);
      expect(offered).toContain('cupom_aprovado');
      expect(offered).not.toContain('cupom_em_analise');
      expect(offered).not.toContain('cupom_com_imagem');
    });

    it('sends each recipient the template with their own code in the bound variable', async () => {
      const templateId = await template('cupom_whatsapp', 'APPROVED', 'Olá, {{1}}! Seu cupom: {{2}}. Apresente no caixa.', ['[primeiro nome]', '[cupom]']);
      const result = await gerente.gql(`${UPSERT.replace('omniCampaignId', 'omniCampaignId channels { whatsapp { active templateId variables text } }')}`, { input: whatsappCoupon(templateId, ['[primeiro nome]', '[cupom]']) });
      expect(result.errors).toBeUndefined();
      const benefit = result.data!.upsertBenefit.benefit;
      expect(benefit.channels.whatsapp).toEqual({ active: true, templateId, variables: ['[primeiro nome]', '[cupom]'], text: 'Olá, [primeiro nome]! Seu cupom: [cupom]. Apresente no caixa.' });
      const engine = new CampaignEngine({ db: server.stores.pg, ch: server.services.ch, processing: server.services.processing }, { workerId: 'cupom-wa', secret: 'test', publicUrl: 'http://localhost' });
      await engine.tick(Date.now());
      const coupons = await server.stores.pg.query<{ document_no: string; code: string }>(`select document_no, code from benefit_coupons where benefit_id = $1`, [benefit._id]);
      // Edu has no WhatsApp opt-in: only Carla and Dani are reached, and only they get a code
      expect(coupons.map((c) => c.document_no).sort()).toEqual([CARLA, DANI].sort());
      const sent = await server.stores.pg.query<{ document_no: string; content: { template_name: string; variables: string[] } }>(
        `select d.document_no, o.content from campaign_outbox o join campaign_deliveries d on d.id = o.delivery_id where d.campaign_id = $1 and o.channel = 'whatsapp'`,
        [benefit.omniCampaignId],
      );
      expect(sent).toHaveLength(2);
      for (const c of coupons) {
        const message = sent.find((s) => s.document_no === c.document_no)!;
        expect(message.content.template_name).toBe('cupom_whatsapp');
        expect(message.content.variables).toEqual([c.document_no === CARLA ? 'Carla' : 'Dani', c.code]);
      }
    });
  });
});
