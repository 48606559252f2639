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

const CHANNEL_NAMES: Record<Channel, string> = { sms: 'SMS', email: 'e-mail', push: 'notificações do aplicativo', whatsapp: 'WhatsApp' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
  `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

export interface OptOutAnswer {
  status: number;
  html: string;
}

/**
 * The public `[link de optout]` page (contracts/campaigns.md). GET and HEAD only show a pt-BR
 * confirmation with a button, so link scanners never unsubscribe anyone; the opt-out happens on the
 * confirming POST (`confirmar=1`) or on an RFC 8058 one-click POST (`List-Unsubscribe=One-Click`),
 * and enters the suppression list at once for the channel the message came by.
 */
export async function answerOptOut(db: Queryable, secret: string, method: string, token: string, form: URLSearchParams | null): Promise<OptOutAnswer> {
  const claim = verifyOptOut(secret, token);
  if (!claim) return { status: 404, html: page('Link inválido', '<p>Este link de descadastro não é válido ou foi alterado.</p>') };
  const channel = CHANNEL_NAMES[claim.channel] ?? claim.channel;
  if (method === 'GET' || method === 'HEAD') {
    return {
      status: 200,
      html: page(
        'Cancelar o recebimento de mensagens',
        `<p>Você não receberá mais mensagens promocionais por ${escapeHtml(channel)} desta loja.</p>` +
          `<form method="post"><input type="hidden" name="confirmar" value="1"><button type="submit">Confirmar descadastro</button></form>`,
      ),
    };
  }
  if (method !== 'POST') return { status: 405, html: page('Método não permitido', '<p>Use o botão da página para confirmar.</p>') };
  const oneClick = form?.get('List-Unsubscribe') === 'One-Click';
  if (!oneClick && form?.get('confirmar') !== '1') return { status: 400, html: page('Confirmação necessária', '<p>Use o botão da página para confirmar o descadastro.</p>') };
  await suppress(db, claim.accountId, [claim.document], oneClick ? 'opt-out em um clique (List-Unsubscribe)' : 'opt-out pelo link', claim.channel);
  return { status: 200, html: page('Descadastro confirmado', `<p>Pronto: você não receberá mais mensagens promocionais por ${escapeHtml(channel)}.</p>`) };
}
