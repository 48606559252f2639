import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { toGsm7 } from '../../../src/shared/lib/gsm';
import { countSms } from '../../../src/shared/lib/sms';
import { localToday } from '../../shared/dates';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../testing/harness';

const FIELDS = 'id _id name channel message_type subject text active send_without_accents smsCount { characters credits perCredit special } updatedBy';
const LIST = `query($search: String, $channels: [MessageTemplateChannel!], $active: Boolean, $sort: MessageTemplateSort, $sortDirection: MessageTemplateSortDirection, $first: Int, $after: String) {
  messageTemplates(search: $search, channels: $channels, active: $active, sort: $sort, sortDirection: $sortDirection, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { ${FIELDS} } }
  }
}`;
const ONE = `query($id: ID!) { messageTemplate(id: $id) { ${FIELDS} } }`;
const UPSERT = `mutation($input: MessageTemplateInput!) { upsertMessageTemplate(input: $input) { messageTemplate { ${FIELDS} } } }`;
const DELETE = 'mutation($id: ID!) { deleteMessageTemplate(id: $id) { deletedId } }';
const RESTORE = `mutation($id: ID!) { restoreMessageTemplate(id: $id) { messageTemplate { ${FIELDS} } } }`;
const BY_TYPE = `query($type: MessageTemplateType!, $channel: MessageTemplateChannel, $variables: [MessageVariableValue!], $suffix: Boolean) {
  getMessageByType(message_type: $type, channel: $channel, variables: $variables, withOptOutSuffix: $suffix) { interpolated_text active subject }
}`;

interface Template {
  id: string;
  _id: string;
  name: string;
  channel: string;
  message_type: string;
  text: string;
  active: boolean;
  send_without_accents: boolean;
  smsCount: { characters: number; credits: number; perCredit: number; special: boolean } | null;
}

const sms = (extra: Record<string, unknown> = {}) => ({
  name: 'Oferta relâmpago',
  channel: 'SMS',
  message_type: 'WELCOME',
  text: 'Olá [primeiro nome], promoção de café e açúcar só hoje!',
  active: false,
  send_without_accents: false,
  ...extra,
});

