import crypto from 'node:crypto';
import type { Queryable } from '../../stores';

/** How often (one take in N) a take also purges the windows no one counts any more. */
const PURGE_EVERY = 50;

/**
 * Sign-up attempts per address (spec: protected against bots): at most `max` posts per fixed window
 * of `windowMs` from one IP address to one account's sign-up pages, whatever their outcome. Counted in
 * the operational store (pg migration 035), so every server process over one database shares the
 * count. The address is stored only as an HMAC under the session secret (the processes share it).
 */
export class SignupRateLimiter {
  constructor(
    public max: number,
    public windowMs: number,
    /** What is counted: each scope has its own counts for the same address ('' = the sign-up). */
    private readonly scope = '',
  ) {}

  /** The start of the window `now` falls in. */
  windowStart(now: number): Date {
    return new Date(Math.floor(now / this.windowMs) * this.windowMs);
  }

  /** Counts an attempt; false when the address has used up its window (the refused one counts too). */
  async take(db: Queryable, accountId: string, address: string, secret: string, now = Date.now()): Promise<boolean> {
    const hash = crypto.createHmac('sha256', secret).update(this.scope ? `${this.scope}\u0000${address}` : address).digest('hex');
    const [row] = await db.query<{ hits: number }>(
      `insert into signup_rate_windows (account_id, ip_hash, window_start, hits) values ($1, $2, $3, 1)
       on conflict (account_id, ip_hash, window_start) do update set hits = signup_rate_windows.hits + 1 returning hits`,
      [accountId, hash, this.windowStart(now)],
    );
    if (Math.random() * PURGE_EVERY < 1) await this.purge(db, now);
    return row.hits <= this.max;
  }

  /** Seconds until the current window closes (the Retry-After of a refusal). */
  retryAfterSeconds(now = Date.now()): number {
    return Math.max(1, Math.ceil((this.windowStart(now).getTime() + this.windowMs - now) / 1000));
  }

  /** Forgets windows older than two lengths. */
  async purge(db: Queryable, now = Date.now()): Promise<void> {
    await db.query('delete from signup_rate_windows where window_start < $1', [new Date(now - 2 * this.windowMs)]);
  }

  /** Forgets every count, of every scope (tests). */
  async reset(db: Queryable): Promise<void> {
    await db.query('delete from signup_rate_windows');
  }
}

/** The public site's limiter: SIGNUP_RATE_LIMIT posts (default 10) per address every 15 minutes. */
export const signupLimiter = new SignupRateLimiter(Math.max(1, Number(process.env.SIGNUP_RATE_LIMIT) || 10), 15 * 60_000);
/** The data-deletion request form's limiter: as many posts as the sign-up's, counted apart (a password guess is a post). */
export const dataRequestLimiter = new SignupRateLimiter(Math.max(1, Number(process.env.SIGNUP_RATE_LIMIT) || 10), 15 * 60_000, 'data-request');
