import type { OperationalStore, Queryable } from '../../stores';
import { addEntry } from './credits';
import { seedDemoPushDevices } from './push/devices';
import type { CampaignEngine } from './dispatch';
import { campaignSlots, saoPauloClock } from './schedule';
import { processEmailMessages } from './email/render';
import * as store from './store';

/** Ids of the demo campaigns (stable, so the seed is idempotent and the finished one can be replayed). */
export const DEMO_CAMPAIGN_IDS = {
  draft: '6c1d0000-0000-4000-8000-000000000001',
  scheduled: '6c1d0000-0000-4000-8000-000000000002',
  active: '6c1d0000-0000-4000-8000-000000000003',
  finished: '6c1d0000-0000-4000-8000-000000000004',
  emailDraft: '6c1d0000-0000-4000-8000-000000000005',
  pushDraft: '6c1d0000-0000-4000-8000-000000000006',
  cancelled: '6c1d0000-0000-4000-8000-000000000007',
  whatsappFinished: '6c1d0000-0000-4000-8000-000000000008',
} as const;

/** Ids of the demo's WhatsApp templates (two approved, one rejected). */
export const DEMO_WHATSAPP_TEMPLATE_IDS = {
  offers: '6c1e0000-0000-4000-8000-000000000001',
  leaflet: '6c1e0000-0000-4000-8000-000000000002',
  rejected: '6c1e0000-0000-4000-8000-000000000003',
  coupon: '6c1e0000-0000-4000-8000-000000000004',
} as const;

/** SMS credits the demo chain bought (a platform admin's purchase). */
export const DEMO_SMS_CREDITS = 20_000;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const sms = (text: string, priority = 1) => ({ active: true, priority, message: { text } });
const email = (subject: string, text: string, priority = 2) => ({
  active: true,
  priority,
  message: { subject, email_configuration_type: 'SIMPLE', simple_configuration: { subject, text, footer: { text: 'Para não receber mais, [link de optout]' } } },
});
const push = (title: string, text: string) => ({ active: true, priority: 3, message: { title, text, inner_message_title: title, inner_message_text: text, image_url: null, action: { type: 'link', link: '/ofertas' } } });

/**
 * The demo chain's campaigns, one per status the pages show: a draft, a scheduled one (next week), an
 * active one sending this week (the engine plans it once the account has been processed), a cancelled
 * one (Inativa) and a finished one whose messages the engine sends, on the first processing run, at its past hours
 * (replayDemoCampaigns). Also the chain's SMS credits. Idempotent.
 */
