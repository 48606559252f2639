import type { ServerConfig } from '../../config';
import { InputError } from '../../errors';
import type { Mailer } from '../../mail';
import type { OperationalStore } from '../../stores';
import { findUserByEmail, type UserRow } from '../users';
import { hashPassword } from './passwords';
import { hashToken, randomToken } from './tokens';

type ResetConfig = Pick<ServerConfig, 'passwordResetTtlMinutes' | 'publicUrl'>;

/** The one answer to a reset request, whether the e-mail has an account or not. */
export const RESET_REQUESTED_MESSAGE =
  'Se este e-mail estiver cadastrado, você receberá em instantes um link para criar uma nova senha. Confira também a caixa de spam.';

/** A link that does not exist, has expired or was used already: the same words for all three. */
export const INVALID_RESET_LINK_MESSAGE = 'Este link para redefinir a senha é inválido, expirou ou já foi usado. Peça um novo link.';

/** Path of the SPA page the e-mail's link opens (catalogue entry 'reset-password'). */
export const RESET_PASSWORD_PATH = '/redefinir-senha';

/** Requests of one e-mail per hour past which nothing more is sent (the answer stays the same). */
export const RESET_REQUESTS_PER_HOUR = 3;

/** The link's token was refused: unknown, expired or already used. */
export class InvalidResetLinkError extends InputError {
  constructor() {
    super(INVALID_RESET_LINK_MESSAGE, 'token');
  }
}

/**
 * "Esqueci minha senha": a reset link by e-mail, good once and for `passwordResetTtlMinutes`. Only the
 * token's hash is stored. A request answers the same, at the same speed, whether the e-mail exists:
 * looking the user up, creating the link and sending the e-mail happen after the answer. Requests of
 * one e-mail past RESET_REQUESTS_PER_HOUR in the last hour are recorded and silently dropped.
 */
export class PasswordResetService {
  /** deliveries under way (tests wait for them with `settled()`) */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: OperationalStore,
    private readonly config: ResetConfig,
    private readonly mailer?: Mailer,
    private readonly perHour: number = RESET_REQUESTS_PER_HOUR,
  ) {}

  /** Records the request and, unless the e-mail asked too often, sends a link after the answer. */
  async request(email: string, ip: string): Promise<void> {
    const emailKey = email.trim().toLowerCase();
    const recent = await this.db.transaction(async (tx) => {
      // one request of an e-mail at a time, so simultaneous requests cannot all pass the limit
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`password-reset:${emailKey}`]);
      const [row] = await tx.query<{ recent: number }>(
        `select count(*)::int as recent from password_reset_requests where email_key = $1 and requested_at > now() - interval '1 hour'`,
        [emailKey],
      );
      await tx.query('insert into password_reset_requests (email_key, ip) values ($1, $2)', [emailKey, ip]);
      return row.recent;
    });
    const delivery = this.deliver(emailKey, recent < this.perHour).catch((error: unknown) => {
      // the person asked and sees the usual answer; they may ask again
      console.warn(`[session] link de redefinição de senha não enviado: ${(error as Error).message}`);
    });
    this.pending.add(delivery);
    void delivery.finally(() => this.pending.delete(delivery));
  }

  /** Waits for the deliveries under way (tests; a graceful stop). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async deliver(emailKey: string, withinLimit: boolean): Promise<void> {
    // what no rule reads any more: requests past the hour's window, links a day past their end
    await this.db.query(`delete from password_reset_requests where requested_at < now() - interval '1 day'`);
    await this.db.query(`delete from password_resets where expires_at < now() - interval '1 day'`);
    if (!withinLimit) return;
    const user = await findUserByEmail(this.db, emailKey);
    if (!user || !user.active) return;
    await this.db.query('update password_reset_requests set account_id = $1 where email_key = $2 and account_id is null', [user.account_id, emailKey]);
    const token = randomToken(32);
    const minutes = this.config.passwordResetTtlMinutes;
    await this.db.query('insert into password_resets (token_hash, account_id, user_id, expires_at) values ($1, $2, $3, $4)', [
      hashToken(token),
      user.account_id,
      user.id,
      new Date(Date.now() + minutes * 60_000),
    ]);
    if (!this.mailer) return;
    await this.mailer.send(resetMessage(user, `${this.config.publicUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`, minutes));
  }

  /**
   * Sets a new password through a link's token: the token is spent, every other open link of the user
   * too, every session of the user is revoked (a thief signed in with the old password is out), and the
   * failed sign-ins of the e-mail are forgotten (the owner just proved they read its mailbox).
   * The password rule (`newPassword`) is checked by the caller.
   */
  async reset(token: string, password: string): Promise<{ email: string }> {
    const tokenHash = hashToken(token);
    // a live link first: hashing a password (argon2, 64 MiB) for any made-up token would be a cheap way to load the server
    const [live] = await this.db.query('select 1 from password_resets where token_hash = $1 and used_at is null and expires_at > now()', [tokenHash]);
    if (!live) throw new InvalidResetLinkError();
    const passwordHash = await hashPassword(password);
    const user = await this.db.transaction(async (tx) => {
      const [spent] = await tx.query<{ user_id: string }>(
        'update password_resets set used_at = now() where token_hash = $1 and used_at is null and expires_at > now() returning user_id',
        [tokenHash],
      );
      if (!spent) return null;
      const [row] = await tx.query<Pick<UserRow, 'id' | 'email' | 'active'>>('select id, email, active from users where id = $1', [spent.user_id]);
      if (!row || !row.active) return null;
      await tx.query('update users set password_hash = $2 where id = $1', [row.id, passwordHash]);
      await tx.query('update password_resets set used_at = now() where user_id = $1 and used_at is null', [row.id]);
      await tx.query(`update sessions set revoked_at = now(), revoked_reason = 'password_reset' where user_id = $1 and revoked_at is null`, [row.id]);
      await tx.query('delete from login_failures where email_key = $1', [row.email.trim().toLowerCase()]);
      return row;
    });
    if (!user) throw new InvalidResetLinkError();
    return { email: user.email };
  }
}

function resetMessage(user: UserRow, link: string, minutes: number) {
  const life = minutes % 60 === 0 ? `${minutes / 60} ${minutes === 60 ? 'hora' : 'horas'}` : `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  return {
    accountId: user.account_id,
    to: [user.email],
    subject: 'Redefinição de senha',
    text: [
      `Olá, ${user.name}.`,
      '',
      `Recebemos um pedido para criar uma nova senha para ${user.email}. Para continuar, abra o link abaixo:`,
      '',
      link,
      '',
      `O link vale por ${life} e pode ser usado uma única vez. Ao trocar a senha, todas as sessões abertas com a senha antiga são encerradas.`,
      '',
      'Se você não pediu a troca, ignore este e-mail: sua senha atual continua valendo.',
    ].join('\n'),
  };
}
