/**
 * `npm run bench:whatsapp-flow`: how long an inbound WhatsApp message takes to reach the next node's
 * send (issue 12's target: p95 ≤ 200 ms), on PGlite (the embedded default), in-process.
 *
 * A fresh in-memory PGlite with the migrations, an account with BENCH_CONSUMERS (default 20 000)
 * consumers with mobiles (the runtime looks each phone up), the demo's published offers flow, then
 * BENCH_CONVERSATIONS (default 500) phones, one after another, each sending "ofertas" (trigger → start →
 * the question with Sim / Não: the first send) and "Sim" (opt-in → the confirmation: the first send).
 * The sender is the outbox (one INSERT per message, as unconfigured accounts send). Latency = from the
 * call of handleInbound to the sender's first send for that message. Prints figures; asserts nothing.
 */
import { DEMO_OFFERS_FLOW, publishWhatsappFlow, saveWhatsappFlowDraft, outboxWhatsappSender, WhatsappFlowRuntime, type WhatsappSender } from '../server/modules/whatsapp-flows';
import { migrateOperational } from '../server/stores/migrate';
import { openPGlite } from '../server/stores/operational';

const CONSUMERS = Number(process.env.BENCH_CONSUMERS || 20_000);
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS || 500);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const summary = (name: string, values: number[]) =>
  console.log(`${name}: n=${values.length} p50=${percentile(values, 50).toFixed(1)} ms p95=${percentile(values, 95).toFixed(1)} ms max=${Math.max(...values).toFixed(1)} ms`);

async function main() {
  const db = await openPGlite(null);
  await migrateOperational(db);
  const accountId = '7b000000-0000-4000-8000-000000000001';
  await db.query(`insert into accounts (id, key, name, integration_type, id_external, db_name) values ($1, 'bench', 'Bench', 'RETAILER', 1, 'bench')`, [accountId]);
  await db.query(
    `insert into consumers (account_id, document_no, person_type, name, phone, created_at, created_date, opt_in)
     select $1, lpad(n::text, 11, '0'), 'F', 'Consumidora ' || n, '7198' || lpad(n::text, 7, '0'), now(), current_date, '{"whatsapp": false}'
       from generate_series(1, $2) n`,
    [accountId, CONSUMERS],
  );
  const user = { id: null as unknown as string, name: 'Bench' };
  const { flow } = await saveWhatsappFlowDraft(db, accountId, user, { name: 'Ofertas', trigger_type: 'KEYWORD', trigger_values: ['ofertas'], graph: DEMO_OFFERS_FLOW('Bench') });
  await publishWhatsappFlow(db, accountId, user, flow.id);

  const outbox = outboxWhatsappSender(db);
  let firstSendAt: number | null = null;
  const sender: WhatsappSender = {
    async sendText(...args) {
      firstSendAt ??= performance.now();
      return outbox.sendText(...args);
    },
  };
  const runtime = new WhatsappFlowRuntime(db, sender);
  const timed = async (phone: string, text: string) => {
    firstSendAt = null;
    const start = performance.now();
    await runtime.handleInbound({ accountId, phone, text, buttonPayload: null, messageId: `b.${phone}.${text}`, at: new Date() });
    if (firstSendAt === null) throw new Error(`nada enviado para ${phone} (${text})`);
    return (firstSendAt as number) - start;
  };
  const trigger: number[] = [];
  const reply: number[] = [];
  // half the phones are consumers' (matched and opted in), half unknown
  for (let i = 1; i <= CONVERSATIONS; i++) {
    const phone = i % 2 ? `5571 98${String(i).padStart(7, '0')}` : `5511 97${String(i).padStart(7, '0')}`;
    trigger.push(await timed(phone, 'ofertas'));
    reply.push(await timed(phone, 'Sim'));
  }
  const [{ opted }] = await db.query<{ opted: number }>(`select count(*)::int as opted from consumers where account_id = $1 and (opt_in ->> 'whatsapp')::boolean`, [accountId]);
  console.log(`PGlite, ${CONSUMERS} consumers, ${CONVERSATIONS} conversations (${opted} consumers opted in through the flow)`);
  summary('trigger "ofertas" → question sent', trigger);
  summary('reply "Sim" → confirmation sent', reply);
  summary('all inbound → next send', [...trigger, ...reply]);
  await db.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