export async function seedDemoCampaigns(db: OperationalStore, accountId: string, segmentIds: readonly string[], today: string): Promise<void> {
  const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from omni_campaigns where account_id = $1', [accountId]);
  if (n > 0 || segmentIds.length === 0) return;
  await addEntry(db, { accountId, channel: 'sms', kind: 'PURCHASE', credits: DEMO_SMS_CREDITS, priceCents: 100, note: 'pacote de créditos da demonstração' });
  const everyone = segmentIds.slice(0, 1);
  const rows: { id: string; title: string; description: string; status: store.CampaignStatus; initial: string; final: string; settings: unknown[]; segments: readonly string[] }[] = [
    {
      id: DEMO_CAMPAIGN_IDS.draft,
      title: 'Aniversariantes do mês',
      description: 'Parabéns com cupom para quem faz aniversário.',
      status: 'DRAFT',
      initial: addDays(today, 10),
      final: addDays(today, 40),
      settings: [{ id: 'aniversario', active: true, initial_hour: '10:00', final_hour: '12:00', selector_channels_type: 'PRIORITY', week_day: [1], send_date: null, channels: { sms: sms('Feliz aniversario, [primeiro nome]! Passe na loja e ganhe um mimo.') } }],
      segments: everyone,
    },
    {
      id: DEMO_CAMPAIGN_IDS.scheduled,
      title: 'Natal 2026',
      description: 'Ceia de Natal: SMS primeiro, e-mail para quem não tem celular.',
      status: 'SCHEDULED',
      initial: addDays(today, 7),
      final: addDays(today, 14),
      settings: [
        {
          id: 'natal',
          active: true,
          initial_hour: '09:00',
          final_hour: '20:00',
          selector_channels_type: 'PRIORITY',
          week_day: [],
          send_date: addDays(today, 7),
          channels: { sms: sms('[primeiro nome], a ceia de Natal do Bom Preco tem ate 30% off. Responda SAIR para nao receber.'), email: email('Sua ceia de Natal com até 30% off', 'Olá, [primeiro nome]! Confira as ofertas de Natal.') },
        },
      ],
      segments: segmentIds.slice(-1),
    },
    {
      id: DEMO_CAMPAIGN_IDS.active,
      title: 'Ofertas da semana',
      description: 'Hortifrúti e açougue em oferta toda semana, em todos os canais.',
      status: 'SCHEDULED',
      initial: today,
      final: addDays(today, 6),
      settings: [
        {
          id: 'semana',
          active: true,
          initial_hour: '00:00',
          final_hour: '23:59',
          selector_channels_type: 'ALL',
          week_day: [],
          send_date: today,
          channels: { sms: sms('[primeiro nome], ofertas da semana no Bom Preco! Responda SAIR para sair.'), email: email('Ofertas da semana', 'Olá, [primeiro nome]!'), push: push('Ofertas da semana', 'Hortifrúti e açougue com preço baixo') },
        },
      ],
      segments: everyone,
    },
    {
      id: DEMO_CAMPAIGN_IDS.finished,
      title: 'Black Friday 2026',
      description: 'Aviso da Black Friday para o público de bebidas.',
      status: 'SCHEDULED',
      // sent ten days ago, so its results window (first send → 7 days after it) is full of demo sales
      initial: addDays(today, -10),
      final: addDays(today, -4),
      settings: [
        {
          id: 'black-friday',
          active: true,
          initial_hour: '09:00',
          final_hour: '21:00',
          selector_channels_type: 'PRIORITY',
          week_day: [],
          send_date: addDays(today, -10),
          channels: { sms: sms('Black Friday no Bom Preco: bebidas com ate 50% off so hoje! Responda SAIR para sair.') },
        },
      ],
      segments: everyone,
    },
    {
      id: DEMO_CAMPAIGN_IDS.emailDraft,
      title: 'Receitas de fim de ano',
      description: 'E-mail com receitas e a lista de compras da ceia.',
      status: 'DRAFT',
      initial: addDays(today, 12),
      final: addDays(today, 26),
      settings: [
        {
          id: 'receitas',
          active: true,
          initial_hour: '08:00',
          final_hour: '11:00',
          selector_channels_type: 'PRIORITY',
          week_day: [],
          send_date: addDays(today, 12),
          channels: { email: email('Receitas para a sua ceia', 'Olá, [primeiro nome]! Separamos receitas e a lista de compras da ceia.', 1) },
        },
      ],
      segments: everyone,
    },
    {
      id: DEMO_CAMPAIGN_IDS.pushDraft,
      title: 'Pontos a vencer',
      description: 'Lembrete no aplicativo para quem tem pontos vencendo no mês.',
      status: 'DRAFT',
      initial: addDays(today, 5),
      final: addDays(today, 20),
      settings: [
        {
          id: 'pontos',
          active: true,
          initial_hour: '10:00',
          final_hour: '19:00',
          selector_channels_type: 'PRIORITY',
          week_day: [2, 4],
          send_date: null,
          channels: { push: { ...push('Seus pontos vão vencer', 'Troque seus pontos antes do fim do mês.'), priority: 1 } },
        },
      ],
      segments: everyone,
    },
    {
      // cancelled before its date (Inativa): the list shows the status, nothing was planned or sent
      id: DEMO_CAMPAIGN_IDS.cancelled,
      title: 'Liquida de inverno',
      description: 'Cancelada: a liquidação foi adiada pelo comercial.',
      status: 'INACTIVE',
      initial: addDays(today, -20),
      final: addDays(today, -13),
      settings: [{ id: 'liquida', active: true, initial_hour: '09:00', final_hour: '12:00', selector_channels_type: 'PRIORITY', week_day: [], send_date: addDays(today, -20), channels: { sms: sms('Liquida de inverno no Bom Preco: ate 40% off em cobertores e edredons.') } }],
      segments: everyone,
    },
  ];
  for (const row of rows) {
    // the demo's e-mails are rendered once like a saved campaign's (processed_html)
    await processEmailMessages(db, accountId, row.settings as Parameters<typeof processEmailMessages>[2], '');
    await db.query(
      `insert into omni_campaigns (id, account_id, title, description, status, initial_date, start_time, final_date, end_time, segments, schedule_settings, activated_at)
       values ($1, $2, $3, $4, $5, $6, '00:00', $7, '23:59', $8, $9, case when $5 = 'DRAFT' then null else now() end) on conflict (id) do nothing`,
      [row.id, accountId, row.title, row.description, row.status, row.initial, row.final, row.segments, JSON.stringify(row.settings)],
    );
  }
}