describe('message templates: the standard texts of /configuracoes/mensagens', () => {
  let server: TestServer;
  let gerente: TestClient;
  let franqueador: TestClient;
  let analista: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    franqueador = await signedIn(server, 'franqueador@redemais.com.br');
    analista = await signedIn(server, 'analista@bompreco.com.br');
  });
  afterAll(() => server.close());

  const list = async (client: TestClient, variables: Record<string, unknown> = {}) => {
    const { data, errors } = await client.gql(LIST, variables);
    expect(errors).toBeUndefined();
    return data!.messageTemplates as { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: Template }[] };
  };
  const save = async (client: TestClient, input: Record<string, unknown>) => client.gql(UPSERT, { input });

  it('lists the demo texts of the session account only, ordered by name', async () => {
    const all = await list(gerente);
    expect(all.totalCount).toBe(7);
    const names = all.edges.map((e) => e.node.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' })));
    const other = await list(franqueador);
    expect(other.edges.map((e) => e.node._id).filter((id) => all.edges.some((e) => e.node._id === id))).toEqual([]);
  });

  it('filters by search, channel and active, and pages', async () => {
    expect((await list(gerente, { search: 'aniversário' })).edges.map((e) => e.node.name)).toEqual(['Aniversário e-mail', 'Aniversário SMS']);
    const smsOnly = await list(gerente, { channels: ['SMS'] });
    expect(smsOnly.edges.every((e) => e.node.channel === 'SMS')).toBe(true);
    expect(smsOnly.totalCount).toBe(4);
    expect((await list(gerente, { active: false })).edges.map((e) => e.node.name)).toEqual(['Boas-vindas SMS (antiga)']);
    const first = await list(gerente, { first: 3 });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await list(gerente, { first: 3, after: first.pageInfo.endCursor });
    expect(next.edges[0].node.name).not.toBe(first.edges[2].node.name);
    const byChannel = await list(gerente, { sort: 'CHANNEL', sortDirection: 'DESC' });
    expect(byChannel.edges[0].node.channel).toBe('WHATSAPP');
  });

  it('counts the credits of an SMS text with its variables at their maximum sizes, with and without accents', async () => {
    const text = 'Olá [primeiro nome], promoção de café e açúcar só hoje na loja! Aproveite: válido até [data hoje].';
    const created = await save(gerente, sms({ name: 'Créditos', text }));
    expect(created.errors).toBeUndefined();
    const template = created.data!.upsertMessageTemplate.messageTemplate as Template;
    expect(template.smsCount).toEqual(countSms(text));
    expect(template.smsCount).toMatchObject({ special: true, perCredit: 67, credits: 2 });
    const edited = await save(gerente, sms({ id: template.id, name: 'Créditos', text, send_without_accents: true }));
    expect(edited.data!.upsertMessageTemplate.messageTemplate.smsCount).toEqual({ ...countSms(toGsm7(text)), credits: 1, perCredit: 160, special: false });
    // e-mail has no SMS count
    const mail = await save(gerente, { ...sms(), name: 'E-mail sem contagem', channel: 'EMAIL', subject: 'Olá', text: 'Sair: [link de optout]' });
    expect(mail.data!.upsertMessageTemplate.messageTemplate.smsCount).toBeNull();
  });

  it('refuses a name in use (any case), in pt-BR, and changes nothing', async () => {
    const { errors } = await save(gerente, sms({ name: 'aniversário sms' }));
    expect(errors?.[0].message).toBe('Já existe uma mensagem com o nome “Aniversário SMS”. Escolha outro nome.');
    expect(errors?.[0].extensions?.field).toBe('name');
    // another account may use a name this one has
    expect((await save(gerente, sms({ name: 'Só do Bom Preço' }))).errors).toBeUndefined();
    expect((await save(franqueador, sms({ name: 'Só do Bom Preço' }))).errors).toBeUndefined();
  });

  it('refuses unknown variables, the opt-out link outside e-mail, a missing subject and a suffix outside SMS', async () => {
    expect((await save(gerente, sms({ name: 'X1', text: 'Oi [apelido]' }))).errors?.[0].message).toBe('Variável "apelido" não existe no state');
    expect((await save(gerente, sms({ name: 'X2', text: 'Sair: [link de optout]' }))).errors?.[0].message).toBe('Variável "link de optout" não existe no state');
    expect((await save(gerente, { ...sms(), name: 'X3', channel: 'PUSH', subject: '  ' })).errors?.[0].message).toBe('Informe o título do push.');
    expect((await save(gerente, { ...sms(), name: 'X4', channel: 'EMAIL', message_type: 'OPT_OUT_SUFFIX', subject: 'a' })).errors?.[0].message).toBe(
      'O sufixo de descadastro existe só para SMS.',
    );
    expect((await save(gerente, sms({ name: 'X5', text: 'a'.repeat(481) }))).errors?.[0].message).toBe('O texto de SMS pode ter no máximo 480 caracteres.');
    expect((await save(gerente, sms({ name: '   ' }))).errors?.[0].extensions?.field).toBe('name');
    expect((await list(gerente, { search: 'X' })).edges.filter((e) => /^X\d$/.test(e.node.name))).toEqual([]);
  });

  it('keeps one active text per type and channel', async () => {
    const { errors } = await save(gerente, sms({ name: 'Outro aniversário', message_type: 'BIRTHDAY', active: true }));
    expect(errors?.[0].message).toBe(
      'Já existe uma mensagem ativa de Aniversário para SMS: “Aniversário SMS”. Desative-a antes ou salve esta como inativa.',
    );
    expect((await save(gerente, sms({ name: 'Outro aniversário', message_type: 'BIRTHDAY', active: false }))).errors).toBeUndefined();
  });

  it('getMessageByType interpolates the active text and appends the SMS opt-out suffix, without accents when the template says so', async () => {
    const { data, errors } = await gerente.gql(BY_TYPE, { type: 'BIRTHDAY', variables: [{ name: 'primeiro nome', value: 'Joana' }, { name: 'mes', value: 'março' }] });
    expect(errors).toBeUndefined();
    // the demo's birthday SMS is sent without accents: the whole text, suffix and values included
    expect(data!.getMessageByType).toEqual({
      interpolated_text: toGsm7('Feliz aniversário, Joana! O Supermercados Bom Preço preparou ofertas especiais para você em março. Aproveite! Para sair, responda SAIR.'),
      active: true,
      subject: '',
    });
    const signup = (await gerente.gql(BY_TYPE, { type: 'SIGNUP_CONFIRMATION', channel: 'SMS', variables: [{ name: 'primeiro nome', value: 'Ana' }], suffix: false })).data!.getMessageByType;
    expect(signup.interpolated_text).toBe('Olá Ana, seu cadastro no clube Supermercados Bom Preço está confirmado! Informe seu CPF no caixa e ganhe descontos exclusivos.');
    const mail = (await gerente.gql(BY_TYPE, { type: 'BIRTHDAY', channel: 'EMAIL', variables: [{ name: 'primeiro nome', value: 'Ana' }] })).data!.getMessageByType;
    expect(mail.subject).toBe('Feliz aniversário, Ana! 🎉');
    expect(mail.interpolated_text).not.toContain('Para sair, responda SAIR.');
    const today = localToday();
    const created = await save(gerente, { ...sms(), name: 'Hoje', channel: 'WHATSAPP', message_type: 'OPT_OUT_CONFIRMATION', text: 'Descadastro feito em [data hoje].', active: true });
    expect(created.errors).toBeUndefined();
    expect((await gerente.gql(BY_TYPE, { type: 'OPT_OUT_CONFIRMATION', channel: 'WHATSAPP' })).data!.getMessageByType.interpolated_text).toBe(
      `Descadastro feito em ${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}.`,
    );
    expect((await gerente.gql(BY_TYPE, { type: 'PASSWORD_RECOVERY', channel: 'SMS' })).data!.getMessageByType).toBeNull();
  });

  it('deletes, can undo the deletion, and edits keep the name rule', async () => {
    const created = (await save(gerente, sms({ name: 'Para excluir' }))).data!.upsertMessageTemplate.messageTemplate as Template;
    expect((await gerente.gql(DELETE, { id: created.id })).data!.deleteMessageTemplate.deletedId).toBe(created.id);
    expect((await gerente.gql(ONE, { id: created.id })).data!.messageTemplate).toBeNull();
    expect((await gerente.gql(DELETE, { id: created.id })).errors?.[0].message).toBe('Mensagem não encontrada.');
    // the name is free again while the template is deleted
    const restored = await gerente.gql(RESTORE, { id: created.id });
    expect(restored.data!.restoreMessageTemplate.messageTemplate.name).toBe('Para excluir');
    expect((await gerente.gql(ONE, { id: created._id })).data!.messageTemplate.name).toBe('Para excluir');
    const renamed = await save(gerente, sms({ id: created.id, name: 'Aniversário SMS' }));
    expect(renamed.errors?.[0].message).toBe('Já existe uma mensagem com o nome “Aniversário SMS”. Escolha outro nome.');
  });

  it('exports the list as the screen filters it, as CSV with ;', async () => {
    const response = await gerente.fetch('/api/configuracoes/mensagens.csv?canal=SMS&situacao=ativas&busca=anivers');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Nome;Canal;Tipo;Situação;Assunto ou título;Texto;Sem acentos;Créditos por SMS;Atualizada em');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Aniversário SMS;SMS;Aniversário;Ativa;;.*;Sim;1;\d{2}\/\d{2}\/\d{4}/);
    expect((await analista.fetch('/api/configuracoes/mensagens.csv')).status).toBe(403);
  });

  it("never reaches another account's template, and refuses who may not open the page", async () => {
    const mine = (await list(gerente)).edges[0].node;
    expect((await franqueador.gql(ONE, { id: mine.id })).data!.messageTemplate).toBeNull();
    expect((await franqueador.gql(DELETE, { id: mine.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await franqueador.gql(UPSERT, { input: sms({ id: mine.id, name: 'Invadido' }) })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const refused = await analista.gql(LIST);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
