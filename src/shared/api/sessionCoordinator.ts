import { SessionExpiredError } from './errors';
import type { AuthAction } from './errors';

/** What one send of a request produced, as far as the session is concerned. */
export type AttemptResult<T> =
  | { ok: true; value: T }
  | { ok: false; action: AuthAction; message: string };

export type RefreshOutcome = 'refreshed' | 'expired';

/**
 * One per browser tab: the session lives in cookies shared by every request (GraphQL, REST, CSV),
 * so they all go through the same coordinator, which guarantees:
 * - one refresh at a time: requests that fail for a stale session while a refresh runs join it;
 * - requests started while a refresh runs are held and sent after it (never with the stale cookie);
 * - every failed request is replayed once after a successful refresh;
 * - `onSessionExpired` is called once per episode, however many requests fail.
 */
export class SessionCoordinator {
  // Bumped on every change of session state (refresh succeeded, session declared expired). A request
  // remembers the generation it was sent in; a failure from an older generation was already dealt
  // with by someone else and must not start a second refresh.
  private generation = 0;
  private refreshing: Promise<RefreshOutcome> | null = null;
  private expired = false;

  constructor(
    private readonly refreshSession: () => Promise<RefreshOutcome>,
    private readonly onSessionExpired: () => void,
  ) {}

  /**
   * Runs `send` under the session rules. `send` must start its request synchronously (headers
   * prepared beforehand) so that nothing can slip between the wait for a refresh and the send.
   * Errors thrown by `send` are not session problems and propagate untouched.
   */
  async run<T>(send: () => Promise<AttemptResult<T>>): Promise<T> {
    const first = await this.sendWhenIdle(send);
    if (first.result.ok) {
      this.sessionAlive(first.generation);
      return first.result.value;
    }
    if (first.result.action === 'expired') {
      throw this.declareExpired(first.result.message);
    }

    await this.refreshAfterFailure(first.generation, first.result.message);

    const replay = await this.sendWhenIdle(send);
    if (replay.result.ok) {
      this.sessionAlive(replay.generation);
      return replay.result.value;
    }
    // The fresh cookie was refused too: another refresh would loop, the session is over.
    throw this.declareExpired(replay.result.message);
  }

  private async sendWhenIdle<T>(
    send: () => Promise<AttemptResult<T>>,
  ): Promise<{ result: AttemptResult<T>; generation: number }> {
    // A loop, not an if: after one refresh settles another may already have started.
    while (this.refreshing) {
      const outcome = await this.refreshing.catch(() => null);
      // Held requests belong to the episode that just ended: they fail with it, unsent.
      if (outcome === 'expired') throw new SessionExpiredError('session.refresh.expired');
    }
    const generation = this.generation;
    return { result: await send(), generation };
  }

  /** Resolves when the request may be replayed; throws when it must fail instead. */
  private async refreshAfterFailure(sentIn: number, message: string): Promise<void> {
    if (sentIn !== this.generation) {
      // Sent before the last state change: a refresh already succeeded (replay with the new
      // cookie) or the session was declared expired (fail, the user has already been told).
      if (this.expired) throw new SessionExpiredError(message);
      return;
    }
    // Sent after the expiry was declared (e.g. a late request from the page being left): the
    // refresh cookie is known dead, do not call the server again nor notify again.
    if (this.expired) throw new SessionExpiredError(message);

    if (!this.refreshing) {
      this.refreshing = this.startRefresh().finally(() => {
        this.refreshing = null;
      });
    }
    // A network failure of the refresh rejects here: the session state is unknown, so the request
    // fails with that error and the user is not sent to the expired-session page.
    const outcome = await this.refreshing;
    if (outcome === 'expired') throw new SessionExpiredError('session.refresh.expired');
  }

  private async startRefresh(): Promise<RefreshOutcome> {
    const outcome = await this.refreshSession();
    if (outcome === 'refreshed') {
      this.generation += 1;
      this.expired = false;
    } else {
      this.declareExpired('session.refresh.expired');
    }
    return outcome;
  }

  /** A request got a real (non-session) answer. */
  private sessionAlive(sentIn: number): void {
    // Only a request sent after the expiry proves a new session (typically the login mutation);
    // a late answer to a request sent before it proves nothing. This starts a new episode, so a
    // later expiry notifies again.
    if (this.expired && sentIn === this.generation) {
      this.expired = false;
      this.generation += 1;
    }
  }

  private declareExpired(reason: string): SessionExpiredError {
    if (!this.expired) {
      this.expired = true;
      this.generation += 1;
      try {
        this.onSessionExpired();
      } catch (error) {
        // A failing navigation callback must not turn every pending request's rejection into it.
        console.error('onSessionExpired failed', error);
      }
    }
    return new SessionExpiredError(reason);
  }
}