/** Idle seconds of the replay after which lost jobs are queued again, and after which it gives up. */
const REPLAY_IDLE_SWEEP = 3;
const REPLAY_IDLE_LIMIT = 30;

/**
 * The demo chain's WhatsApp (module whatsapp): three approved templates ("ofertas_da_semana" with
 * quick-reply buttons, "encarte_da_semana" with an image header, "cupom_de_desconto" for coupon
 * codes) and one rejected for its link
 * shortener, and a WhatsApp campaign sent nine days ago (replayed by the engine like the SMS one; the
 * channel is unconfigured, so its messages go to the outbox and the seed writes the receipts Meta
 * would have posted: READ / DELIVERED). Idempotent on its ids.
 */
export async function seedDemoWhatsapp(db: OperationalStore, accountId: string, segmentIds: readonly string[], today: string): Promise<void> {
  if (segmentIds.length === 0) return;
  const templates = [
    {
      id: DEMO_WHATSAPP_TEMPLATE_IDS.offers,
      name: 'ofertas_da_semana',
      category: 'MARKETING',
      header: 'NONE',
      body: 'Olá, {{1}}! As ofertas da semana do Bom Preço chegaram: hortifrúti e açougue com até 30% off. Quer receber as ofertas toda semana?',
      variables: ['[primeiro nome]'],
      footer: 'Bom Preço Supermercados',
      buttons: [{ text: 'Quero receber', payload: 'ofertas_da_semana:sim' }, { text: 'Agora não', payload: 'ofertas_da_semana:nao' }],
      status: 'APPROVED',
      reason: null,
    },
    {
      id: DEMO_WHATSAPP_TEMPLATE_IDS.leaflet,
      name: 'encarte_da_semana',
      category: 'MARKETING',
      header: 'IMAGE',
      body: '{{1}}, o encarte desta semana já está valendo em todas as lojas até {{2}}.',
      variables: ['[primeiro nome]', 'domingo'],
      footer: null,
      buttons: [],
      status: 'APPROVED',
      reason: null,
    },
    {
      id: DEMO_WHATSAPP_TEMPLATE_IDS.rejected,
      name: 'promo_relampago',
      category: 'MARKETING',
      header: 'NONE',
      body: 'Promoção relâmpago, {{1}}! Veja em bit.ly/bompreco-promo',
      variables: ['[primeiro nome]'],
      footer: null,
      buttons: [],
      status: 'REJECTED',
      reason: 'INVALID_FORMAT: encurtadores de link não são permitidos',
    },
    {
      // a coupon's code goes in {{2}} (the coupon form binds it to [cupom])
      id: DEMO_WHATSAPP_TEMPLATE_IDS.coupon,
      name: 'cupom_de_desconto',
      category: 'MARKETING',
      header: 'NONE',
      body: 'Olá, {{1}}! Seu cupom de desconto no Bom Preço: {{2}}. Apresente o código no caixa.',
      variables: ['[primeiro nome]', '[cupom]'],
      footer: 'Bom Preço Supermercados',
      buttons: [],
      status: 'APPROVED',
      reason: null,
    },
  ];
  for (const t of templates) {
    await db.query(
      `insert into whatsapp_templates (id, account_id, name, language, category, header_type, body, variables, footer, buttons, status, reason, provider_template_id, submitted_at, decided_at)
       values ($1, $2, $3, 'pt_BR', $4, $5, $6, $7, $8, $9, $10, $11, $12, now() - interval '12 days', now() - interval '12 days') on conflict do nothing`,
      [t.id, accountId, t.name, t.category, t.header, t.body, JSON.stringify(t.variables), t.footer, JSON.stringify(t.buttons), t.status, t.reason, `demo-${t.name}`],
    );
  }
  const offers = templates[0];
  const message = {
    type: 'TEMPLATE',
    template_id: offers.id,
    template_name: offers.name,
    language: 'pt_BR',
    header_type: 'NONE',
    variables: offers.variables,
    text: offers.body.replace('{{1}}', '[primeiro nome]'),
    buttons: offers.buttons,
    attachment: null,
    senders: [{ name: 'Bom Preço', number: '5571999990000' }],
    targeting_mode: 'LOYALTY',
  };
  const settings = [
    { id: 'whatsapp-semana', active: true, initial_hour: '10:00', final_hour: '20:00', selector_channels_type: 'PRIORITY', week_day: [], send_date: addDays(today, -9), channels: { whatsapp: { active: true, priority: 1, message } } },
  ];
  await db.query(
    `insert into omni_campaigns (id, account_id, title, description, status, initial_date, start_time, final_date, end_time, segments, schedule_settings, activated_at)
     values ($1, $2, $3, $4, 'SCHEDULED', $5, '00:00', $6, '23:59', $7, $8, now()) on conflict (id) do nothing`,
    [DEMO_CAMPAIGN_IDS.whatsappFinished, accountId, 'Ofertas da semana no WhatsApp', 'Modelo aprovado com botões "Quero receber" / "Agora não".', addDays(today, -9), addDays(today, -3), segmentIds.slice(0, 1), JSON.stringify(settings)],
  );
}

