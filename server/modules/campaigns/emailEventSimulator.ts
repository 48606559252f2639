import type { EmailEvent } from './emailEvents';

/**
 * A local stand-in for an e-mail provider's event webhooks (tests and demos): posts delivery, open,
 * click, bounce and complaint events of sent messages to the product's `POST /api/webhooks/email-events`
 * with the account's bearer key, as a provider does (one event or a batch; retries repeat the same
 * event id).
 */
export class EmailEventSimulator {
  private counter = 0;
  readonly posted: EmailEvent[] = [];

  constructor(
    private readonly webhook: string,
    private readonly key: string,
  ) {}

  /** Posts events as one batch; returns the webhook's answer. */
  async post(...events: Omit<EmailEvent, 'eventId'>[]): Promise<{ status: number; body: Record<string, number> }> {
    const withIds = events.map((event) => ({ ...event, eventId: `sim-evt-${++this.counter}` }));
    return this.send(withIds);
  }

  /** Posts the same events again (a provider's retry after a timeout). */
  async retry(events: EmailEvent[]): Promise<{ status: number; body: Record<string, number> }> {
    return this.send(events);
  }

  private async send(events: EmailEvent[]) {
    this.posted.push(...events);
    const response = await fetch(this.webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.key}` },
      body: JSON.stringify({ events }),
    });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, number> };
  }

  delivered(messageId: string) {
    return this.post({ messageId, type: 'delivered' });
  }
  open(messageId: string) {
    return this.post({ messageId, type: 'open' });
  }
  click(messageId: string, url = 'https://loja.exemplo.com.br/ofertas') {
    return this.post({ messageId, type: 'click', url });
  }
  bounce(messageId: string, bounceType: 'hard' | 'soft', reason = bounceType === 'hard' ? '550 5.1.1 usuário inexistente' : '452 4.2.2 caixa cheia') {
    return this.post({ messageId, type: 'bounce', bounceType, reason });
  }
  complaint(messageId: string) {
    return this.post({ messageId, type: 'complaint' });
  }
}
