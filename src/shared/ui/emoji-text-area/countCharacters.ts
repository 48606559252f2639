/** What one emoji costs in a message's character count (spec §5: each emoji counts 2). */
export const EMOJI_WEIGHT = 2;

export interface CountCharactersOptions {
  /** placeholders such as '[primeiro nome]' that do not count (they are replaced when sent) */
  exclude?: readonly string[];
}

// A cluster is an emoji if it holds a pictograph, a keycap mark (1️⃣) or a regional indicator (flags).
const EMOJI_CLUSTER = /\p{Extended_Pictographic}|\u20E3|\p{Regional_Indicator}/u;

// Without Intl.Segmenter: whole emoji sequences — flag pairs, keycaps, and pictographs with their
// variation selector, skin tone, tags and ZWJ-joined followers — each replaced by one marker.
const EMOJI_SEQUENCE =
  /\p{Regional_Indicator}{2}|[0-9#*]\uFE0F?\u20E3|\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier}|[\u{E0020}-\u{E007F}])*(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})*)*/gu;
const COMBINING_MARK = /\p{M}/gu;

function removeAll(text: string, exclude: readonly string[]): string {
  return exclude.filter(Boolean).reduce((rest, placeholder) => rest.split(placeholder).join(''), text);
}

function countWithSegmenter(text: string): number {
  const segmenter = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });
  let count = 0;
  for (const { segment } of segmenter.segment(text)) count += EMOJI_CLUSTER.test(segment) ? EMOJI_WEIGHT : 1;
  return count;
}

function countWithRegex(text: string): number {
  let emojis = 0;
  const rest = text.replace(EMOJI_SEQUENCE, () => {
    emojis += 1;
    return '';
  });
  // Combining marks (a decomposed "é") belong to the letter before them.
  return emojis * EMOJI_WEIGHT + Array.from(rest.replace(COMBINING_MARK, '')).length;
}

/**
 * Characters a text uses in a length-limited field: one per grapheme, two per emoji (ZWJ sequences
 * and skin tones included), placeholders in `exclude` not counted.
 */
export function countCharacters(text: string, { exclude = [] }: CountCharactersOptions = {}): number {
  const counted = removeAll(text, exclude);
  return typeof Intl.Segmenter === 'function' ? countWithSegmenter(counted) : countWithRegex(counted);
}
