import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { validateFlowGraph, type FlowGraph } from '../../../src/shared/config/whatsappFlows';
import { DEMO_ACCOUNT_IDS } from '../../seed/demo';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../testing/harness';
import { WhatsappFlowRuntime } from './runtime';
import { outboxWhatsappSender, type WhatsappSender } from './sender';
import { DEMO_OFFERS_FLOW } from './seed';
import { publish, saveDraft } from './service';

const ACCOUNT = DEMO_ACCOUNT_IDS.bompreco;
const USER = { id: null as unknown as string, name: 'Teste' };

/** A sender that records what it sends (and still answers message ids), with a clock the test moves. */
function recordingSender() {
  const sent: { phone: string; text: string; buttons?: { id: string; title: string }[] }[] = [];
  let n = 0;
  const sender: WhatsappSender = {
    async sendText(_accountId, phone, text, buttons) {
      sent.push({ phone, text, buttons });
      return { messageId: `wamid.${++n}` };
    },
  };
  return { sent, sender };
}

const at = (x = 0, y = 0) => ({ x, y });

/** start → buttons (A/B, timeout 10 min) → A: message "escolheu A" → end; B: condition reply contains "b" → handover; timeout → end "tempo". */
const BRANCHING: FlowGraph = {
  nodes: [
    { id: 's', type: 'start', position: at(), data: {} },
    { id: 'q', type: 'buttons', position: at(), data: { text: 'Escolha', buttons: [{ id: 'a', title: 'Opção A' }, { id: 'b', title: 'Opção B' }], timeoutMinutes: 10 } },
    { id: 'ma', type: 'message', position: at(), data: { text: 'escolheu A' } },
    { id: 'tag', type: 'tag', position: at(), data: { tag: 'gosta-de-a' } },
    { id: 'has-tag', type: 'condition', position: at(), data: { field: 'tag', operator: 'equals', value: 'gosta-de-a' } },
    { id: 'end-a', type: 'end', position: at(), data: { text: 'fim A com etiqueta' } },
    { id: 'end-x', type: 'end', position: at(), data: { text: 'fim sem etiqueta' } },
    { id: 'w', type: 'wait', position: at(), data: { timeoutMinutes: 5 } },
    { id: 'c', type: 'condition', position: at(), data: { field: 'reply', operator: 'contains', value: 'pessoa' } },
    { id: 'h', type: 'handover', position: at(), data: { text: 'chamando uma pessoa' } },
    { id: 'end-b', type: 'end', position: at(), data: { text: 'fim B' } },
    { id: 'end-t', type: 'end', position: at(), data: { text: 'tempo esgotado' } },
  ],
  edges: [
    { id: '1', source: 's', target: 'q', handle: 'next' },
    { id: '2', source: 'q', target: 'ma', handle: 'a' },
    { id: '3', source: 'ma', target: 'tag', handle: 'next' },
    { id: '3b', source: 'tag', target: 'has-tag', handle: 'next' },
    { id: '3c', source: 'has-tag', target: 'end-a', handle: 'true' },
    { id: '3d', source: 'has-tag', target: 'end-x', handle: 'false' },
    { id: '4', source: 'q', target: 'w', handle: 'b' },
    { id: '5', source: 'w', target: 'c', handle: 'reply' },
    { id: '5t', source: 'w', target: 'end-t', handle: 'timeout' },
    { id: '6', source: 'c', target: 'h', handle: 'true' },
    { id: '7', source: 'c', target: 'end-b', handle: 'false' },
    { id: '8', source: 'q', target: 'end-t', handle: 'timeout' },
  ],
};

