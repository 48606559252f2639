/**
 * Masking of personal data for users without PII access (spec §6, §9 "masking formats"): e-mail,
 * document and phone, in one place that the server (which masks its answers) and the SPA share. The
 * document and phone formats live beside their formatters (document.ts, phone.ts) and are exposed
 * here; e-mail has no module of its own.
 */
import { maskDocument } from './document';
import { maskPhone } from './phone';

export { maskDocument, maskPhone };

/** Shown for an e-mail that has no name before the '@'. */
const HIDDEN = '***';

/** "ma***@dominio.com.br": keeps the first two characters of the name and the whole domain. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return HIDDEN;
  const name = email.slice(0, at);
  return `${name.slice(0, Math.min(2, name.length))}${HIDDEN}${email.slice(at)}`;
}
