import { maskPhoneInput } from '@/shared/lib/phone';

/**
 * Input masks of spec §5 as pairs for react-final-form: `format` turns the stored value into what the
 * field shows, `parse` turns what was typed into the stored value. Stored values are what the server
 * takes: documents and CEPs as typed with their punctuation (the shared rules accept both), dates as
 * AAAA-MM-DD, money as integer cents.
 */
export type MaskKind = 'cpf' | 'cnpj' | 'document' | 'phone' | 'cep' | 'date';

/** Fills '#' with digits and 'X' with a digit or letter; literals only between filled slots. */
export function applyPattern(value: string, pattern: string): string {
  const chars = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  let out = '';
  let pending = '';
  let next = 0;
  for (const slot of pattern) {
    if (slot !== '#' && slot !== 'X') {
      pending += slot;
      continue;
    }
    // skip what cannot fill this slot (a letter where only a digit goes)
    while (next < chars.length && slot === '#' && !/\d/.test(chars[next])) next += 1;
    if (next >= chars.length) break;
    out += pending + chars[next];
    pending = '';
    next += 1;
  }
  return out;
}

const CPF_PATTERN = '###.###.###-##';
/** The alphanumeric CNPJ (from July 2026): twelve letters or digits, then two check digits. */
const CNPJ_PATTERN = 'XX.XXX.XXX/XXXX-##';
const CEP_PATTERN = '#####-###';
const DATE_PATTERN = '##/##/####';

function maskDocument(value: string): string {
  const chars = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  // a CPF until it grows past 11 digits or holds a letter, then a CNPJ
  return chars.length <= 11 && /^\d*$/.test(chars) ? applyPattern(chars, CPF_PATTERN) : applyPattern(chars, CNPJ_PATTERN);
}

/** 'DD/MM/AAAA' typed → 'AAAA-MM-DD' once complete; an incomplete date stays as typed (and fails the date rule). */
function parseDate(text: string): string {
  const masked = applyPattern(text, DATE_PATTERN);
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(masked);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : masked;
}

function formatDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

export const MASKS: Record<MaskKind, { parse: (text: string) => string; format: (value: string) => string; inputMode: 'numeric' | 'text' | 'tel' }> = {
  cpf: { parse: (text) => applyPattern(text, CPF_PATTERN), format: (value) => value, inputMode: 'numeric' },
  cnpj: { parse: (text) => applyPattern(text, CNPJ_PATTERN), format: (value) => value, inputMode: 'text' },
  document: { parse: maskDocument, format: (value) => value, inputMode: 'text' },
  phone: { parse: (text) => maskPhoneInput(text), format: (value) => value, inputMode: 'tel' },
  cep: { parse: (text) => applyPattern(text, CEP_PATTERN), format: (value) => value, inputMode: 'numeric' },
  date: { parse: parseDate, format: formatDate, inputMode: 'numeric' },
};

/** Typed digits → integer cents, the way cash registers take money ('1234' → 1234 = R$ 12,34); no digits → undefined. */
export function parseMoney(text: string): number | undefined {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 13);
  return digits ? Number(digits) : undefined;
}

/** Integer cents → 'R$ 1.234,56'; nothing → ''. */
export function formatMoney(cents: number | undefined | null): string {
  if (cents == null || !Number.isFinite(cents)) return '';
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
}
