import { isGsmText } from './sms';

/**
 * "Enviar sem acentos" (issue 11): an SMS in Portuguese almost always leaves the GSM 7-bit alphabet
 * because of one ã or ç, and then pays 70 characters a credit instead of 160. These helpers turn a
 * text into its accent-free GSM-7 form, so the editor can offer it and show the saving.
 */

/** Typographic characters people paste from documents, and their plain GSM-7 stand-ins. */
const PLAIN_STAND_INS: Readonly<Record<string, string>> = {
  '“': '"',
  '”': '"',
  '„': '"',
  '«': '"',
  '»': '"',
  '‘': "'",
  '’': "'",
  '´': "'",
  '`': "'",
  '–': '-',
  '—': '-',
  '…': '...',
  '•': '-',
  'º': 'o',
  'ª': 'a',
  '°': 'o',
  '\u00a0': ' ',
};

const COMBINING_MARKS = /\p{M}/gu;

/**
 * The text without accents, in the GSM 7-bit alphabet where it can be: every accented letter loses its
 * accent (ã→a, ç→c, é→e, Ô→O — "sem acentos" means none, even those GSM-7 could carry), typographic
 * quotes and dashes become plain ones, and what has no stand-in (emojis) is kept as it is.
 */
export function toGsm7(text: string): string {
  return Array.from(text.normalize('NFC'))
    .map((char) => {
      const standIn = PLAIN_STAND_INS[char];
      if (standIn !== undefined) return standIn;
      const base = char.normalize('NFD').replace(COMBINING_MARKS, '');
      return base !== char && base !== '' && isGsmText(base) ? base : char;
    })
    .join('');
}

/** The distinct characters of a text outside the GSM 7-bit alphabet (what still forces 70 a credit). */
export function nonGsmCharacters(text: string): string[] {
  const found: string[] = [];
  const segments =
    typeof Intl.Segmenter === 'function' ? Array.from(new Intl.Segmenter('pt-BR', { granularity: 'grapheme' }).segment(text), (s) => s.segment) : Array.from(text);
  for (const segment of segments) if (!isGsmText(segment) && !found.includes(segment)) found.push(segment);
  return found;
}
