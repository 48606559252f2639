import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';

jest.setTimeout(60_000);
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../testing/harness';
import { linesOf } from '../../testing/salesFixture';
import { thresholdsOf } from './service';

const ACCOUNT = DEMO_ACCOUNT_IDS['rede-mais'];
const LOAD = '{ appConfiguration { contacts { phones emails whatsapp } hotsite_links { name url } password_recovery_channels { sms email } enable_delete_data_requests enable_delete_partial_data_requests enable_whatsapp_link whatsapp_link enable_apps updated_by } }';
const SAVE = 'mutation($input: UpdateHotsiteCustomerConfigurationInput!) { UpdateHotsiteCustomerConfiguration(input: $input) { appConfiguration { contacts { phones emails } whatsapp_link enable_apps updated_by } } }';
const CRITERIA = `mutation($input: UpdateCbmConfigurationInput!) { updateCbmConfiguration(input: $input) {
  account { cbm_configuration { recency_criteria { actives { bought not_bought } losses { bought not_bought } } } }
  clientsActivityClusters { actives { quantity } } } }`;
const CLUSTERS = '{ clientsActivityClusters(date: "2026-03-31") { registered actives { quantity } recentInactives { quantity } atRisk { quantity } losses { quantity } neverBought { quantity } } }';

const criteria = (a: number, b: number, c: number) => ({
  recency_criteria: {
    actives: { bought: a, not_bought: null },
    recent_inactives: { bought: b, not_bought: a },
    at_risk: { bought: c, not_bought: b },
    losses: { bought: null, not_bought: c },
  },
});

const configuration = {
  contacts: { phones: ['7133330000'], emails: ['SAC@redemais.com.br'], whatsapp: ['71999990000'] },
  hotsite_links: [{ name: 'Regulamento', url: 'https://www.redemais.com.br/regulamento' }],
  password_recovery_channels: { sms: false, email: true },
  enable_delete_data_requests: true,
  enable_delete_partial_data_requests: true,
  enable_whatsapp_link: true,
  whatsapp_link: 'https://wa.me/5571999990000',
  enable_apps: true,
};

describe('recency thresholds', () => {
  it('accepts contiguous windows and names the first field that breaks them', () => {
    expect(thresholdsOf(criteria(60, 120, 180).recency_criteria)).toEqual({ actives: 60, recentInactives: 120, atRisk: 180 });
    expect(thresholdsOf(criteria(60, 50, 180).recency_criteria)).toEqual({ field: 'recent_inactives.bought', error: 'deve ser maior que o prazo dos ativos' });
    const gap = criteria(60, 120, 180).recency_criteria;
    gap.at_risk.not_bought = 100;
    expect(thresholdsOf(gap)).toMatchObject({ field: 'at_risk.not_bought' });
  });
});

