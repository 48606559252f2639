import crypto from 'node:crypto';
import type { Queryable } from '../../stores';

/** The three white-label logo sets (spec §9). */
export const LOGO_KINDS = ['full', 'compact', 'inverse'] as const;
export type LogoKind = (typeof LOGO_KINDS)[number];

export const isLogoKind = (value: string): value is LogoKind => (LOGO_KINDS as readonly string[]).includes(value);

/** Words that do not make a chain's initials ("Rede Mais Franquias" → RM, "Supermercados Bom Preço" → BP). */
const SKIPPED_WORDS = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'supermercado', 'supermercados', 'conta', 'rede', 'grupo', 'loja', 'lojas']);

/** Up to two initials of an account name, skipping connectives and generic words when something is left. */
export function brandInitials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const significant = words.filter((word) => !SKIPPED_WORDS.has(word.toLowerCase()));
  const chosen = (significant.length > 0 ? significant : words).slice(0, 2);
  return chosen.map((word) => word[0]!.toLocaleUpperCase('pt-BR')).join('') || '?';
}

const HEX = /^#?[0-9a-f]{6}$/i;
const FALLBACK_COLOR = '#0f766e';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Relative luminance of a #rrggbb colour (WCAG). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * A generated logo: the initials on a rounded square in the brand colour, plus the name for the
 * wide set. `inverse` is drawn in white (the mark's letters in the brand colour) for brand-coloured
 * or dark backgrounds.
 */
export function brandLogoSvg(kind: LogoKind, account: { name: string; brand_color: string }): string {
  const color = HEX.test(account.brand_color.trim()) ? `#${account.brand_color.trim().replace('#', '')}` : FALLBACK_COLOR;
  const initials = escapeXml(brandInitials(account.name));
  const name = escapeXml(account.name);
  const inverse = kind === 'inverse';
  // white initials on light brand colours would be unreadable: use near-black ink there
  const ink = luminance(color) > 0.45 ? '#0f172a' : '#ffffff';
  const markFill = inverse ? '#ffffff' : color;
  const markInk = inverse ? color : ink;
  const fontSize = initials.length > 1 ? 19 : 22;
  const mark = `<rect width="48" height="48" rx="12" fill="${markFill}"/><text x="24" y="24" dy="0.35em" text-anchor="middle" font-family="Inter, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="${markInk}">${initials}</text>`;
  const title = `<title>${name}</title>`;
  if (kind === 'compact') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" role="img">${title}${mark}</svg>`;
  }
  // the name's width at 20px, estimated (no font metrics on the server): ~0.58em a character
  const width = 48 + 12 + Math.ceil(account.name.length * 20 * 0.58) + 4;
  const textFill = inverse ? '#ffffff' : '#0f172a';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img">${title}${mark}<text x="60" y="24" dy="0.35em" font-family="Inter, 'Segoe UI', Roboto, Arial, sans-serif" font-size="20" font-weight="700" fill="${textFill}">${name}</text></svg>`;
}

/** A short fingerprint of what the drawing depends on: the URL changes when the brand does, so caches never serve a stale logo. */
export function brandLogoVersion(account: { name: string; brand_color: string }): string {
  return crypto.createHash('sha256').update(`${account.name}\u0000${account.brand_color}`).digest('hex').slice(0, 10);
}

/** Public URLs of an account's logo sets. */
export function brandLogoUrls(account: { key: string; name: string; brand_color: string }): Record<LogoKind, string> {
  const version = brandLogoVersion(account);
  const url = (kind: LogoKind) => `/api/brand/${encodeURIComponent(account.key)}/logo-${kind}.svg?v=${version}`;
  return { full: url('full'), compact: url('compact'), inverse: url('inverse') };
}

/** What a logo is drawn from, by the account's public key (the logo URLs name the key, not the id). */
export async function findBrandByKey(db: Queryable, key: string): Promise<{ key: string; name: string; brand_color: string } | null> {
  const [row] = await db.query<{ key: string; name: string; brand_color: string }>('select key, name, brand_color from accounts where key = $1', [key]);
  return row ?? null;
}
