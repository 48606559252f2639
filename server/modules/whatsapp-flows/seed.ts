import type { FlowGraph } from '../../../src/shared/config/whatsappFlows';
import type { OperationalStore } from '../../stores';
import { WhatsappFlowRuntime } from './runtime';
import { outboxWhatsappSender } from './sender';
import { publish, saveDraft } from './service';

const at = (x: number, y: number) => ({ x, y });

/** The demo's offers flow: a question with Sim / Não, opt-in and confirmation, a path to a person. */
export const DEMO_OFFERS_FLOW = (chain: string): FlowGraph => ({
  nodes: [
    { id: 'inicio', type: 'start', position: at(0, 0), data: {} },
    {
      id: 'pergunta',
      type: 'buttons',
      position: at(0, 140),
      data: {
        text: `Quer receber as ofertas da semana do ${chain} aqui no WhatsApp? 🛒`,
        buttons: [
          { id: 'sim', title: 'Sim' },
          { id: 'nao', title: 'Não' },
        ],
        timeoutMinutes: 1440,
      },
    },
    { id: 'optin', type: 'optin', position: at(-320, 320), data: {} },
    { id: 'confirmacao', type: 'message', position: at(-320, 480), data: { text: `Pronto! Toda semana você recebe as ofertas do ${chain} por aqui. Para sair, responda SAIR.` } },
    { id: 'fim-sim', type: 'end', position: at(-320, 640), data: {} },
    { id: 'fim-nao', type: 'end', position: at(0, 320), data: { text: 'Tudo bem! Se mudar de ideia, é só mandar OFERTAS.' } },
    { id: 'quer-atendente', type: 'condition', position: at(320, 320), data: { field: 'reply', operator: 'contains', value: 'atendente' } },
    { id: 'atendente', type: 'handover', position: at(320, 480), data: { text: 'Certo! Uma pessoa da nossa equipe vai falar com você em instantes.' } },
    { id: 'nao-entendi', type: 'message', position: at(640, 480), data: { text: 'Não entendi. Toque em Sim ou Não, ou escreva ATENDENTE para falar com a loja.' } },
    { id: 'fim-tempo', type: 'end', position: at(640, 140), data: {} },
  ],
  edges: [
    { id: 'e1', source: 'inicio', target: 'pergunta', handle: 'next' },
    { id: 'e2', source: 'pergunta', target: 'optin', handle: 'sim' },
    { id: 'e3', source: 'pergunta', target: 'fim-nao', handle: 'nao' },
    { id: 'e4', source: 'pergunta', target: 'quer-atendente', handle: 'other' },
    { id: 'e5', source: 'pergunta', target: 'fim-tempo', handle: 'timeout' },
    { id: 'e6', source: 'optin', target: 'confirmacao', handle: 'next' },
    { id: 'e7', source: 'confirmacao', target: 'fim-sim', handle: 'next' },
    { id: 'e8', source: 'quer-atendente', target: 'atendente', handle: 'true' },
    { id: 'e9', source: 'quer-atendente', target: 'nao-entendi', handle: 'false' },
    { id: 'e10', source: 'nao-entendi', target: 'pergunta', handle: 'next' },
  ],
});

/** "Falar com atendente": the keyword goes straight to a person. */
export const DEMO_HANDOVER_FLOW: FlowGraph = {
  nodes: [
    { id: 'inicio', type: 'start', position: at(0, 0), data: {} },
    { id: 'atendente', type: 'handover', position: at(0, 160), data: { text: 'Olá! Já chamamos uma pessoa da equipe para falar com você.' } },
  ],
  edges: [{ id: 'e1', source: 'inicio', target: 'atendente', handle: 'next' }],
};

/** Made-up phones of the demo's two inbox conversations (no consumer has them). */
export const DEMO_INBOX_PHONES = ['5571988880001', '5571988880002'] as const;

/**
 * The demo chain's published flows ("Quer receber as ofertas da semana?" on the keyword OFERTAS, and
 * "Falar com atendente" on ATENDENTE) and two inbox conversations played through the runtime: one
 * unread, one the manager answered. Idempotent: only for an account without flows.
 */
export async function seedDemoWhatsappFlows(db: OperationalStore, accountId: string, chainName: string, managerEmail: string): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>(`select count(*)::int as n from whatsapp_flows where account_id = $1`, [accountId]);
  if (n > 0) return 0;
  const [manager] = await db.query<{ id: string; name: string }>(`select id, name from users where lower(email) = lower($1)`, [managerEmail]);
  const user = manager ?? { id: null as unknown as string, name: `Equipe ${chainName}` };
  const offers = await saveDraft(db, accountId, user, {
    name: 'Quer receber as ofertas da semana?',
    trigger_type: 'KEYWORD',
    trigger_values: ['ofertas', 'ofertas da semana'],
    graph: DEMO_OFFERS_FLOW(chainName),
  });
  await publish(db, accountId, user, offers.flow.id);
  const handover = await saveDraft(db, accountId, user, { name: 'Falar com atendente', trigger_type: 'KEYWORD', trigger_values: ['atendente', 'falar com atendente'], graph: DEMO_HANDOVER_FLOW });
  await publish(db, accountId, user, handover.flow.id);
  await saveDraft(db, accountId, user, {
    name: 'Pesquisa de satisfação (rascunho)',
    trigger_type: 'BUTTON',
    trigger_values: ['pesquisa_satisfacao'],
    graph: {
      nodes: [
        { id: 'inicio', type: 'start', position: at(0, 0), data: {} },
        { id: 'nota', type: 'buttons', position: at(0, 140), data: { text: 'De 1 a 3, como foi sua última compra?', buttons: [{ id: '1', title: '1' }, { id: '2', title: '2' }, { id: '3', title: '3' }] } },
      ],
      edges: [{ id: 'e1', source: 'inicio', target: 'nota', handle: 'next' }],
    },
  });

  // the demo's messages happened minutes ago: the runtime's clock follows each one (its answers 2 s later)
  let clock = new Date();
  const runtime = new WhatsappFlowRuntime(db, outboxWhatsappSender(db), { now: () => clock });
  const say = (phone: string, text: string, minutesAgo: number) => {
    const sent = new Date(Date.now() - minutesAgo * 60_000);
    clock = new Date(sent.getTime() + 2000);
    return runtime.receive({ accountId, phone, text, buttonPayload: null, messageId: `demo:${phone}:${minutesAgo}`, at: sent }, false);
  };
  const [unread, answered] = DEMO_INBOX_PHONES;
  await say(unread, 'Falar com atendente', 40);
  await say(unread, 'Vocês entregam em Lauro de Freitas?', 38);
  const first = await say(answered, 'ofertas', 180);
  await say(answered, 'Quero falar com um atendente, por favor', 178);
  clock = new Date(Date.now() - 170 * 60_000);
  if (first.conversationId) await runtime.answer(accountId, first.conversationId, user.name, 'Olá! Aqui é da loja. As ofertas da semana valem até domingo. Posso ajudar em algo mais?');
  return 3;
}
