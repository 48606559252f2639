import type { Queryable } from '../../../stores';

export type DevicePlatform = 'android' | 'ios' | 'web';

export interface PushDevice {
  id: number;
  platform: DevicePlatform;
  /** FCM registration token (android, ios) or the Web Push subscription's endpoint (web) */
  token: string;
  p256dh: string | null;
  auth: string | null;
}

export interface DeviceRegistration {
  document_no: string;
  platform: DevicePlatform;
  token: string;
  p256dh?: string | null;
  auth?: string | null;
  opt_in?: boolean | null;
}

/**
 * Registers (or refreshes) a device of a consumer: the same token again updates its consumer, opt-in
 * and last seen, and re-enables it (an app that registers a token the provider had declared dead got a
 * fresh one from the provider with the same value only when it is alive again).
 */
export async function registerDevice(db: Queryable, accountId: string, device: DeviceRegistration): Promise<{ id: number; created: boolean }> {
  const [row] = await db.query<{ id: number; created: boolean }>(
    `insert into push_devices (account_id, document_no, platform, token, p256dh, auth, opt_in) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (account_id, token) do update set document_no = excluded.document_no, platform = excluded.platform, p256dh = excluded.p256dh,
       auth = excluded.auth, opt_in = excluded.opt_in, last_seen_at = now(), disabled_at = null, disabled_reason = null
     returning id::int as id, (xmax = 0) as created`,
    [accountId, device.document_no, device.platform, device.token, device.p256dh ?? null, device.auth ?? null, device.opt_in ?? true],
  );
  return row;
}

/** Removes a device (the app signed out or the browser unsubscribed). */
export async function unregisterDevice(db: Queryable, accountId: string, token: string): Promise<boolean> {
  const rows = await db.query(`delete from push_devices where account_id = $1 and token = $2 returning id`, [accountId, token]);
  return rows.length > 0;
}

/** The active, opted-in devices of some consumers of an account, by document. */
export async function activeDevices(db: Queryable, accountId: string, documents: readonly string[]): Promise<Map<string, PushDevice[]>> {
  const rows = await db.query<PushDevice & { document_no: string }>(
    `select id::int as id, document_no, platform, token, p256dh, auth from push_devices
      where account_id = $1 and document_no = any($2::text[]) and disabled_at is null and opt_in order by id`,
    [accountId, [...new Set(documents)]],
  );
  const byDocument = new Map<string, PushDevice[]>();
  for (const { document_no, ...device } of rows) {
    const list = byDocument.get(document_no);
    if (list) list.push(device);
    else byDocument.set(document_no, [device]);
  }
  return byDocument;
}

/** The provider said the token or subscription is dead: the device gets no more messages. */
export async function disableDevices(db: Queryable, ids: readonly number[], reason: string): Promise<void> {
  if (ids.length === 0) return;
  await db.query(`update push_devices set disabled_at = now(), disabled_reason = $2 where id = any($1::bigint[]) and disabled_at is null`, [[...ids], reason]);
}

/** SQL true when a consumer (`document` column, account $1) has an active, opted-in device: push reach. */
export const HAS_ACTIVE_DEVICE_SQL = (document: string, account = '$1') =>
  `exists (select 1 from push_devices pd where pd.account_id = ${account} and pd.document_no = ${document} and pd.disabled_at is null and pd.opt_in)`;

/**
 * The demo chain's app devices: about 70 % of the consumers who opted in to push have the app (an
 * Android phone for about 70 % of them, an iPhone for the rest), chosen by a hash of the document so
 * the seed is stable. Their tokens are not real FCM tokens: unconfigured, push goes to the outbox.
 */
export async function seedDemoPushDevices(db: Queryable, accountId: string): Promise<number> {
  const rows = await db.query(
    `insert into push_devices (account_id, document_no, platform, token, opt_in, created_at, last_seen_at)
     select $1, document_no,
            case when ('x' || substr(md5('platform:' || document_no), 1, 2))::bit(8)::int < 179 then 'android' else 'ios' end,
            'demo-fcm-' || md5('device:' || document_no), true,
            now() - interval '90 days', now() - (('x' || substr(md5('seen:' || document_no), 1, 2))::bit(8)::int % 30) * interval '1 day'
       from consumers
      where account_id = $1 and coalesce((opt_in ->> 'push')::boolean, false)
        and ('x' || substr(md5('device:' || document_no), 1, 2))::bit(8)::int < 179
     on conflict (account_id, token) do nothing returning id`,
    [accountId],
  );
  return rows.length;
}