describe('WhatsApp flows', () => {
  let server: TestServer;
  let gerente: TestClient;
  let clock: Date;
  let runtime: WhatsappFlowRuntime;
  let sent: ReturnType<typeof recordingSender>['sent'];
  let flowId: string;
  let phoneSeq = 0;
  /** a made-up phone no other test (or demo consumer) uses */
  const newPhone = () => `55119770${String(++phoneSeq).padStart(5, '0')}`;
  const inbound = (phone: string, text: string | null, buttonPayload: string | null = null) =>
    runtime.receive({ accountId: ACCOUNT, phone, text, buttonPayload, messageId: `in.${phone}.${Math.random()}`, at: clock }, false);
  const conversation = async (id: string) =>
    (await server.stores.pg.query<{ status: string; current_node: string | null; flow_version: number; unread: number }>(`select * from whatsapp_conversations where id = $1`, [id]))[0];
  const steps = (id: string) =>
    server.stores.pg.query<{ node_id: string | null; author: string; inbound_text: string | null; outbound_text: string | null; outbound_message_id: string | null }>(
      `select node_id, author, inbound_text, outbound_text, outbound_message_id from whatsapp_conversation_steps where conversation_id = $1 order by at, id`,
      [id],
    );

  beforeAll(async () => {
    server = await startTestServer();
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    clock = new Date('2026-11-20T12:00:00Z');
    const recording = recordingSender();
    sent = recording.sent;
    runtime = new WhatsappFlowRuntime(server.stores.pg, recording.sender, { now: () => clock });
    const saved = await saveDraft(server.stores.pg, ACCOUNT, USER, { name: 'Teste de ramos', trigger_type: 'KEYWORD', trigger_values: ['Ramificação'], graph: BRANCHING });
    expect(saved.errors).toEqual([]);
    flowId = (await publish(server.stores.pg, ACCOUNT, USER, saved.flow.id)).id;
  });
  afterAll(() => server.close());

  describe('graph validation', () => {
    it('accepts the demo flow and the branching flow', () => {
      expect(validateFlowGraph(DEMO_OFFERS_FLOW('Bom Preço'))).toEqual([]);
      expect(validateFlowGraph(BRANCHING)).toEqual([]);
    });

    it('refuses a graph without a start, with two starts, an edge to a missing node and a node without exit, in pt-BR', () => {
      const noStart = validateFlowGraph({ nodes: [{ id: 'm', type: 'end', position: at(), data: {} }], edges: [] });
      expect(noStart.map((e) => e.message)).toContain('O fluxo precisa de um início.');
      const broken = validateFlowGraph({
        nodes: [
          { id: 's1', type: 'start', position: at(), data: {} },
          { id: 's2', type: 'start', position: at(), data: {} },
          { id: 'm', type: 'message', position: at(), data: { text: 'oi' } },
        ],
        edges: [
          { id: 'e1', source: 's1', target: 'm', handle: 'next' },
          { id: 'e2', source: 's2', target: 'fantasma', handle: 'next' },
        ],
      }).map((e) => e.message);
      expect(broken).toEqual(
        expect.arrayContaining(['O fluxo deve ter um único início.', 'Ligação “e2” aponta para um passo que não existe.', 'Mensagem “m” não tem saída: ligue-o a outro passo.']),
      );
    });

    it('refuses more than 3 quick replies, more than 10 list rows and an exit the node does not have', () => {
      const four = [1, 2, 3, 4].map((i) => ({ id: `b${i}`, title: `B${i}` }));
      const rows = Array.from({ length: 11 }, (_, i) => ({ id: `r${i}`, title: `R${i}` }));
      const errors = validateFlowGraph({
        nodes: [
          { id: 's', type: 'start', position: at(), data: {} },
          { id: 'b', type: 'buttons', position: at(), data: { text: 'x', buttons: four } },
          { id: 'l', type: 'list', position: at(), data: { text: 'x', listButton: 'Ver', rows } },
          { id: 'e', type: 'end', position: at(), data: {} },
        ],
        edges: [
          { id: '1', source: 's', target: 'b', handle: 'next' },
          { id: '2', source: 'b', target: 'l', handle: 'b1' },
          { id: '3', source: 'l', target: 'e', handle: 'r0' },
          { id: '4', source: 'l', target: 'e', handle: 'inexistente' },
        ],
      }).map((e) => e.message);
      expect(errors).toEqual(expect.arrayContaining(['Botões “b”: no máximo 3 respostas rápidas.', 'Lista “l”: no máximo 10 opções.', 'Lista “l”: saída “inexistente” inválida.']));
    });

    it('validateWhatsappFlowGraph answers the same errors over GraphQL', async () => {
      const { data, errors } = await gerente.gql('query($g: JSON!) { validateWhatsappFlowGraph(graph: $g) { message nodeId } }', {
        g: { nodes: [{ id: 'm', type: 'message', position: at(), data: { text: 'oi' } }], edges: [] },
      });
      expect(errors).toBeUndefined();
      expect(data!.validateWhatsappFlowGraph.map((e: { message: string }) => e.message)).toEqual(['O fluxo precisa de um início.', 'Mensagem “m” não tem saída: ligue-o a outro passo.']);
    });
  });

  describe('runtime', () => {
    it('starts on its keyword (without accents or case), branches on the button pressed, tags and logs every step', async () => {
      const phone = newPhone();
      const before = sent.length;
      const started = await inbound(phone, 'RAMIFICACAO');
      expect(started.status).toBe('waiting');
      expect(sent.slice(before)).toEqual([{ phone, text: 'Escolha', buttons: [{ id: 'a', title: 'Opção A' }, { id: 'b', title: 'Opção B' }] }]);
      const done = await inbound(phone, null, 'a');
      expect(done).toEqual({ conversationId: started.conversationId, status: 'ended' });
      expect(sent.slice(before + 1).map((m) => m.text)).toEqual(['escolheu A', 'fim A com etiqueta']);
      const log = await steps(started.conversationId!);
      expect(log.map((s) => [s.author, s.node_id, s.inbound_text ?? s.outbound_text])).toEqual([
        ['consumer', 's', 'RAMIFICACAO'],
        ['bot', 'q', 'Escolha'],
        ['consumer', 'q', 'a'],
        ['bot', 'ma', 'escolheu A'],
        ['system', 'tag', 'Etiqueta “gosta-de-a” aplicada'],
        ['bot', 'end-a', 'fim A com etiqueta'],
      ]);
      expect(log.filter((s) => s.author === 'bot').every((s) => /^wamid\.\d+$/.test(s.outbound_message_id ?? ''))).toBe(true);
    });

    it('reads a typed reply equal to a button title as that button, and branches a condition on the reply to a handover', async () => {
      const phone = newPhone();
      const { conversationId } = await inbound(phone, 'ramificação');
      expect((await inbound(phone, 'opção b')).status).toBe('waiting');
      expect((await conversation(conversationId!)).current_node).toBe('w');
      expect(await inbound(phone, 'quero falar com uma pessoa')).toEqual({ conversationId, status: 'handover' });
      expect(sent[sent.length - 1].text).toBe('chamando uma pessoa');
      // while with a person, messages only pile up as unread
      await inbound(phone, 'alô?');
      expect(await conversation(conversationId!)).toMatchObject({ status: 'handover', unread: 2 });
    });

    it('follows the timeout edge once the wait passes its deadline, not before', async () => {
      const phone = newPhone();
      const { conversationId } = await inbound(phone, 'ramificacao');
      const start = clock;
      expect(await runtime.sweepTimeouts(new Date(start.getTime() + 9 * 60_000))).toBe(0);
      expect((await conversation(conversationId!)).status).toBe('waiting');
      clock = new Date(start.getTime() + 11 * 60_000);
      expect(await runtime.sweepTimeouts(clock)).toBeGreaterThanOrEqual(1);
      expect(await conversation(conversationId!)).toMatchObject({ status: 'ended', current_node: 'end-t' });
      expect(sent[sent.length - 1]).toEqual({ phone, text: 'tempo esgotado', buttons: undefined });
      expect((await steps(conversationId!)).map((s) => s.outbound_text)).toContain('Tempo de espera esgotado');
    });

    it('keeps a running conversation on its version when a new one is published', async () => {
      const phone = newPhone();
      const { conversationId } = await inbound(phone, 'ramificacao');
      expect((await conversation(conversationId!)).flow_version).toBe(1);
      const changed: FlowGraph = JSON.parse(JSON.stringify(BRANCHING));
      changed.nodes.find((n) => n.id === 'ma')!.data.text = 'versão 2 escolheu A';
      const id = (await server.stores.pg.query<{ id: string }>(`select id from whatsapp_flows where id = $1`, [flowId]))[0].id;
      await saveDraft(server.stores.pg, ACCOUNT, USER, { id, name: 'Teste de ramos', trigger_type: 'KEYWORD', trigger_values: ['ramificação'], graph: changed });
      expect((await publish(server.stores.pg, ACCOUNT, USER, id)).current_version).toBe(2);
      await inbound(phone, null, 'a');
      expect(sent[sent.length - 2].text).toBe('escolheu A');
      // a new conversation starts on version 2
      const other = newPhone();
      const second = await inbound(other, 'ramificacao');
      expect((await conversation(second.conversationId!)).flow_version).toBe(2);
      await inbound(other, null, 'a');
      expect(sent[sent.length - 2].text).toBe('versão 2 escolheu A');
    });

    it('ignores a message that is no keyword when the phone has no open conversation', async () => {
      expect(await inbound(newPhone(), 'bom dia')).toEqual({ conversationId: null, status: null });
    });

    it('opts a known consumer in when the demo flow says Sim', async () => {
      const [consumer] = await server.stores.pg.query<{ document_no: string }>(
        `insert into consumers (account_id, document_no, person_type, name, phone, created_at, created_date, opt_in) values ($1, '39053344705', 'F', 'Ana Teste', '11977099999', now(), current_date, '{"whatsapp": false}') returning document_no`,
        [ACCOUNT],
      );
      const { conversationId } = await inbound('+55 (11) 97709-9999', 'Ofertas');
      expect((await conversation(conversationId!)).status).toBe('waiting');
      expect((await inbound('5511977099999', null, 'sim')).status).toBe('ended');
      const [row] = await server.stores.pg.query<{ opt_in: { whatsapp: boolean } }>(`select opt_in from consumers where account_id = $1 and document_no = $2`, [ACCOUNT, consumer.document_no]);
      expect(row.opt_in.whatsapp).toBe(true);
      expect(sent[sent.length - 1].text).toBe('Pronto! Toda semana você recebe as ofertas do Bom Preço por aqui. Para sair, responda SAIR.');
    });
  });

  describe('inbox', () => {
    it('has the demo conversations, one unread, and masks phones and names without PII access', async () => {
      const LIST = '{ whatsappConversations(filter: OPEN) { totalCount unreadConversations edges { node { phone unread status lastText flowName } } } }';
      const { data } = await gerente.gql(LIST);
      const demo = data!.whatsappConversations.edges.map((e: { node: { phone: string; unread: number } }) => e.node).filter((n: { phone: string }) => /8888-000[12]/.test(n.phone));
      expect(demo.map((n: { phone: string; unread: number }) => [n.phone, n.unread]).sort()).toEqual([
        ['+55 (71) 9 8888-0001', 2],
        ['+55 (71) 9 8888-0002', 0],
      ]);
      await server.stores.pg.query(`update users set has_pii_access = false where email = 'multi@bompreco.com.br'`);
      const masked = await signedIn(server, 'multi@bompreco.com.br');
      const { data: seen } = await masked.gql(LIST);
      const phones = seen!.whatsappConversations.edges.map((e: { node: { phone: string } }) => e.node.phone);
      expect(phones).toContain('(71) 9****-0001');
      expect(phones.some((p: string) => p.includes('98888'))).toBe(false);
      await server.stores.pg.query(`update users set has_pii_access = true where email = 'multi@bompreco.com.br'`);
    });

    it('lets the store answer inside the 24-hour window and refuses outside it', async () => {
      const phone = newPhone();
      const { conversationId } = await inbound(phone, 'ramificacao');
      await inbound(phone, null, 'b');
      await inbound(phone, 'uma pessoa, por favor');
      clock = new Date(clock.getTime() + 23 * 3600_000);
      const step = await runtime.answer(ACCOUNT, conversationId!, 'Marina Souza', 'Olá! Como posso ajudar?');
      expect(step).toMatchObject({ author: 'agent', outbound_text: 'Olá! Como posso ajudar?', user_name: 'Marina Souza' });
      expect((await conversation(conversationId!)).unread).toBe(0);
      clock = new Date(clock.getTime() + 2 * 3600_000);
      await expect(runtime.answer(ACCOUNT, conversationId!, 'Marina Souza', 'Ainda aí?')).rejects.toThrow(/Fora da janela de 24 horas/);
      // a new message of the consumer opens the window again
      await inbound(phone, 'oi de novo');
      await expect(runtime.answer(ACCOUNT, conversationId!, 'Marina Souza', 'Sim!')).resolves.toMatchObject({ outbound_text: 'Sim!' });
      const closed = await runtime.close(ACCOUNT, conversationId!, 'Marina Souza');
      expect(closed.status).toBe('closed');
      await expect(runtime.answer(ACCOUNT, conversationId!, 'Marina Souza', 'x')).rejects.toThrow(/encerrada/);
    });

    it('walks a test phone through the published flow from the editor\'s panel and answers it over GraphQL, through the outbox', async () => {
      const { data: flows } = await gerente.gql('{ whatsappFlows(search: "ofertas") { edges { node { id name status currentVersion } } } }');
      const flow = flows!.whatsappFlows.edges[0].node;
      expect(flow).toMatchObject({ name: 'Quer receber as ofertas da semana?', status: 'PUBLISHED', currentVersion: 1 });
      const SIM = 'mutation($i: SimulateWhatsappFlowMessageInput!) { simulateWhatsappFlowMessage(input: $i) { conversation { id status test steps { author outboundText options { id title } } } } }';
      const first = await gerente.gql(SIM, { i: { flowId: flow.id, phone: '(11) 90000-0042', text: 'oi' } });
      expect(first.errors).toBeUndefined();
      const conv = first.data!.simulateWhatsappFlowMessage.conversation;
      expect(conv).toMatchObject({ status: 'WAITING', test: true });
      expect(conv.steps[1].options).toEqual([{ id: 'sim', title: 'Sim' }, { id: 'nao', title: 'Não' }]);
      const second = await gerente.gql(SIM, { i: { flowId: flow.id, phone: '(11) 90000-0042', text: 'Falar com atendente' } });
      expect(second.data!.simulateWhatsappFlowMessage.conversation.status).toBe('HANDOVER');
      const answer = await gerente.gql('mutation($id: ID!, $t: String!) { answerWhatsappConversation(id: $id, text: $t) { conversation { unread steps { author outboundText userName } } } }', {
        id: conv.id,
        t: 'Oi, aqui é a Marina!',
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.answerWhatsappConversation.conversation.steps.at(-1)).toEqual({ author: 'AGENT', outboundText: 'Oi, aqui é a Marina!', userName: 'Marina Souza' });
      const [outbox] = await server.stores.pg.query<{ n: number }>(`select count(*)::int as n from outbox_messages where channel = 'whatsapp' and recipients = '{5511900000042}'`);
      // the question, the handover's message and the answer
      expect(outbox.n).toBe(3);
    });

    it('exports the flow list as the screen filters it, as CSV with ;, and refuses who may not open the page', async () => {
      const response = await gerente.fetch('/api/campanhas/whatsapp/fluxos.csv?situacao=publicado&busca=atendente&ordem=nome.asc');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/csv');
      const lines = (await response.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
      expect(lines[0]).toBe('Nome;Gatilho;Palavras-chave ou botões;Situação;Versão publicada;Rascunho alterado;Conversas em andamento;Atualizado em;Atualizado por');
      expect(lines.slice(1).map((line) => line.split(';').slice(0, 5).join(';'))).toEqual(['Falar com atendente;Palavra-chave;atendente, falar com atendente;Publicado;1']);
      const analista = await signedIn(server, 'analista@bompreco.com.br');
      expect((await analista.fetch('/api/campanhas/whatsapp/fluxos.csv')).status).toBe(403);
      expect((await analista.gql('{ whatsappConversations { totalCount } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });

    it('refuses malformed inputs in pt-BR', async () => {
      const bad = await gerente.gql('mutation { saveWhatsappFlowDraft(input: { name: "", trigger_type: KEYWORD, trigger_values: [], graph: {} }) { flow { id } } }');
      expect(bad.errors?.[0].message).toMatch(/vazio|inválid/);
      const publishBroken = await gerente.gql(
        'mutation($i: WhatsappFlowInput!) { saveWhatsappFlowDraft(input: $i) { flow { id } errors { message } } }',
        { i: { name: 'Quebrado', trigger_type: 'KEYWORD', trigger_values: ['quebrado'], graph: { nodes: [{ id: 's', type: 'start', position: at(), data: {} }], edges: [] } } },
      );
      expect(publishBroken.data!.saveWhatsappFlowDraft.errors.map((e: { message: string }) => e.message)).toEqual(['Início “s” não tem saída: ligue-o a outro passo.']);
      const refused = await gerente.gql('mutation($id: ID!) { publishWhatsappFlow(id: $id) { flow { id } } }', { id: publishBroken.data!.saveWhatsappFlowDraft.flow.id });
      expect(refused.errors?.[0].message).toBe('O fluxo não pode ser publicado: Início “s” não tem saída: ligue-o a outro passo.');
    });
  });
});
