/**
 * Small colour arithmetic for the white-label theme: a chain gives one brand colour and the theme
 * derives hover, soft-background and readable-text colours from it.
 */

type Rgb = readonly [number, number, number];

const HEX_COLOR = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

/** Whether a value is a #rgb or #rrggbb colour the theme can use. */
export function isHexColor(value: string | null | undefined): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value.trim());
}

function toRgb(hex: string): Rgb {
  let digits = hex.trim().replace('#', '');
  if (digits.length === 3) digits = digits.split('').map((d) => d + d).join('');
  const n = parseInt(digits, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes `color` with `other`; weight 0 keeps `color`, 1 gives `other`. */
export function mix(color: string, other: string, weight: number): string {
  const a = toRgb(color);
  const b = toRgb(other);
  return toHex([0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * weight) as unknown as Rgb);
}

function luminance(color: string): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = toRgb(color);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black, whichever reads better on `background`. */
export function readableTextOn(background: string): string {
  const dark = '#111827';
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, dark) ? '#ffffff' : dark;
}

/**
 * Darkens a brand colour until its contrast with a light `background` reaches WCAG AA (4.5:1),
 * so buttons and brand-coloured text stay legible whatever colour a chain picks.
 */
export function ensureContrast(color: string, background = '#ffffff', minContrast = 4.5): string {
  let current = toHex(toRgb(color));
  for (let step = 0; step < 30 && contrastRatio(current, background) < minContrast; step += 1) {
    current = mix(current, '#000000', 0.08);
  }
  return current;
}
