/**
 * Brazilian tax ids for display (spec §5): CPF (11 digits) as 000.000.000-00, CNPJ (14 characters)
 * as 00.000.000/0000-00, anything else as '-'. The CNPJ may be the alphanumeric form the Receita
 * Federal issues from July 2026: twelve letters or digits followed by two check digits.
 */

/** Shown in place of a document that cannot be formatted. */
export const EMPTY_DOCUMENT = '-';

const CPF_PATTERN = /^\d{11}$/;
const CNPJ_PATTERN = /^[0-9A-Z]{12}\d{2}$/;

/** Drops the punctuation people and ERPs put in documents, keeping letters for alphanumeric CNPJs. */
export function normalizeDocument(value: string | null | undefined): string {
  return (value ?? '').replace(/[\s./-]/g, '').toUpperCase();
}

export function formatCpf(value: string | null | undefined): string {
  const raw = normalizeDocument(value);
  if (!CPF_PATTERN.test(raw)) return EMPTY_DOCUMENT;
  return `${raw.slice(0, 3)}.${raw.slice(3, 6)}.${raw.slice(6, 9)}-${raw.slice(9)}`;
}

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