/**
 * After a processing run: the demo's past campaigns (SMS and WhatsApp) are sent by the engine at their
 * own (past) hours and finished, so their results have a ledger; the others follow the clock. Only the
 * demo's fixed ids.
 */
export async function replayDemoCampaigns(db: Queryable, engine: CampaignEngine, accountId: string, now = Date.now()): Promise<number> {
  let planned = await replayPastCampaign(db, engine, accountId, DEMO_CAMPAIGN_IDS.finished, now);
  const whatsapp = await replayPastCampaign(db, engine, accountId, DEMO_CAMPAIGN_IDS.whatsappFinished, now);
  if (whatsapp > 0) {
    // the receipts Meta would have posted for the outbox's messages: about 60 % read, 25 % delivered only
    await db.query(
      `update campaign_deliveries set status = case when ('x' || substr(md5(document_no), 1, 4))::bit(16)::int % 100 < 60 then 'READ' else 'DELIVERED' end,
              delivered_at = sent_at + interval '40 seconds',
              read_at = case when ('x' || substr(md5(document_no), 1, 4))::bit(16)::int % 100 < 60 then sent_at + interval '25 minutes' end
        where campaign_id = $1 and status = 'SENT' and ('x' || substr(md5(document_no), 1, 4))::bit(16)::int % 100 < 85`,
      [DEMO_CAMPAIGN_IDS.whatsappFinished],
    );
  }
  planned += whatsapp;
  return planned;
}

async function replayPastCampaign(db: Queryable, engine: CampaignEngine, accountId: string, id: string, now: number): Promise<number> {
  const campaign = await store.findCampaign(db, accountId, id);
  if (!campaign || campaign.status !== 'SCHEDULED') return 0;
  // the chain's app registered devices of its consumers before the campaign went out
  await seedDemoPushDevices(db, accountId);
  let planned = 0;
  for (const slot of campaignSlots(campaign)) {
    if (slot.windowEnd > now) continue;
    planned += await engine.planSlot(campaign, slot);
    // an hour into the window, second after second (the channel's rate limit) until nothing is queued
    let idle = 0;
    for (let at = slot.windowStart + 60 * 60 * 1000; at < slot.windowEnd; at += 1000) {
      const sent = await engine.dispatchOnce(at);
      // let the server answer its requests between the replay's seconds (PGlite runs on this thread)
      await new Promise((resolve) => setTimeout(resolve, 10));
      const [{ queued }] = await db.query<{ queued: number }>(`select count(*)::int as queued from campaign_deliveries where campaign_id = $1 and status = 'QUEUED'`, [campaign.id]);
      if (queued === 0) break;
      idle = sent > 0 ? 0 : idle + 1;
      // The server's own workers (on the wall clock, long past this window) may have taken the slot's
      // jobs first and completed them without a follow-up: the rows are queued again on the replay's
      // clock. A replay that still moves nothing stops (it never walks the whole window, which held
      // the processing run and its HTTP caller for minutes).
      if (idle === REPLAY_IDLE_SWEEP) await engine.sweep(at);
      if (idle >= REPLAY_IDLE_LIMIT) break;
    }
  }
  if (planned > 0) await engine.settle(now);
  return planned;
}


/** Today in São Paulo (the demo's dates). */
export const saoPauloToday = (now = Date.now()) => saoPauloClock(now).date;
