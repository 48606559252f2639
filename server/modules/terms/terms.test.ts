import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, startTestServer, TestClient, type TestServer } from '../../testing/harness';
import { cpfCheckDigits } from '../../../src/shared/lib/document';
import { termsToHtml } from '../../../src/shared/lib/terms-markdown';
import { signupLimiter } from '../hotsite';
import { termsHtml } from './service';

jest.setTimeout(120_000);

const BOMPRECO = DEMO_ACCOUNT_IDS.bompreco;
const SLOT_PATH = '/cadastro/bompreco/clube';
const cpf = (base9: string) => base9 + cpfCheckDigits(base9);

const LIST = '{ termsVersions { terms_optin accepted_total current { version } versions { id version title text html published_at published_by created_by current accepted_count } } }';
const SAVE = 'mutation($input: SaveTermsDraftInput!) { saveTermsDraft(input: $input) { termsVersion { id version title published_at current } } }';
const PUBLISH = 'mutation($input: PublishTermsVersionInput!) { publishTermsVersion(input: $input) { termsVersion { id version published_at published_by current } } }';
const DELETE = 'mutation($input: DeleteTermsDraftInput!) { deleteTermsDraft(input: $input) { deletedId } }';

describe('the Markdown of the terms', () => {
  it('makes headings, lists, bold and paragraphs, and nothing the author types becomes markup', () => {
    expect(termsToHtml('# Termos\n\nTexto **forte** e *leve*.\nLinha 2\n\n- um\n- dois\n## Fim').replace(/\n/g, '')).toBe(
      '<h2>Termos</h2><p>Texto <strong>forte</strong> e <em>leve</em>.<br>Linha 2</p><ul><li>um</li><li>dois</li></ul><h3>Fim</h3>',
    );
    expect(termsHtml('<script>alert(1)</script> <img src=x onerror=alert(1)>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;</p>');
    expect(termsHtml('Veja [a](javascript:alert(1)), [b](https://x.com) e ![i](https://x/y.png) <b onclick=x>c</b>')).toBe(
      '<p>Veja a, <a href="https://x.com" rel="noopener noreferrer" target="_blank">b</a> e i &lt;b onclick=x&gt;c&lt;/b&gt;</p>',
    );
  });
});

describe('the terms versions (/configuracoes-admin/termos)', () => {
  let server: TestServer;
  let gerente: TestClient;
  let admin: TestClient;
  let analista: TestClient;
  let draftId: string;

  beforeAll(async () => {
    server = await startTestServer();
    [gerente, admin, analista] = await Promise.all([signedIn(server, 'gerente@bompreco.com.br'), signedIn(server, 'admin@plataforma.dev'), signedIn(server, 'analista@bompreco.com.br')]);
    await signupLimiter.reset(server.stores.pg);
  });
  afterAll(() => server.close());

  const publicPage = async () => (await new TestClient(server.url).fetch(SLOT_PATH)).text();
  const signUp = (base9: string, email: string) =>
    new TestClient(server.url).fetch(SLOT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ tipo: 'N', document: cpf(base9), name: 'Lia', surname: 'Termos', phone: '+55 (71) 9 8111-2222', email, birth_date: '01/02/1990', gender: 'F', password: 'segredo1', terms: 'on', website: '' }).toString(),
      redirect: 'manual',
    });
  const accepted = async (base9: string) =>
    (await server.stores.pg.query<{ v: number }>('select accepted_terms_version as v from consumers where account_id = $1 and document_no = $2', [BOMPRECO, cpf(base9)]))[0].v;

  it('lists the seeded version 1, published and current, with the consumers who accepted it counted from their records', async () => {
    await server.stores.pg.query(
      `update consumers set accepted_terms_version = 1 where account_id = $1 and document_no in (select document_no from consumers where account_id = $1 order by document_no limit 3)`,
      [BOMPRECO],
    );
    const [{ n }] = await server.stores.pg.query<{ n: number }>('select count(*)::int as n from consumers where account_id = $1 and accepted_terms_version = 1', [BOMPRECO]);
    const { data, errors } = await gerente.gql(LIST);
    expect(errors).toBeUndefined();
    expect(data!.termsVersions).toMatchObject({ terms_optin: true, current: { version: 1 }, accepted_total: n });
    expect(data!.termsVersions.versions).toEqual([expect.objectContaining({ version: 1, current: true, accepted_count: n, title: 'Termos de uso' })]);
    expect(data!.termsVersions.versions[0].html).toContain('<p>');
  });

  it('is refused to a user who is not an admin of the account', async () => {
    expect((await analista.gql(LIST)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await analista.gql(SAVE, { input: { title: 'x', text: 'y' } })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses an empty title or text in pt-BR', async () => {
    expect((await gerente.gql(SAVE, { input: { title: ' ', text: 'Texto' } })).errors?.[0].message).toMatch(/^Campo "input.title"/);
    expect((await gerente.gql(SAVE, { input: { title: 'T', text: 'x'.repeat(20_001) } })).errors?.[0].message).toMatch(/^Campo "input.text"/);
  });

  it('keeps a draft out of the public page and out of consent', async () => {
    const { data, errors } = await gerente.gql(SAVE, { input: { title: 'Termos 2027', text: '# Novos termos\n\nVersão de **2027**.' } });
    expect(errors).toBeUndefined();
    expect(data!.saveTermsDraft.termsVersion).toMatchObject({ version: 2, published_at: null, current: false });
    draftId = data!.saveTermsDraft.termsVersion.id;
    const changed = await gerente.gql(SAVE, { input: { id: draftId, title: 'Termos de uso 2027', text: '# Novos termos\n\nVersão de **2027**, revisada.' } });
    expect(changed.data!.saveTermsDraft.termsVersion).toMatchObject({ version: 2, title: 'Termos de uso 2027' });
    const html = await publicPage();
    expect(html).toContain('(versão 1)');
    expect(html).not.toContain('2027');
    expect((await signUp('741852960', 'antes@example.com')).status).toBe(303);
    expect(await accepted('741852960')).toBe(1);
  });

  it('publishes a draft: the public page shows it and new consents record it; published versions are read-only', async () => {
    const { data, errors } = await admin.gql(PUBLISH, { input: { id: draftId } });
    expect(errors).toBeUndefined();
    expect(data!.publishTermsVersion.termsVersion).toMatchObject({ version: 2, current: true, published_by: 'admin@plataforma.dev' });
    const html = await publicPage();
    expect(html).toContain('Li e aceito os termos de uso (versão 2)');
    expect(html).toContain('<h2>Novos termos</h2><p>Versão de <strong>2027</strong>, revisada.</p>');
    expect((await signUp('852963740', 'depois@example.com')).status).toBe(303);
    expect(await accepted('852963740')).toBe(2);
    const list = (await gerente.gql(LIST)).data!.termsVersions;
    expect(list.versions.map((v: { version: number; current: boolean; accepted_count: number }) => [v.version, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(list.versions[0].accepted_count).toBe(1);

    expect((await gerente.gql(SAVE, { input: { id: draftId, title: 'x', text: 'y' } })).errors?.[0].message).toBe('Campo "input.id": a versão 2 já foi publicada e não pode ser alterada.');
    expect((await gerente.gql(DELETE, { input: { id: draftId } })).errors?.[0].message).toBe('Campo "input.id": a versão 2 já foi publicada e não pode ser alterada.');
    expect((await gerente.gql(PUBLISH, { input: { id: draftId } })).errors?.[0].message).toMatch(/já foi publicada/);
  });

  it('deletes a draft, and only a draft', async () => {
    const { data } = await gerente.gql(SAVE, { input: { title: 'Rascunho', text: 'Texto provisório' } });
    const id = data!.saveTermsDraft.termsVersion.id;
    expect((await gerente.gql(DELETE, { input: { id } })).data!.deleteTermsDraft.deletedId).toBe(id);
    expect((await gerente.gql(LIST)).data!.termsVersions.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect((await gerente.gql(DELETE, { input: { id } })).errors?.[0].message).toBe('Versão dos termos não encontrada.');
  });
});

describe('the terms export', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists the versions as the screen filters them, for admins only', async () => {
    const gerente = await signedIn(server, 'gerente@bompreco.com.br');
    await gerente.gql(SAVE, { input: { title: 'Rascunho CSV', text: 'Texto' } });
    const all = await (await gerente.fetch('/api/configuracoes-admin/termos.csv')).text();
    const lines = all.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Versão;Título;Situação;Publicada em;Publicada por;Criada em;Criada por;Consumidores que aceitaram');
    expect(lines.slice(1).map((line) => line.split(';').slice(0, 3).join(';'))).toEqual(['2;Rascunho CSV;Rascunho', '1;Termos de uso;Vigente']);
    const drafts = await (await gerente.fetch('/api/configuracoes-admin/termos.csv?situacao=publicada')).text();
    expect(drafts).not.toContain('Rascunho CSV');
    const analista = await signedIn(server, 'analista@bompreco.com.br');
    expect((await analista.fetch('/api/configuracoes-admin/termos.csv')).status).toBe(403);
  });
});
