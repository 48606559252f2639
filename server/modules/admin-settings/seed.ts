import type { Queryable } from '../../stores';

const DAY = { start: '08:00', finish: '20:00' };
/** Televendas service hours of the demo stores: Monday to Saturday 8–20 h, Sunday 8–13 h, no holidays. */
const DEMO_HOURS = { monday: DAY, tuesday: DAY, wednesday: DAY, thursday: DAY, friday: DAY, saturday: DAY, sunday: { start: '08:00', finish: '13:00' }, holidays: null };

/**
 * The demo chain's app settings and televendas (the first five stores take orders by phone and
 * WhatsApp), saved by its manager; only on an account that saved none yet.
 */
export async function seedDemoAdminSettings(db: Queryable, accountId: string, editorId: string | null, key: string): Promise<void> {
  const [existing] = await db.query('select 1 from app_settings where account_id = $1', [accountId]);
  if (existing) return;
  const domain = key.replace(/[^a-z]/g, '');
  await db.query(
    `insert into app_settings (account_id, app_name, app_store_url, google_play_url, ios_bundle_id, android_package, primary_color, on_primary_color, minimum_version, force_update, updated_by)
     values ($1, 'Clube Bom Preço', $2, $3, $4, $4, '#0B5FFF', '#FFFFFF', '2.4.0', false, $5) on conflict (account_id) do nothing`,
    [accountId, `https://apps.apple.com/br/app/clube-${domain}/id1493000101`, `https://play.google.com/store/apps/details?id=br.com.${domain}.clube`, `br.com.${domain}.clube`, editorId],
  );
  const units = await db.query<{ id: string; id_erp: string }>('select id, id_erp from units where account_id = $1 and active order by id_erp::int limit 5', [accountId]);
  for (const [index, unit] of units.entries()) {
    await db.query(
      `insert into unit_telesales_settings (account_id, unit_id, takes_orders, delivery, pickup, delivery_fee_cents, minimum_order_cents, service_hours, order_phone, order_whatsapp, payment_methods, updated_by)
       values ($1, $2, true, $3, true, $4, $5, $6, $7, $8, $9, $10) on conflict do nothing`,
      [
        accountId,
        unit.id,
        index !== 4,
        index === 0 ? 0 : 790 + index * 100,
        index === 0 ? 5000 : 8000,
        JSON.stringify(DEMO_HOURS),
        `713333${String(1000 + index).slice(-4)}`,
        `55719999${String(10000 + index).slice(-5)}`.slice(0, 13),
        index % 2 === 0 ? ['PIX', 'CREDIT_CARD', 'DEBIT_CARD', 'CASH'] : ['PIX', 'CREDIT_CARD', 'MEAL_VOUCHER'],
        editorId,
      ],
    );
  }
}
