import type { Viewer } from './context';

/** Whether the viewer sees consumers' and users' personal data unmasked. */
export function seesPersonalData(viewer: Viewer): boolean {
  return viewer.user.mf || viewer.user.has_pii_access;
}

/** "ma***@dominio.com.br": keeps the first two characters of the name and the domain. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '***';
  const name = email.slice(0, at);
  return `${name.slice(0, Math.min(2, name.length))}***${email.slice(at)}`;
}
