import { InputError } from '../../errors';
import { nationalPhoneDigits } from '../../../src/shared/lib/phone';

/** Longest search text accepted. */
export const SEARCH_MAX_LENGTH = 120;

/** Shortest name word the trigram index can answer on its own. */
const MIN_NAME_WORD = 3;

/**
 * Letters with accents and what they become: the same list as `consumers.name_search` in migration
 * 009, so a typed "João" or "joao" meets a stored "JOÃO".
 */
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñý';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucny';

/** What a customer search looks for, read from what the user typed. */
export type CustomerSearch =
  /** every word inside the name (lower case, without accents, LIKE-escaped) */
  | { kind: 'NAME'; words: string[] }
  /** an e-mail, compared without case */
  | { kind: 'EMAIL'; email: string }
  /** digits: a CPF/CNPJ and/or a phone's national digits (an 11-digit number may be either) */
  | { kind: 'NUMBER'; document: string | null; phone: string | null };

/** A name as migration 009 stores it for search. */
export function normalizeName(text: string): string {
  let out = '';
  for (const char of text.toLowerCase()) {
    const at = ACCENTED.indexOf(char);
    out += at < 0 ? char : PLAIN[at];
  }
  return out;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Only digits and the punctuation of a CPF/CNPJ/phone mask: the user typed a number. */
const NUMBER_TEXT = /^[\d\s.\-/()+]+$/;

/**
 * Reads a search: an '@' makes it an e-mail; digits with or without mask ("529.982.247-25",
 * "(71) 98765-4321", "+55 71 …") a document or phone; anything else a name, each word of at least
 * two letters required inside the name. Refuses (pt-BR) what no index can answer.
 */
export function parseCustomerSearch(input: string): CustomerSearch {
  const text = input.trim();
  if (!text) throw new InputError('Digite um nome, CPF/CNPJ, telefone ou e-mail para buscar.', 'query');
  if (text.length > SEARCH_MAX_LENGTH) throw new InputError(`A busca pode ter até ${SEARCH_MAX_LENGTH} caracteres.`, 'query');
  if (text.includes('@')) return { kind: 'EMAIL', email: text.toLowerCase() };
  if (NUMBER_TEXT.test(text)) {
    const digits = text.replace(/\D/g, '');
    const document = digits.length === 11 || digits.length === 14 ? digits : null;
    const national = nationalPhoneDigits(text);
    const phone = national.length === 10 || national.length === 11 ? national : null;
    if (!document && !phone) throw new InputError('Digite o CPF (11 dígitos), o CNPJ (14 dígitos) ou o telefone com DDD.', 'query');
    return { kind: 'NUMBER', document, phone };
  }
  const words = normalizeName(text)
    .split(/\s+/)
    .filter((word) => word.length >= 2);
  if (!words.some((word) => word.length >= MIN_NAME_WORD)) throw new InputError('Digite ao menos 3 letras do nome.', 'query');
  return { kind: 'NAME', words: words.map((word) => `%${escapeLike(word)}%`) };
}
