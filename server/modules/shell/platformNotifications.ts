import type { Queryable } from '../../stores';

export type PlatformNotificationKey = 'AVAILABLE_TRADE_OFFERS' | 'PENDING_USER_DELETE_DATA_REQUESTS';

export interface PlatformNotificationRow {
  key: PlatformNotificationKey;
  type: 'info' | 'warning';
  entities_amount: number;
  updated_at: Date;
}

/** The account's notifications worth showing (amount above zero), in a fixed order of keys. */
export async function listPlatformNotifications(db: Queryable, accountId: string): Promise<PlatformNotificationRow[]> {
  return db.query<PlatformNotificationRow>(
    `select key, type, entities_amount, updated_at from platform_notifications
     where account_id = $1 and entities_amount > 0 order by key`,
    [accountId],
  );
}

/**
 * Sets one counter of an account. The features that own the counted entities (trade offers,
 * data-deletion requests) call it whenever their count changes.
 */
export async function setPlatformNotification(
  db: Queryable,
  accountId: string,
  notification: { key: PlatformNotificationKey; type: 'info' | 'warning'; entities_amount: number },
): Promise<void> {
  await db.query(
    `insert into platform_notifications (account_id, key, type, entities_amount, updated_at) values ($1, $2, $3, $4, now())
     on conflict (account_id, key) do update set type = excluded.type, entities_amount = excluded.entities_amount, updated_at = now()`,
    [accountId, notification.key, notification.type, notification.entities_amount],
  );
}
