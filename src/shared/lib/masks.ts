/**
 * Masking of contact data for users without PII access (spec §6). Documents and phones are masked
 * by their own modules (maskCpf, maskPhone); this one holds what has no module of its own.
 */

/** Shown for an e-mail that has no name before the '@'. */
const HIDDEN = '***';

/** "ma***@dominio.com.br": keeps the first two characters of the name and the whole domain. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return HIDDEN;
  const name = email.slice(0, at);
  return `${name.slice(0, Math.min(2, name.length))}${HIDDEN}${email.slice(at)}`;
}
