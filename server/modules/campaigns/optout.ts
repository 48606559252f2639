import crypto from 'node:crypto';
import type { Queryable } from '../../stores';
import type { Channel } from './inputs';

/** What an opt-out link names: the consumer of an account, the channel and campaign it came from. */
export interface OptOutClaim {
  accountId: string;
  document: string;
  channel: Channel;
  campaignId: string;
}

/** Path of the public opt-out page (`[link de optout]`). */
export const OPT_OUT_PATH = '/optout';

const key = (secret: string) => crypto.createHmac('sha256', secret).update('campaign-opt-out').digest();

/** A signed token: base64url(JSON) + "." + HMAC-SHA256 (a key derived from the session secret). */
export function signOptOut(secret: string, claim: OptOutClaim): string {
  const payload = Buffer.from(JSON.stringify([claim.accountId, claim.document, claim.channel, claim.campaignId])).toString('base64url');
  const mac = crypto.createHmac('sha256', key(secret)).update(payload).digest('base64url').slice(0, 32);
  return `${payload}.${mac}`;
}

/** The claim of a valid token, or null (tampered, malformed). */
export function verifyOptOut(secret: string, token: string): OptOutClaim | null {
  const [payload, mac] = token.split('.');
  if (!payload || !mac) return null;
  const expected = crypto.createHmac('sha256', key(secret)).update(payload).digest('base64url').slice(0, 32);
  if (expected.length !== mac.length || !crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(mac))) return null;
  try {
    const [accountId, document, channel, campaignId] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as string[];
    return { accountId, document, channel: channel as Channel, campaignId };
  } catch {
    return null;
  }
}

export function optOutLink(publicUrl: string, secret: string, claim: OptOutClaim): string {
  return `${publicUrl}${OPT_OUT_PATH}/${signOptOut(secret, claim)}`;
}

/** Puts a consumer (and the contact) on the account's suppression list at once: every channel, as LGPD asks of an opt-out. */
export async function suppress(db: Queryable, accountId: string, values: readonly string[], reason: string, channel: Channel | 'all' = 'all'): Promise<void> {
  for (const value of values) {
    if (!value) continue;
    await db.query(`insert into campaign_suppressions (account_id, value, channel, reason) values ($1, $2, $3, $4) on conflict do nothing`, [accountId, value, channel, reason]);
  }
}
