import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { toGlobalId } from '../../access/globalId';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../testing/harness';
import { linesOf } from '../../testing/salesFixture';
import { recordPointsMovement, pointsBalance } from './points';
import { seedConsumerCare } from './seed';
import { getFranchiseePermissions } from '../accounts';

/** Bom Preço's consumers in this file (their own rows: the customers module's fixture is its own). */
const MARIA = {
  document_no: '529.982.247-25',
  person_type: 'F',
  name: 'Maria José da Conceição',
  email: 'Maria.Jose@Example.com.br',
  phone: '+55 (71) 98765-4321',
  gender: 'F',
  birth_date: '1980-02-03',
  created_at: '2025-06-01T10:00:00-03:00',
  unit_id_erp: '1',
  opt_in: { sms: true, email: true, whatsapp: false, push: false },
} as const;
const JOAO = { document_no: '11144477735', person_type: 'F', name: 'João Mariano Santos', email: 'joao@exemplo.com.br', phone: '7133334444', gender: 'M', created_at: '2025-03-10', unit_id_erp: '3' } as const;
const MAR_AZUL = { document_no: '11222333000181', person_type: 'J', name: 'Mercadinho Mar Azul LTDA', email: 'compras@marazul.com.br', created_at: '2025-01-15', unit_id_erp: '1' } as const;
const ANA = { document_no: '39053344705', person_type: 'F', name: 'Ana Paula Ribeiro', created_at: '2026-02-20', unit_id_erp: '3' } as const;
const BOMPRECO_CONSUMERS = [MARIA, JOAO, MAR_AZUL, ANA];
const digits = (document: string) => document.replace(/\D/g, '');

const BOMPRECO = DEMO_ACCOUNT_IDS.bompreco;
const MAIS_FEIRA = DEMO_ACCOUNT_IDS['mais-feira'];
const FRANCHISEE_CONSUMER = { document_no: '98765432100', person_type: 'F', name: 'Carla Franqueada Souza', email: 'carla@exemplo.com.br', phone: '71991234567', created_at: '2025-05-05', gender: 'F', birth_date: '1990-01-01' };

const REGISTRATIONS = `query($filter: ConsumerRegistrationFilter, $sort: ConsumerRegistrationSort, $direction: ConsumerRegistrationSortDirection, $first: Int) {
  consumerRegistrations(filter: $filter, sort: $sort, direction: $direction, first: $first) {
    totalCount
    edges { node { id name document email signUp { origin is_confirmed } points_total } }
  }
}`;
const UPDATE = `mutation($input: UpdateConsumerInput!) { updateConsumer(input: $input) { customer { id name email phone birth_date } } }`;
const ADJUST = `mutation($userId: ID!, $amount: Int!, $reason: String!) {
  adjustPoints(userId: $userId, pointsAdjustment: { amount: $amount, reason: $reason }) { success error customer { points_total } transaction { amount balance_after type reason user_login } }
}`;
const LOG = `query($id: ID!) { node(id: $id) { ... on Customer { operationLogs { mutation user_login delta { field description old new } } } } }`;
const LEDGER = `query($id: ID!) { node(id: $id) { ... on Customer { points_total pointsTransactions(first: 50) { totalCount edges { node { amount type balance_after reason } } } } } }`;

