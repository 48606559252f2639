import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signedIn, startTestServer, TestClient, type TestServer } from '../../testing/harness';

const SAVE = 'mutation($input: SaveFormDraftInput!) { saveFormDraft(input: $input) { draft { kind recordId step values } } }';
const LOAD = 'query($kind: String!, $recordId: ID) { formDraft(kind: $kind, recordId: $recordId) { kind recordId step values } }';
const DISCARD = 'mutation($input: DiscardFormDraftInput!) { discardFormDraft(input: $input) { discarded } }';

describe('form drafts: saved as the user goes, read back only by their owner in their account', () => {
  let server: TestServer;
  let gerente: TestClient;
  let analista: TestClient;
  let franqueador: TestClient;
  let bomprecoUnit: string;
  let redeMaisUnit: string;

  beforeAll(async () => {
    server = await startTestServer();
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    analista = await signedIn(server, 'analista@bompreco.com.br');
    franqueador = await signedIn(server, 'franqueador@redemais.com.br');
    bomprecoUnit = (await gerente.gql('{ units(first: 1) { edges { node { id } } } }')).data!.units.edges[0].node.id;
    redeMaisUnit = (await franqueador.gql('{ units(first: 1) { edges { node { id } } } }')).data!.units.edges[0].node.id;
  });
  afterAll(() => server.close());

  it('saves, replaces and resumes a draft of a new record and of an existing one', async () => {
    await gerente.gql(SAVE, { input: { kind: 'campaign-wizard', step: 0, values: { name: 'Natal' } } });
    const saved = await gerente.gql(SAVE, { input: { kind: 'campaign-wizard', step: 1, values: { name: 'Natal 2026', channel: 'SMS' } } });
    expect(saved.data!.saveFormDraft.draft).toEqual({ kind: 'campaign-wizard', recordId: null, step: 1, values: { name: 'Natal 2026', channel: 'SMS' } });
    expect((await gerente.gql(LOAD, { kind: 'campaign-wizard' })).data!.formDraft).toMatchObject({ step: 1, values: { name: 'Natal 2026', channel: 'SMS' } });

    await gerente.gql(SAVE, { input: { kind: 'unit-form', recordId: bomprecoUnit, step: 0, values: { name: 'Loja 1' } } });
    expect((await gerente.gql(LOAD, { kind: 'unit-form', recordId: bomprecoUnit })).data!.formDraft).toMatchObject({ recordId: bomprecoUnit, values: { name: 'Loja 1' } });
    expect((await gerente.gql(LOAD, { kind: 'unit-form' })).data!.formDraft).toBeNull();
  });

  it("never shows or discards another user's draft, in the same account or with a foreign record id", async () => {
    await gerente.gql(SAVE, { input: { kind: 'campaign-wizard', step: 2, values: { secret: 'do gerente' } } });
    expect((await analista.gql(LOAD, { kind: 'campaign-wizard' })).data!.formDraft).toBeNull();
    expect((await franqueador.gql(LOAD, { kind: 'campaign-wizard' })).data!.formDraft).toBeNull();
    expect((await analista.gql(DISCARD, { input: { kind: 'campaign-wizard' } })).data!.discardFormDraft.discarded).toBe(false);

    // a record id of another account keys only the caller's own draft: nothing of the other account is read or written
    await franqueador.gql(SAVE, { input: { kind: 'unit-form', recordId: redeMaisUnit, step: 0, values: { name: 'Rede Mais' } } });
    expect((await gerente.gql(LOAD, { kind: 'unit-form', recordId: redeMaisUnit })).data!.formDraft).toBeNull();
    await gerente.gql(SAVE, { input: { kind: 'unit-form', recordId: redeMaisUnit, step: 0, values: { name: 'do gerente' } } });
    expect((await franqueador.gql(LOAD, { kind: 'unit-form', recordId: redeMaisUnit })).data!.formDraft).toMatchObject({ values: { name: 'Rede Mais' } });
    const rows = await server.stores.pg.query<{ account_id: string; n: number }>(`select account_id, count(*)::int as n from form_drafts where record_id = $1 group by 1`, [redeMaisUnit]);
    expect(rows).toHaveLength(2);

    expect((await gerente.gql(LOAD, { kind: 'campaign-wizard' })).data!.formDraft).toMatchObject({ values: { secret: 'do gerente' } });
  });

  it('discards a draft on save or "Sair sem salvar"', async () => {
    expect((await gerente.gql(DISCARD, { input: { kind: 'campaign-wizard' } })).data!.discardFormDraft.discarded).toBe(true);
    expect((await gerente.gql(LOAD, { kind: 'campaign-wizard' })).data!.formDraft).toBeNull();
  });

  it('refuses a draft without a session, over 64 KB or with a malformed kind', async () => {
    const anonymous = new TestClient(server.url);
    expect((await anonymous.gql(LOAD, { kind: 'campaign-wizard' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const big = await gerente.gql(SAVE, { input: { kind: 'campaign-wizard', step: 0, values: { text: 'x'.repeat(70_000) } } });
    expect(big.errors?.[0].message).toBe('Campo "input.values": passa de 64 KB.');
    const kind = await gerente.gql(SAVE, { input: { kind: 'Campanha Nova', step: 0, values: {} } });
    expect(kind.errors?.[0].extensions?.field).toBe('input.kind');
  });
});
