import type { ServerConfig } from '../../config';
import { AuthError, InvalidAuthCodeError, InvalidCredentialsError, TooManyAttemptsError } from '../../errors';
import type { Mailer } from '../../mail';
import { decoyVerify, verifyPassword } from './passwords';
import { accessTokenExpiry, hashToken, randomToken, signAccessToken, verifyAccessToken, type AccessClaims } from './tokens';
import type { OperationalStore, Queryable } from '../../stores';
import { getAccount, isMemberOf, type AccountRow } from '../accounts';
import { findUserByEmail, getUserById, type UserRow } from '../users';

type AuthConfig = Pick<
  ServerConfig,
  'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds' | 'authCodeTtlSeconds' | 'loginMaxFailures' | 'loginLockMinutes' | 'loginSlowdownMaxMs' | 'refreshGraceSeconds'
> & { sessionSecret: string };

export interface IssuedSession {
  sessionId: string;
  user: UserRow;
  account: AccountRow;
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
}

export interface AuthenticatedSession {
  sessionId: string;
  user: UserRow;
  account: AccountRow;
  accessExpiresAt: Date;
}

/** Sign-in, one-time codes, rotating refresh tokens and revocation. */
export class SessionService {
  constructor(
    private readonly db: OperationalStore,
    private readonly config: AuthConfig,
    /** tells a user when their e-mail is locked from an address (outbox by default) */
    private readonly mailer?: Mailer,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /**
   * Checks e-mail and password and issues a one-time auth code. Failed sign-ins within
   * `loginLockMinutes`:
   * - lock the (e-mail, address) pair after `loginMaxFailures` — a stranger elsewhere cannot lock the
   *   owner out — and the owner is told by e-mail when that happens;
   * - lock an address after four times that many, whatever the e-mails (credential stuffing);
   * - only slow down the e-mail from everywhere else: past `loginMaxFailures` failures from all
   *   addresses, each attempt waits longer (0.25 s doubling, at most LOGIN_SLOWDOWN_MAX_MS).
   * A wrong password tells how many tries this e-mail has left from this address.
   */
  async passwordLogin(email: string, password: string, ip: string): Promise<{ authCode: string }> {
    const emailKey = email.trim().toLowerCase();
    const failures = await this.recentFailures(emailKey, ip);
    const max = this.config.loginMaxFailures;
    if (failures.pair >= max || failures.address >= max * 4) {
      const since = (failures.pair >= max ? failures.pairOldest : failures.addressOldest) ?? new Date();
      throw new TooManyAttemptsError(Math.max(1, Math.ceil((since.getTime() + this.config.loginLockMinutes * 60_000 - Date.now()) / 1000)));
    }
    const delay = slowdownMs(failures.email, max, this.config.loginSlowdownMaxMs);
    if (delay > 0) await this.sleep(delay);
    const user = await findUserByEmail(this.db, emailKey);
    const valid = user && user.active ? await verifyPassword(user.password_hash, password) : await decoyVerify(password);
    if (!user || !valid) {
      await this.db.query('insert into login_failures (account_id, email_key, ip) values ($1, $2, $3)', [user?.account_id ?? null, emailKey, ip]);
      const remaining = Math.max(0, max - (failures.pair + 1));
      if (remaining === 0 && user) await this.tellOwnerOfLock(user, ip);
      throw new InvalidCredentialsError(remaining, this.config.loginLockMinutes);
    }
    await this.db.query('delete from login_failures where email_key = $1', [emailKey]);
    return { authCode: await this.issueAuthCode(user) };
  }

  private async recentFailures(emailKey: string, ip: string) {
    const windowStart = new Date(Date.now() - this.config.loginLockMinutes * 60_000);
    const [row] = await this.db.query<{ pair: number; email: number; address: number; pair_oldest: Date | null; address_oldest: Date | null }>(
      `select count(*) filter (where email_key = $1 and ip = $2)::int as pair,
              count(*) filter (where email_key = $1)::int as email,
              count(*) filter (where ip = $2)::int as address,
              min(failed_at) filter (where email_key = $1 and ip = $2) as pair_oldest,
              min(failed_at) filter (where ip = $2) as address_oldest
         from login_failures where failed_at > $3 and (email_key = $1 or ip = $2)`,
      [emailKey, ip, windowStart],
    );
    const date = (value: Date | string | null) => (value ? new Date(value) : null);
    return { pair: row.pair, email: row.email, address: row.address, pairOldest: date(row.pair_oldest), addressOldest: date(row.address_oldest) };
  }

  /** The owner hears of a lock on their e-mail: when, from which address, and what to do. */
  private async tellOwnerOfLock(user: UserRow, ip: string): Promise<void> {
    if (!this.mailer) return;
    const minutes = this.config.loginLockMinutes;
    const when = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(new Date());
    try {
      await this.mailer.send({
        accountId: user.account_id,
        to: [user.email],
        subject: 'Tentativas de acesso à sua conta foram bloqueadas',
        text: [
          `Olá, ${user.name}.`,
          '',
          `Houve ${this.config.loginMaxFailures} tentativas de acesso com senha errada para ${user.email} a partir do endereço ${ip} (${when}, horário de Brasília).`,
          `Por segurança, novas tentativas desse endereço ficam bloqueadas por ${minutes} minutos. Seu acesso de outros lugares continua funcionando.`,
          '',
          'Se foi você, aguarde e tente de novo, ou use "Esqueci minha senha" na tela de entrada.',
          'Se não foi você, troque sua senha e avise o administrador da sua conta.',
        ].join('\n'),
      });
    } catch (error) {
      // the lock itself must not fail because the e-mail could not be sent
      console.warn(`[session] aviso de bloqueio não enviado: ${(error as Error).message}`);
    }
  }

  /** A one-time code for the user's home account (also what an external sign-on would hand over). */
  async issueAuthCode(user: UserRow): Promise<string> {
    const code = randomToken(24);
    await this.db.query('insert into auth_codes (code_hash, account_id, user_id, expires_at) values ($1, $2, $3, $4)', [
      hashToken(code),
      user.account_id,
      user.id,
      new Date(Date.now() + this.config.authCodeTtlSeconds * 1000),
    ]);
    return code;
  }

  /** Exchanges a one-time auth code for a new session. A code works once and only before it expires. */
  async exchangeAuthCode(code: string, device: { fingerprint: string | null; userAgent: string | null }): Promise<IssuedSession> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ user_id: string; account_id: string }>(
        `update auth_codes set used_at = now() where code_hash = $1 and used_at is null and expires_at > now() returning user_id, account_id`,
        [hashToken(code)],
      );
      if (!row) throw new InvalidAuthCodeError();
      const user = await getUserById(tx, row.user_id);
      const account = await getAccount(tx, row.account_id);
      if (!user || !user.active || !account) throw new InvalidAuthCodeError();
      const [session] = await tx.query<{ id: string }>(
        'insert into sessions (account_id, user_id, device_fingerprint, user_agent) values ($1, $2, $3, $4) returning id',
        [account.id, user.id, device.fingerprint?.slice(0, 200) ?? null, device.userAgent?.slice(0, 500) ?? null],
      );
      return this.issueTokens(tx, session.id, user, account);
    });
  }

  private async issueTokens(tx: Queryable, sessionId: string, user: UserRow, account: AccountRow): Promise<IssuedSession> {
    const refreshToken = randomToken(32);
    await tx.query('insert into refresh_tokens (token_hash, account_id, session_id, expires_at) values ($1, $2, $3, $4)', [
      hashToken(refreshToken),
      account.id,
      sessionId,
      new Date(Date.now() + this.config.refreshTokenTtlSeconds * 1000),
    ]);
    const exp = accessTokenExpiry(Date.now(), this.config.accessTokenTtlSeconds);
    const claims: AccessClaims = { sub: user.id, acc: account.id, sid: sessionId, exp };
    return {
      sessionId,
      user,
      account,
      refreshToken,
      accessToken: signAccessToken(claims, this.config.sessionSecret),
      accessExpiresAt: new Date(exp * 1000),
    };
  }

  /** Rotations of the last `refreshGraceSeconds`, by the spent token's hash (one server process). */
  private readonly recentRotations = new Map<string, Promise<IssuedSession>>();

  /**
   * Rotates a refresh token. A token is good once: presenting a spent one means it was copied, so the
   * whole session (every token of the family, and the access tokens it issued) is revoked — except
   * within `refreshGraceSeconds` of its rotation, when the same token gets the same answer: two tabs of
   * one browser refreshing at the same moment send the same cookie, and neither is a thief.
   */
  async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    if (!refreshToken) throw new AuthError('session.refresh.expired');
    const key = hashToken(refreshToken);
    const recent = this.recentRotations.get(key);
    if (recent) return recent;
    const rotation = this.rotate(refreshToken);
    const graceMs = this.config.refreshGraceSeconds * 1000;
    if (graceMs > 0) {
      this.recentRotations.set(key, rotation);
      rotation.then(
        () => setTimeout(() => this.recentRotations.delete(key), graceMs).unref(),
        () => this.recentRotations.delete(key),
      );
    }
    return rotation;
  }

  private async rotate(refreshToken: string): Promise<IssuedSession> {
    const outcome = await this.db.transaction(async (tx) => {
      const [spent] = await tx.query<{ session_id: string; expired: boolean }>(
        `update refresh_tokens set used_at = now() where token_hash = $1 and used_at is null
         returning session_id, expires_at <= now() as expired`,
        [hashToken(refreshToken)],
      );
      if (!spent) {
        const [known] = await tx.query<{ session_id: string }>('select session_id from refresh_tokens where token_hash = $1', [hashToken(refreshToken)]);
        if (known) {
          await tx.query(`update sessions set revoked_at = now(), revoked_reason = 'refresh_token_reuse' where id = $1 and revoked_at is null`, [
            known.session_id,
          ]);
        }
        return { kind: 'reused' as const };
      }
      const [session] = await tx.query<{ user_id: string; account_id: string; revoked_at: Date | null }>(
        'select user_id, account_id, revoked_at from sessions where id = $1',
        [spent.session_id],
      );
      if (!session || session.revoked_at || spent.expired) return { kind: 'refused' as const };
      const user = await getUserById(tx, session.user_id);
      const account = await getAccount(tx, session.account_id);
      if (!user || !user.active || !account) return { kind: 'refused' as const };
      if (!user.mf && !(await isMemberOf(tx, user.id, account.id))) return { kind: 'refused' as const };
      await tx.query('update sessions set last_seen_at = now() where id = $1', [spent.session_id]);
      return { kind: 'issued' as const, session: await this.issueTokens(tx, spent.session_id, user, account) };
    });
    // The revocation above must commit, so the refusal is thrown outside the transaction.
    if (outcome.kind !== 'issued') throw new AuthError('session.refresh.expired');
    return outcome.session;
  }

  /** Reads the access token; the session must still be live, so a revoked session stops at once. */
  async authenticate(accessToken: string | undefined): Promise<AuthenticatedSession | AuthError> {
    if (!accessToken) return new AuthError('authentication.missing.session.id');
    const verified = verifyAccessToken(accessToken, this.config.sessionSecret);
    if (!verified.ok) return new AuthError(verified.reason === 'expired' ? 'authentication.error.expired.jwt.token' : 'invalid.session');
    const { claims } = verified;
    const [session] = await this.db.query<{ revoked_at: Date | null; account_id: string; member: boolean }>(
      `select s.revoked_at, s.account_id,
              exists (select 1 from user_accounts ua where ua.user_id = s.user_id and ua.account_id = s.account_id) as member
         from sessions s where s.id = $1 and s.user_id = $2`,
      [claims.sid, claims.sub],
    );
    if (!session || session.revoked_at || session.account_id !== claims.acc) return new AuthError('invalid.session');
    const [user, account] = await Promise.all([getUserById(this.db, claims.sub), getAccount(this.db, claims.acc)]);
    // A user removed from the account (or deactivated) loses the session at the next request.
    if (!user || !user.active || !account || (!user.mf && !session.member)) return new AuthError('invalid.session');
    return { sessionId: claims.sid, user, account, accessExpiresAt: new Date(claims.exp * 1000) };
  }

  async logout(sessionId: string): Promise<void> {
    await this.db.query(`update sessions set revoked_at = now(), revoked_reason = 'logout' where id = $1 and revoked_at is null`, [sessionId]);
  }

  /** Moves the session to another account the user may act in, and issues tokens for it. */
  async switchAccount(sessionId: string, user: UserRow, accountId: string): Promise<IssuedSession | null> {
    if (!user.mf && !user.multi_user) return null;
    if (!user.mf && !(await isMemberOf(this.db, user.id, accountId))) return null;
    const account = await getAccount(this.db, accountId);
    if (!account) return null;
    return this.db.transaction(async (tx) => {
      await tx.query('update sessions set account_id = $2, last_seen_at = now() where id = $1', [sessionId, accountId]);
      // Drop the family's outstanding refresh token: the new pair is the only valid one. Deleted rather
      // than spent, so a request still carrying the old cookie is refused without revoking the session.
      await tx.query('delete from refresh_tokens where session_id = $1 and used_at is null', [sessionId]);
      return this.issueTokens(tx, sessionId, user, account);
    });
  }
}

/** How long a sign-in for an e-mail waits, after `failures` failed ones from all addresses. */
export function slowdownMs(failures: number, maxFailures: number, capMs: number): number {
  if (failures < maxFailures) return 0;
  return Math.min(capMs, 250 * 2 ** Math.min(20, failures - maxFailures));
}
