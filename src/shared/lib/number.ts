/**
 * pt-BR numbers for display (spec §9): dot thousands, comma decimals, 'R$ ' currency, abbreviated
 * magnitudes, weights, file sizes and counted nouns. Every formatter takes a number that may be
 * missing and answers '-' for it, so tables never show 'NaN' or 'undefined'.
 */

/** Shown in place of a number that is missing or not finite. */
export const EMPTY_NUMBER = '-';

/**
 * Currency prefix of spec §9 ('R$ '). The space is a no-break space (U+00A0), as Intl writes it
 * for pt-BR, so the symbol never wraps away from the amount; text matchers that normalise
 * whitespace (Testing Library, Playwright) still find 'R$ 1.234,56'.
 */
export const CURRENCY_PREFIX = 'R$\u00a0';

/** Magnitudes for abbreviations, largest first (spec §9: k, mi, bi, tri). */
const MAGNITUDES = [
  { value: 1e12, suffix: 'tri' },
  { value: 1e9, suffix: 'bi' },
  { value: 1e6, suffix: 'mi' },
  { value: 1e3, suffix: 'k' },
] as const;

/** File size units, base 1000 (spec §9). */
const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

const formatters = new Map<string, Intl.NumberFormat>();

/** A cached pt-BR formatter with between `min` and `max` decimals. */
function decimals(min: number, max: number): Intl.NumberFormat {
  const key = `${min}:${max}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: min, maximumFractionDigits: max });
    formatters.set(key, formatter);
  }
  return formatter;
}

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Formats |value| and puts a '-' in front only when the rounded result is not zero (no '-0,00'). */
function signed(value: number, min: number, max: number, prefix = ''): string {
  const text = decimals(min, max).format(Math.abs(value));
  const isZero = !/[1-9]/.test(text);
  return `${value < 0 && !isZero ? '-' : ''}${prefix}${text}`;
}

/** A plain number with pt-BR separators and at most `maxDecimals` decimals: 1234.5 → '1.234,5'. */
export function formatNumber(value: number | null | undefined, maxDecimals = 2): string {
  return isNumber(value) ? signed(value, 0, maxDecimals) : EMPTY_NUMBER;
}

/** Reais with two decimals: 1234.56 → 'R$ 1.234,56', -5 → '-R$ 5,00'. */
export function formatCurrency(value: number | null | undefined): string {
  return isNumber(value) ? signed(value, 2, 2, CURRENCY_PREFIX) : EMPTY_NUMBER;
}

/** A percentage already in percent units, with one decimal: 12.34 → '12,3%', 5 → '5,0%'. */
export function formatPercent(value: number | null | undefined): string {
  return isNumber(value) ? `${signed(value, 1, 1)}%` : EMPTY_NUMBER;
}

/** Rounds to `digits` decimals. */
function roundTo(value: number, digits: number): number {
  return Math.round(value * 10 ** digits) / 10 ** digits;
}

/**
 * A value of at least 1000 as a mantissa and suffix: the largest magnitude it reaches, moving one
 * up when the one-decimal mantissa would read 1000 (999_950 → 1 mi, not 1.000 k).
 */
function abbreviate(value: number): { mantissa: number; suffix: string } {
  const abs = Math.abs(value);
  let index = MAGNITUDES.findIndex((magnitude) => abs >= magnitude.value);
  if (index > 0 && roundTo(abs / MAGNITUDES[index].value, 1) >= 1000) index -= 1;
  const { value: size, suffix } = MAGNITUDES[index];
  return { mantissa: value / size, suffix };
}

/**
 * A number abbreviated with k, mi, bi or tri and at most one decimal (trailing ',0' dropped):
 * 1500 → '1,5 k', 2_300_000 → '2,3 mi', 1000 → '1 k', 999_950 → '1 mi'; under 1000 as a plain
 * number with at most one decimal: 999 → '999', 12.34 → '12,3'.
 */
export function formatAbbreviated(value: number | null | undefined): string {
  if (!isNumber(value)) return EMPTY_NUMBER;
  if (roundTo(Math.abs(value), 1) < 1000) return signed(value, 0, 1);
  const { mantissa, suffix } = abbreviate(Math.sign(value) * Math.max(Math.abs(value), 1000));
  return `${signed(mantissa, 0, 1)} ${suffix}`;
}

/**
 * Reais abbreviated like formatAbbreviated (one decimal, trailing ',0' dropped) from 1000 up:
 * 1500 → 'R$ 1,5 k'; under 1000 the full amount with two decimals (spec §9): 999.5 → 'R$ 999,50'.
 */
export function formatAbbreviatedCurrency(value: number | null | undefined): string {
  if (!isNumber(value)) return EMPTY_NUMBER;
  if (roundTo(Math.abs(value), 2) < 1000) return signed(value, 2, 2, CURRENCY_PREFIX);
  const { mantissa, suffix } = abbreviate(Math.sign(value) * Math.max(Math.abs(value), 1000));
  return `${signed(mantissa, 0, 1, CURRENCY_PREFIX)} ${suffix}`;
}

/**
 * Parses a typed number, accepting comma or dot: the last separator is the decimal one and the
 * others are thousands separators ('1.234,56' and '1,234.56' → 1234.56, '1,5' → 1.5); a separator
 * that appears more than once with no other kind is only a thousands separator ('1.234.567' →
 * 1234567). Spaces and an 'R$' prefix are ignored; '' or anything else unreadable → null.
 */
export function parseNumber(text: string | null | undefined): number | null {
  const compact = (text ?? '').replace(/\s/g, '').replace(/^(-?)R\$/i, '$1');
  if (!/^-?[\d.,]*\d[\d.,]*$/.test(compact)) return null;
  const separators = compact.match(/[.,]/g) ?? [];
  const last = compact.search(/[.,][^.,]*$/);
  const onlyThousands = separators.length > 1 && separators.every((s) => s === separators[0]);
  let normalized: string;
  if (separators.length === 0) normalized = compact;
  else if (onlyThousands) normalized = compact.replace(/[.,]/g, '');
  else normalized = `${compact.slice(0, last).replace(/[.,]/g, '')}.${compact.slice(last + 1)}`;
  const parsed = Number(normalized);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * A weight given in kilograms: under 0.01 (or missing) '-', from 1 'Kg' with at most two decimals
 * ('1,5 Kg', '2 Kg'), otherwise whole grams ('500 g').
 */
export function formatWeight(kilograms: number | null | undefined): string {
  if (!isNumber(kilograms) || kilograms < 0.01) return EMPTY_NUMBER;
  if (kilograms >= 1) return `${signed(kilograms, 0, 2)} Kg`;
  const grams = Math.round(kilograms * 1000);
  return grams >= 1000 ? '1 Kg' : `${grams} g`;
}

/** A file size in bytes, base 1000 with two decimals: 1_500_000 → '1,50 MB'; whole bytes under 1000 ('512 B'). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (!isNumber(bytes) || bytes < 0) return EMPTY_NUMBER;
  if (bytes < 1000) return `${Math.round(bytes)} B`;
  let unit = 0;
  let size = bytes;
  // move up while the two-decimal rounding would read 1000,00 or more (999_999 B → '1,00 MB')
  while (unit < FILE_SIZE_UNITS.length - 1 && Math.round((size * 100) / 1000) / 100 >= 1) {
    size /= 1000;
    unit += 1;
  }
  return `${decimals(2, 2).format(size)} ${FILE_SIZE_UNITS[unit]}`;
}

/** 'N singular/plural' with pt-BR separators; only exactly one is singular (pt-BR says '0 créditos'). */
export function pluralize(count: number, singular: string, plural: string): string {
  return `${formatNumber(count, 0)} ${Math.abs(count) === 1 ? singular : plural}`;
}

/** SMS credits: '1 crédito', '2 créditos', '0 créditos' (spec §9). */
export function formatCredits(count: number): string {
  return pluralize(count, 'crédito', 'créditos');
}

/**
 * How many stores something applies to (spec §9: 'N lojas' from two). One store shows its name when
 * the caller has it (more useful than a count), else '1 loja'; none shows 'Nenhuma loja'.
 */
export function formatStoreCount(count: number, singleStoreName?: string | null): string {
  if (count <= 0) return 'Nenhuma loja';
  if (count === 1) return singleStoreName?.trim() || '1 loja';
  return pluralize(count, 'loja', 'lojas');
}