describe('general settings: app configuration and recency criteria of /configuracoes/gerais', () => {
  let server: TestServer;
  let franqueador: TestClient;
  let franqueado: TestClient;
  let analista: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    franqueador = await signedIn(server, 'franqueador@redemais.com.br');
    franqueado = await signedIn(server, 'franqueado@maisfeira.com.br');
    analista = await signedIn(server, 'analista@bompreco.com.br');
    // Ana last bought 30 days before 31/03/2026, Bia 90 days before, Caio 150; Eva never
    const ingest = server.services.ingest;
    await ingest.ingestLines(ACCOUNT, 'products', linesOf([{ sku: 'P1', name: 'Feijão 1kg', department: 'Mercearia', price: 8.5 }]), 'cli');
    await ingest.ingestLines(
      ACCOUNT,
      'consumers',
      linesOf(['52998224725', '11144477735', '39053344705', '86288366757'].map((document_no, i) => ({ document_no, person_type: 'F', name: `P${i}`, created_at: '2025-01-01', unit_id_erp: '1' }))),
      'cli',
    );
    const sale = (id: string, doc: string, day: string) => ({ ticket_id: id, unit_id_erp: '1', operator_id: '9', operator_name: 'Op', document_no: doc, created_at: `${day}T10:00:00-03:00`, total: 8.5, items: [{ sku: 'P1', quantity: 1, unit_price: 8.5, total: 8.5 }] });
    await ingest.ingestLines(ACCOUNT, 'sales', linesOf([sale('A', '52998224725', '2026-03-01'), sale('B', '11144477735', '2025-12-31'), sale('C', '39053344705', '2025-11-01')]), 'cli');
    await server.services.processing.run(ACCOUNT);
  });
  afterAll(() => server.close());

  it('reads the seeded configuration and saves a new one whole, with who saved it', async () => {
    const { data } = await franqueador.gql(LOAD);
    expect(data!.appConfiguration).toMatchObject({ password_recovery_channels: { sms: true, email: true }, enable_whatsapp_link: true, updated_by: 'franqueador@redemais.com.br' });
    const saved = await franqueador.gql(SAVE, { input: configuration });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.UpdateHotsiteCustomerConfiguration.appConfiguration).toEqual({
      contacts: { phones: ['7133330000'], emails: ['sac@redemais.com.br'] },
      whatsapp_link: 'https://wa.me/5571999990000',
      enable_apps: true,
      updated_by: 'franqueador@redemais.com.br',
    });
  });

  it('refuses, in pt-BR and without saving, a WhatsApp switch without a link, no recovery channel and partial deletion alone', async () => {
    const cases: [object, string][] = [
      [{ ...configuration, whatsapp_link: '' }, 'Campo "input.whatsapp_link": informe o link do WhatsApp para ativá-lo.'],
      [{ ...configuration, whatsapp_link: 'http://wa.me/1' }, 'Campo "input.whatsapp_link": deve ser um endereço https://.'],
      [{ ...configuration, password_recovery_channels: { sms: false, email: false } }, 'Campo "input.password_recovery_channels": escolha ao menos um canal.'],
      [{ ...configuration, enable_delete_data_requests: false }, 'Campo "input.enable_delete_partial_data_requests": a exclusão parcial depende das solicitações de exclusão ativas.'],
      [{ ...configuration, contacts: { ...configuration.contacts, phones: ['123'] } }, 'Campo "input.contacts.phones.0": deve ter de 10 a 11 dígitos (com DDD).'],
    ];
    for (const [input, message] of cases) {
      const result = await franqueador.gql(SAVE, { input: { ...input, enable_apps: false } });
      expect(result.errors?.[0].message).toBe(message);
    }
    const { data } = await franqueador.gql(LOAD);
    expect(data!.appConfiguration.enable_apps).toBe(true);
  });

  it('keeps the page’s data from a franchisee and from a user without the page', async () => {
    for (const client of [franqueado, analista]) {
      expect((await client.gql(LOAD)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await client.gql(SAVE, { input: configuration })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await client.gql(CRITERIA, { input: criteria(30, 60, 90) })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('a changed recency criterion changes the activity groups, and reprocesses the account', async () => {
    const before = (await franqueador.gql(CLUSTERS)).data!.clientsActivityClusters;
    expect(before).toEqual({ registered: 4, actives: { quantity: 1 }, recentInactives: { quantity: 1 }, atRisk: { quantity: 1 }, losses: { quantity: 0 }, neverBought: { quantity: 1 } });
    const stampBefore = await server.services.processing.current(ACCOUNT);

    const saved = await franqueador.gql(CRITERIA, { input: criteria(100, 120, 140) });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateCbmConfiguration.account.cbm_configuration.recency_criteria).toEqual({ actives: { bought: 100, not_bought: null }, losses: { bought: null, not_bought: 140 } });
    // Ana and Bia are active now, Caio (150 days) lost
    const after = (await franqueador.gql(CLUSTERS)).data!.clientsActivityClusters;
    expect(after).toEqual({ registered: 4, actives: { quantity: 2 }, recentInactives: { quantity: 0 }, atRisk: { quantity: 0 }, losses: { quantity: 1 }, neverBought: { quantity: 1 } });

    // the account's processing was scheduled: a new run re-stamps its figures (after the debounce)
    const deadline = Date.now() + 20_000;
    while ((await server.services.processing.current(ACCOUNT))!.processing_uuid === stampBefore!.processing_uuid && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await server.services.processing.current(ACCOUNT))!.processing_uuid).not.toBe(stampBefore!.processing_uuid);
    await franqueador.gql(CRITERIA, { input: criteria(60, 120, 180) });
  });

  it('refuses windows that overlap or leave a gap, naming the field', async () => {
    const result = await franqueador.gql(CRITERIA, { input: criteria(60, 60, 180) });
    expect(result.errors?.[0].message).toBe('Campo "input.recency_criteria.recent_inactives.bought": deve ser maior que o prazo dos ativos.');
  });
});
