/**
 * Brazilian tax ids (spec §5): CPF (11 digits) shown as 000.000.000-00, CNPJ (14 characters) as
 * 00.000.000/0000-00, anything else as '-'. The CNPJ may be the alphanumeric form the Receita
 * Federal issues from July 2026: twelve letters or digits followed by two numeric check digits.
 */

/** Shown in place of a document that cannot be formatted. */
export const EMPTY_DOCUMENT = '-';

const CPF_PATTERN = /^\d{11}$/;
const CNPJ_PATTERN = /^[0-9A-Z]{12}\d{2}$/;
const CNPJ_BASE_PATTERN = /^[0-9A-Z]{12}$/;
const CPF_BASE_PATTERN = /^\d{9}$/;
/** Every character equal: passes the mod-11 arithmetic but is never issued. */
const REPEATED = /^(.)\1*$/;

/** Drops the punctuation people and ERPs put in documents, keeping letters for alphanumeric CNPJs. */
export function normalizeDocument(value: string | null | undefined): string {
  return (value ?? '').replace(/[\s./-]/g, '').toUpperCase();
}

/** Formats a CPF as 000.000.000-00, or '-' when it is not 11 digits. */
export function formatCpf(value: string | null | undefined): string {
  const raw = normalizeDocument(value);
  if (!CPF_PATTERN.test(raw)) return EMPTY_DOCUMENT;
  return `${raw.slice(0, 3)}.${raw.slice(3, 6)}.${raw.slice(6, 9)}-${raw.slice(9)}`;
}

/** Formats a CNPJ (numeric or alphanumeric) as 00.000.000/0000-00, or '-' when malformed. */
export function formatCnpj(value: string | null | undefined): string {
  const raw = normalizeDocument(value);
  if (!CNPJ_PATTERN.test(raw)) return EMPTY_DOCUMENT;
  return `${raw.slice(0, 2)}.${raw.slice(2, 5)}.${raw.slice(5, 8)}/${raw.slice(8, 12)}-${raw.slice(12)}`;
}

/** Formats a CPF or a CNPJ by its length. */
export function formatDocument(value: string | null | undefined): string {
  const raw = normalizeDocument(value);
  if (raw.length === 11) return formatCpf(raw);
  if (raw.length === 14) return formatCnpj(raw);
  return EMPTY_DOCUMENT;
}

/** Mod-11 check digit over `chars` with weights 2..`maxWeight` from the right, each char valued charCode − 48. */
function mod11Digit(chars: string, maxWeight: number): number {
  let weight = 2;
  let sum = 0;
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    sum += (chars.charCodeAt(i) - 48) * weight;
    weight = weight === maxWeight ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The two CPF check digits of a 9-digit base; throws on any other base. */
export function cpfCheckDigits(base9: string): string {
  if (!CPF_BASE_PATTERN.test(base9)) throw new Error(`CPF base must be 9 digits: "${base9}"`);
  // CPF weights run 2..11 from the right (10..2 on the first digit, 11..2 on the second), never wrapping.
  const first = mod11Digit(base9, 11);
  const second = mod11Digit(base9 + first, 11);
  return `${first}${second}`;
}

/**
 * The two CNPJ check digits of a 12-character base (digits or uppercase letters): mod 11, weights
 * 2..9 from the right, each character valued by its code point minus 48, which keeps numeric CNPJs
 * unchanged and covers the alphanumeric CNPJ in force since July 2026. Throws on a malformed base.
 */
export function cnpjCheckDigits(base12: string): string {
  if (!CNPJ_BASE_PATTERN.test(base12)) throw new Error(`CNPJ base must be 12 characters [0-9A-Z]: "${base12}"`);
  const first = mod11Digit(base12, 9);
  const second = mod11Digit(base12 + first, 9);
  return `${first}${second}`;
}

/** Whether a CPF (punctuation allowed) has valid check digits and is not one repeated digit. */
export function isValidCpf(value: string | null | undefined): boolean {
  const raw = normalizeDocument(value);
  if (!CPF_PATTERN.test(raw) || REPEATED.test(raw)) return false;
  return cpfCheckDigits(raw.slice(0, 9)) === raw.slice(9);
}

/** Whether a numeric or alphanumeric CNPJ (punctuation and lowercase allowed) has valid check digits. */
export function isValidCnpj(value: string | null | undefined): boolean {
  const raw = normalizeDocument(value);
  if (!CNPJ_PATTERN.test(raw) || REPEATED.test(raw)) return false;
  return cnpjCheckDigits(raw.slice(0, 12)) === raw.slice(12);
}

/** Whether a CPF or a CNPJ, chosen by length, is valid. */
export function isValidDocument(value: string | null | undefined): boolean {
  const raw = normalizeDocument(value);
  if (raw.length === 11) return isValidCpf(raw);
  if (raw.length === 14) return isValidCnpj(raw);
  return false;
}

/**
 * A CPF for users without PII access: the middle six digits stay, the first three and the check
 * digits are hidden ('***.456.789-**', the pattern the Brazilian government uses when publishing
 * CPFs under the LGPD). '-' when the value is not a CPF.
 */
export function maskCpf(value: string | null | undefined): string {
  const formatted = formatCpf(value);
  if (formatted === EMPTY_DOCUMENT) return EMPTY_DOCUMENT;
  return `***${formatted.slice(3, 11)}-**`;
}

/**
 * A document for users without PII access. A CPF identifies a person and is masked (maskCpf); a
 * CNPJ identifies a company, is public in the Receita Federal registry and is not personal data
 * under the LGPD, so it is shown in full.
 */
export function maskDocument(value: string | null | undefined): string {
  const raw = normalizeDocument(value);
  if (raw.length === 11) return maskCpf(raw);
  if (raw.length === 14) return formatCnpj(raw);
  return EMPTY_DOCUMENT;
}
