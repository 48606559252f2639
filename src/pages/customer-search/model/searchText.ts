/**
 * What the server cannot search, told before asking it (the same rules as the customers module's
 * parseCustomerSearch): a name needs a word of 3 letters, a number must be a CPF, CNPJ or phone.
 */
export type SearchProblem = 'tooShort' | 'badNumber' | 'tooLong';

/** Longest search text the server accepts. */
export const SEARCH_MAX_LENGTH = 120;

const NUMBER_TEXT = /^[\d\s.\-/()+]+$/;

export function searchProblem(input: string): SearchProblem | null {
  const text = input.trim();
  if (text.length > SEARCH_MAX_LENGTH) return 'tooLong';
  if (text.includes('@')) return null;
  if (NUMBER_TEXT.test(text)) {
    const digits = text.replace(/\D/g, '');
    const national = digits.length >= 12 && digits.startsWith('55') ? digits.slice(2) : digits;
    const ok = digits.length === 11 || digits.length === 14 || national.length === 10 || national.length === 11;
    return ok ? null : 'badNumber';
  }
  return text.split(/\s+/).some((word) => word.length >= 3) ? null : 'tooShort';
}
