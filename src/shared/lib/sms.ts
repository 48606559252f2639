/**
 * Message size and SMS credits (spec §5). A message is counted in the GSM 03.38 7-bit alphabet
 * (basic set, extension characters counting 2) while every character fits it: 160 per single SMS,
 * 153 per part once it is split, because each part loses 7 to the joining header. One character
 * outside it (ç, ã, á, ê, õ, emoji…) switches the whole message to UCS-2: 70 per SMS, 67 per part,
 * each UTF-16 unit counting 1 (an emoji counts 2). Placeholders such as [primeiro nome] count as
 * the size reserved for their value; their values are assumed to fit the basic alphabet.
 */

/** Characters in one single-part SMS in the GSM 7-bit alphabet (spec §9). */
export const GSM_SINGLE_LIMIT = 160;
/** Characters per part of a multi-part GSM 7-bit SMS (7 go to the joining header). */
export const GSM_PART_LIMIT = 153;
/** Characters in one single-part SMS with special characters (UCS-2) (spec §9). */
export const UNICODE_SINGLE_LIMIT = 70;
/** Characters per part of a multi-part UCS-2 SMS (3 go to the joining header). */
export const UNICODE_PART_LIMIT = 67;

/** GSM 03.38 basic character set: each counts 1. Note 'é' and 'Ç' are in it, 'ç', 'ã' and 'á' are not. */
const GSM_BASIC = new Set(
  Array.from(
    '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
      '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
  ),
);
/** GSM 03.38 extension table: each costs an escape plus the character, so counts 2. */
const GSM_EXTENSION = new Set(Array.from('\f^{}\\[~]|€'));

/**
 * Size reserved for each variable, by its placeholder name (spec §5). The names of the first six
 * are the spec's; the others are the campaign editors' variables under pt-BR names of our choosing.
 */
export const SMS_VARIABLE_SIZES: Readonly<Record<string, number>> = {
  'primeiro nome': 10,
  'ultimo nome': 20,
  'data hoje': 10,
  'dia aniversario': 8,
  mes: 9,
  'link de optout': 200,
  preco: 7,
  desconto: 3,
  leve: 3,
  pague: 3,
  'inicio validade': 8,
  'fim validade': 8,
  'nome combo': 10,
  'cashback absoluto': 10,
  'cashback percentual': 10,
  pontos: 10,
  'regra minimo': 10,
  'regra maximo': 10,
  'regra validade cashback': 10,
  // a discount coupon's code (issue 12): at most 20 characters
  cupom: 20,
};

/** Variables only an e-mail can carry (spec §5: the opt-out link). */
const EMAIL_ONLY_VARIABLES = new Set(['link de optout']);

/** How a mar.ia best-product text is built, which fixes its size. */
export type BestProductKind = 'general' | 'percentage' | 'takePay' | 'combo';

/**
 * Fixed part of each best-product text (spec §5), to which the longest product (or combo) name is
 * added: the text always names the product, so every kind grows with the name.
 */
export const BEST_PRODUCT_TEXT_SIZES: Readonly<Record<BestProductKind, number>> = {
  general: 58,
  percentage: 54,
  takePay: 60,
  combo: 34,
};

/** Placeholders of the up to three best products or combos of a mar.ia message (spec §9). */
const BEST_PRODUCT_PLACEHOLDERS = ['primeiro produto', 'segundo produto', 'terceiro produto'];
const BEST_COMBO_PLACEHOLDERS = ['primeiro combo', 'segundo combo', 'terceiro combo'];

const PLACEHOLDER = /\[([^[\]]+)\]/g;

export interface CountSmsOptions {
  /** 'email' allows [link de optout]; defaults to 'sms'. */
  channel?: 'sms' | 'email';
  /** The mar.ia best products (or combos) the message's product placeholders stand for. */
  bestProducts?: { kind: BestProductKind; names: readonly string[] };
  /** Counts placeholders as zero, for editors that exclude variables from the count (spec §5). */
  excludeVariables?: boolean;
}

export interface SmsCount {
  /** Characters the message takes, placeholders at their reserved size, GSM extension characters as 2. */
  characters: number;
  /** SMS credits the message costs per recipient; 0 for an empty message. */
  credits: number;
  /** Characters per credit at this size: 160/70 for one SMS, 153/67 per part beyond. */
  perCredit: number;
  /** Whether a character outside the GSM basic alphabet forced the 70-character limit. */
  special: boolean;
}

/** Size reserved for one placeholder; throws when the name is not a variable of this message. */
function variableSize(name: string, options: CountSmsOptions): number {
  const { channel = 'sms', bestProducts } = options;
  if (bestProducts) {
    const placeholders = bestProducts.kind === 'combo' ? BEST_COMBO_PLACEHOLDERS : BEST_PRODUCT_PLACEHOLDERS;
    if (placeholders.includes(name)) {
      const longest = Math.max(0, ...bestProducts.names.map((product) => Array.from(product).length));
      return BEST_PRODUCT_TEXT_SIZES[bestProducts.kind] + longest;
    }
  }
  const size = SMS_VARIABLE_SIZES[name];
  if (size === undefined || (EMAIL_ONLY_VARIABLES.has(name) && channel !== 'email')) {
    throw new Error(`Variável "${name}" não existe no state`);
  }
  return size;
}

/** Whether every character of `text` is in the GSM 03.38 basic set or its extension table. */
export function isGsmText(text: string): boolean {
  return Array.from(text).every((char) => GSM_BASIC.has(char) || GSM_EXTENSION.has(char));
}

/**
 * Counts a message's characters and SMS credits (spec §5): placeholders at their reserved size,
 * 160 characters per credit (153 per part when split) in the GSM basic alphabet, 70 (67) when the
 * text has special characters. Throws Error('Variável "{var}" não existe no state') for an unknown
 * placeholder.
 */
export function countSms(text: string, options: CountSmsOptions = {}): SmsCount {
  let variables = 0;
  const literal = text.replace(PLACEHOLDER, (_match, name: string) => {
    const size = variableSize(name, options);
    if (!options.excludeVariables) variables += size;
    return '';
  });
  const special = !isGsmText(literal);
  const literalSize = special
    ? literal.length
    : Array.from(literal).reduce((sum, char) => sum + (GSM_EXTENSION.has(char) ? 2 : 1), 0);
  const characters = literalSize + variables;
  const single = special ? UNICODE_SINGLE_LIMIT : GSM_SINGLE_LIMIT;
  const part = special ? UNICODE_PART_LIMIT : GSM_PART_LIMIT;
  if (characters <= single) return { characters, credits: characters === 0 ? 0 : 1, perCredit: single, special };
  return { characters, credits: Math.ceil(characters / part), perCredit: part, special };
}