describe('consumer care (/clientes/gerenciamento)', () => {
  let server: TestServer;
  let gerente: TestClient;
  let analista: TestClient;
  let franqueado: TestClient;
  const idOf = (document: string) => toGlobalId('Customer', digits(document));

  beforeAll(async () => {
    server = await startTestServer();
    const { ingest } = server.services;
    expect((await ingest.ingestLines(BOMPRECO, 'consumers', linesOf(BOMPRECO_CONSUMERS), 'cli')).rejected).toEqual([]);
    expect((await ingest.ingestLines(MAIS_FEIRA, 'consumers', linesOf([FRANCHISEE_CONSUMER]), 'cli')).rejected).toEqual([]);
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    analista = await signedIn(server, 'analista@bompreco.com.br');
    franqueado = await signedIn(server, 'franqueado@maisfeira.com.br');
  });
  afterAll(() => server.close());

  describe('the registrations list', () => {
    it('lists the account’s consumers with their sign-up state, filtered by confirmation and sorted by name', async () => {
      await server.stores.pg.query(`update consumers set is_confirmed = true, origin = 'app' where account_id = $1 and document_no = $2`, [BOMPRECO, digits(MARIA.document_no)]);
      const all = await gerente.gql(REGISTRATIONS, { sort: 'NAME', direction: 'ASC' });
      expect(all.errors).toBeUndefined();
      expect(all.data!.consumerRegistrations.totalCount).toBe(BOMPRECO_CONSUMERS.length);
      expect(all.data!.consumerRegistrations.edges.map((edge: any) => edge.node.name)).toEqual(BOMPRECO_CONSUMERS.map((c) => c.name).sort((a, b) => a.localeCompare(b)));
      expect((await gerente.gql('{ consumerOrigins }')).data!.consumerOrigins).toEqual(['app', 'pdv']);
      const confirmed = await gerente.gql(REGISTRATIONS, { filter: { confirmed: true } });
      expect(confirmed.data!.consumerRegistrations.edges.map((edge: any) => edge.node.name)).toEqual([MARIA.name]);
      const notConfirmed = await gerente.gql(REGISTRATIONS, { filter: { confirmed: false, search: 'mercadinho' } });
      expect(notConfirmed.data!.consumerRegistrations.edges.map((edge: any) => edge.node.name)).toEqual([MAR_AZUL.name]);
    });

    it('refuses a user without PII access', async () => {
      const refused = await analista.gql(REGISTRATIONS, {});
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('editing a registration', () => {
    it('refuses an e-mail another consumer uses, and says so before saving', async () => {
      const available = await gerente.gql(`query($email: String!, $id: ID) { checkAvailableUserEmail(email: $email, userId: $id) }`, { email: 'JOAO@exemplo.com.br', id: idOf(MARIA.document_no) });
      expect(available.data!.checkAvailableUserEmail).toBe(false);
      const own = await gerente.gql(`query($email: String!, $id: ID) { checkAvailableUserEmail(email: $email, userId: $id) }`, { email: JOAO.email, id: idOf(JOAO.document_no) });
      expect(own.data!.checkAvailableUserEmail).toBe(true);
      const refused = await gerente.gql(UPDATE, {
        input: { id: idOf(MARIA.document_no), name: MARIA.name, email: JOAO.email, phone: MARIA.phone, birth_date: MARIA.birth_date, gender: 'F' },
      });
      expect(refused.errors?.[0].message).toBe('Campo "E-mail": Este e-mail já é usado por outro cliente.');
    });

    it.each([
      [{ name: 'Maria' }, 'Campo "Nome": Digite nome e sobrenome, só com letras (ao menos 2 em cada).'],
      [{ name: 'Maria 2 Silva' }, 'Campo "Nome": Digite nome e sobrenome, só com letras (ao menos 2 em cada).'],
      [{ phone: '123' }, 'Campo "Telefone": Digite um telefone válido com DDD.'],
      [{ email: 'sem-arroba' }, 'Campo "E-mail": Digite um e-mail válido.'],
      [{ birth_date: '2015-01-01' }, 'Campo "Data de nascimento": A idade deve estar entre 18 e 110 anos.'],
      [{ birth_date: '1900-01-01' }, 'Campo "Data de nascimento": A idade deve estar entre 18 e 110 anos.'],
      [{ gender: null }, 'Campo "Gênero": Campo obrigatório.'],
    ])('applies the sign-up rules to an edit (%j)', async (change, message) => {
      const result = await gerente.gql(UPDATE, {
        input: { id: idOf(MARIA.document_no), name: MARIA.name, email: MARIA.email, phone: MARIA.phone, birth_date: MARIA.birth_date, gender: 'F', ...change },
      });
      expect(result.errors?.[0].message).toBe(message);
    });

    it('saves an edit and writes the operation log with each field’s old and new value', async () => {
      const saved = await gerente.gql(UPDATE, {
        input: { id: idOf(MARIA.document_no), name: 'Maria José Conceição', email: 'maria.nova@exemplo.com.br', phone: '(71) 98765-4321', birth_date: MARIA.birth_date, gender: 'F' },
      });
      expect(saved.errors).toBeUndefined();
      expect(saved.data!.updateConsumer.customer).toMatchObject({ name: 'Maria José Conceição', email: 'maria.nova@exemplo.com.br' });
      const log = await gerente.gql(LOG, { id: idOf(MARIA.document_no) });
      expect(log.data!.node.operationLogs[0]).toEqual({
        mutation: 'updateUser',
        user_login: 'gerente@bompreco.com.br',
        delta: [
          { field: 'name', description: 'Nome', old: MARIA.name, new: 'Maria José Conceição' },
          { field: 'email', description: 'E-mail', old: MARIA.email, new: 'maria.nova@exemplo.com.br' },
        ],
      });
      // the same entry, read by a user without PII access, carries no e-mail in clear
      const masked = await analista.gql(LOG, { id: idOf(MARIA.document_no) });
      const text = JSON.stringify(masked.data);
      expect(text).not.toContain('maria.nova@exemplo.com.br');
      expect(masked.data!.node.operationLogs[0].delta[1].new).toMatch(/^ma\*+@exemplo\.com\.br$/);
    });

    it('confirms a sign-up by hand once, and sends the confirmation by e-mail and SMS into the outbox', async () => {
      const id = idOf(JOAO.document_no);
      const sent = await gerente.gql(`mutation($id: ID!) { resendSignUpConfirmation(userId: $id, type: SMS) { customer { signUp { confirmation_sent_at } } } }`, { id });
      expect(sent.errors).toBeUndefined();
      await gerente.gql(`mutation($id: ID!) { resendSignUpConfirmation(userId: $id, type: EMAIL) { customer { id } } }`, { id });
      const outbox = await server.stores.pg.query<{ channel: string; recipients: string[] }>(
        `select channel, recipients from outbox_messages where account_id = $1 and (recipients @> array[$2] or recipients @> array[$3]) order by created_at`,
        [BOMPRECO, JOAO.email, JOAO.phone],
      );
      expect(outbox).toEqual([
        { channel: 'sms', recipients: [JOAO.phone] },
        { channel: 'email', recipients: [JOAO.email] },
      ]);
      const confirmed = await gerente.gql(`mutation($id: ID!) { signUpConfirmationManually(consumerId: $id) { customer { signUp { is_confirmed confirmed_at } } } }`, { id });
      expect(confirmed.data!.signUpConfirmationManually.customer.signUp.is_confirmed).toBe(true);
      const again = await gerente.gql(`mutation($id: ID!) { signUpConfirmationManually(consumerId: $id) { customer { id } } }`, { id });
      expect(again.errors?.[0].message).toBe('O cadastro deste cliente já está confirmado.');
      const log = await gerente.gql(LOG, { id });
      expect(log.data!.node.operationLogs.map((entry: any) => entry.mutation)).toEqual(['signUpConfirmationManually', 'resendSignUpConfirmation', 'resendSignUpConfirmation']);
    });

    it('sets a password of at least 6 characters and never logs it', async () => {
      const id = idOf(JOAO.document_no);
      const short = await gerente.gql(`mutation($id: ID!, $p: String!) { changeUserPassword(userId: $id, password: $p) { customer { id } } }`, { id, p: '12345' });
      expect(short.errors?.[0].message).toBe('Campo "Senha": A senha deve ter ao menos 6 caracteres.');
      const ok = await gerente.gql(`mutation($id: ID!, $p: String!) { changeUserPassword(userId: $id, password: $p) { customer { signUp { password_changed_at } } } }`, { id, p: 'segredo1' });
      expect(ok.errors).toBeUndefined();
      const [row] = await server.stores.pg.query<{ password_hash: string }>('select password_hash from consumers where account_id = $1 and document_no = $2', [BOMPRECO, JOAO.document_no]);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      const log = await gerente.gql(LOG, { id });
      expect(JSON.stringify(log.data)).not.toContain('segredo1');
    });
  });

  describe('the points ledger', () => {
    it('credits and debits with a reason, and refuses a debit beyond the balance in pt-BR, changing nothing', async () => {
      const id = idOf(MAR_AZUL.document_no);
      const noReason = await gerente.gql(ADJUST, { userId: id, amount: 100, reason: '  ' });
      expect(noReason.errors?.[0].message).toMatch(/motivo|reason/i);
      const credit = await gerente.gql(ADJUST, { userId: id, amount: 150, reason: 'Compra não pontuada' });
      expect(credit.data!.adjustPoints).toMatchObject({ success: true, error: null, customer: { points_total: 150 }, transaction: { amount: 150, balance_after: 150, type: 'ADJUSTMENT', user_login: 'gerente@bompreco.com.br' } });
      const refused = await gerente.gql(ADJUST, { userId: id, amount: -151, reason: 'Resgate' });
      expect(refused.data!.adjustPoints).toMatchObject({ success: false, error: 'Saldo insuficiente: o cliente tem 150 pontos e o saldo não pode ficar negativo.', customer: { points_total: 150 }, transaction: null });
      const debit = await gerente.gql(ADJUST, { userId: id, amount: -50, reason: 'Resgate' });
      expect(debit.data!.adjustPoints.transaction).toMatchObject({ amount: -50, balance_after: 100 });
      const ledger = await gerente.gql(LEDGER, { id });
      expect(ledger.data!.node.points_total).toBe(100);
      expect(ledger.data!.node.pointsTransactions.edges.map((edge: any) => edge.node.amount)).toEqual([-50, 150]);
      const log = await gerente.gql(LOG, { id });
      expect(log.data!.node.operationLogs[0]).toMatchObject({ mutation: 'adjustPoints', delta: [{ field: 'points', old: '150', new: '100' }] });
    });

    it('never overdraws with concurrent debits: exactly as many pass as the balance covers', async () => {
      const documentNo = digits(MARIA.document_no);
      await recordPointsMovement(server.stores.pg, { accountId: BOMPRECO, documentNo, amount: 100, type: 'CREDIT' });
      const results = await Promise.all(
        Array.from({ length: 10 }, () => recordPointsMovement(server.stores.pg, { accountId: BOMPRECO, documentNo, amount: -30, type: 'DEBIT', reason: 'Resgate' })),
      );
      expect(results.filter((result) => 'row' in result)).toHaveLength(3);
      expect(await pointsBalance(server.stores.pg, BOMPRECO, documentNo)).toBe(10);
      const [{ sum }] = await server.stores.pg.query<{ sum: number }>('select sum(amount)::int as sum from points_transactions where account_id = $1 and document_no = $2', [BOMPRECO, documentNo]);
      expect(sum).toBe(10);
    });

    it('also holds over GraphQL: simultaneous adjustPoints calls never leave a negative balance', async () => {
      const id = idOf(ANA.document_no);
      await gerente.gql(ADJUST, { userId: id, amount: 90, reason: 'Crédito inicial' });
      const answers = await Promise.all(Array.from({ length: 6 }, () => gerente.gql(ADJUST, { userId: id, amount: -40, reason: 'Resgate simultâneo' })));
      expect(answers.filter((answer) => answer.data?.adjustPoints.success)).toHaveLength(2);
      const ledger = await gerente.gql(LEDGER, { id });
      expect(ledger.data!.node.points_total).toBe(10);
    });
  });

  describe('franchisee permissions (spec §6)', () => {
    const id = () => idOf(FRANCHISEE_CONSUMER.document_no);
    const edit = () =>
      franqueado.gql(UPDATE, { input: { id: id(), name: 'Carla Souza', email: FRANCHISEE_CONSUMER.email, phone: FRANCHISEE_CONSUMER.phone, birth_date: FRANCHISEE_CONSUMER.birth_date, gender: 'F' } });

    it('refuses edits and adjustments while edit_user_register and edit_points are off (their defaults)', async () => {
      expect((await edit()).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await franqueado.gql(ADJUST, { userId: id(), amount: 10, reason: 'Teste' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      // the list itself is the franchisee's (visualizar-cadastros with PII)
      expect((await franqueado.gql(REGISTRATIONS, {})).data!.consumerRegistrations.totalCount).toBe(1);
    });

    it('allows each one once the franchisor grants it, and only that one', async () => {
      const granted = { ...(await getFranchiseePermissions(server.stores.pg, MAIS_FEIRA)), edit_points: true };
      await server.stores.pg.query(
        `insert into franchisee_permissions (account_id, permissions, updated_at) values ($1, $2, now())
         on conflict (account_id) do update set permissions = excluded.permissions, updated_at = now()`,
        [MAIS_FEIRA, JSON.stringify(granted)],
      );
      const franchisee = await signedIn(server, 'franqueado@maisfeira.com.br');
      expect((await franchisee.gql(ADJUST, { userId: id(), amount: 10, reason: 'Teste' })).data!.adjustPoints.success).toBe(true);
      const refused = await franchisee.gql(UPDATE, { input: { id: id(), name: 'Carla Souza', email: FRANCHISEE_CONSUMER.email, phone: FRANCHISEE_CONSUMER.phone, birth_date: FRANCHISEE_CONSUMER.birth_date, gender: 'F' } });
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });
  });

  describe('the demo seed', () => {
    it('gives consumers origins, confirmations and a ledger whose balances match their movements', async () => {
      await server.stores.pg.query('delete from points_transactions where account_id = $1', [MAIS_FEIRA]);
      const written = await seedConsumerCare(server.stores.pg, MAIS_FEIRA);
      expect(written).toBeGreaterThan(0);
      const mismatched = await server.stores.pg.query(
        `select p.document_no from consumer_points p
          left join (select document_no, sum(amount) as total, min(balance_after) as lowest from points_transactions where account_id = $1 group by document_no) t using (document_no)
          where p.account_id = $1 and (coalesce(t.total, 0) <> p.balance or t.lowest < 0)`,
        [MAIS_FEIRA],
      );
      expect(mismatched).toEqual([]);
      expect(await seedConsumerCare(server.stores.pg, MAIS_FEIRA)).toBe(0);
    });
  });
});

