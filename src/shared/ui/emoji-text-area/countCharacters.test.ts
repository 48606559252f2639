import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { countCharacters } from './countCharacters';

const CASES: Array<[description: string, text: string, expected: number]> = [
  ['an empty text', '', 0],
  ['plain ASCII', 'Oferta da semana', 16],
  ['accented letters, precomposed', 'Promoção', 8],
  ['accented letters, decomposed', 'Promoc\u0327a\u0303o', 8],
  ['a simple emoji as 2', '🛒', 2],
  ['an emoji with a variation selector as 2', '❤️', 2],
  ['an emoji with a skin tone as 2', '👍🏽', 2],
  ['a ZWJ family as 2', '👨‍👩‍👧‍👦', 2],
  ['a ZWJ profession with skin tone as 2', '👩🏾‍🍳', 2],
  ['a keycap as 2', '1️⃣', 2],
  ['a flag (pasted) as 2', '🇧🇷', 2],
  ['text mixed with emojis', 'Oi 😀 tudo 👍🏽?', 14],
  ['line breaks as 1 each', 'a\nb', 3],
];

const EXCLUDE_CASES: Array<[description: string, text: string, exclude: string[], expected: number]> = [
  ['drops an excluded placeholder', 'Olá [primeiro nome]!', ['[primeiro nome]'], 5],
  ['drops every occurrence', '[mes][mes]x', ['[mes]'], 1],
  ['drops several placeholders', '[primeiro nome] [ultimo nome]', ['[primeiro nome]', '[ultimo nome]'], 1],
  ['counts placeholders not in the list', 'Olá [primeiro nome]', ['[ultimo nome]'], 19],
  ['ignores an empty placeholder', 'abc', [''], 3],
  ['still counts emojis around placeholders', '🎉 [data hoje]', ['[data hoje]'], 3],
];

function runTable() {
  it.each(CASES)('counts %s', (_description, text, expected) => {
    expect(countCharacters(text)).toBe(expected);
  });

  it.each(EXCLUDE_CASES)('%s', (_description, text, exclude, expected) => {
    expect(countCharacters(text, { exclude })).toBe(expected);
  });
}

describe('countCharacters', () => {
  describe('with Intl.Segmenter', () => {
    runTable();
  });

  describe('in a browser without Intl.Segmenter (regex fallback)', () => {
    const segmenter = Object.getOwnPropertyDescriptor(Intl, 'Segmenter')!;
    beforeAll(() => {
      Reflect.deleteProperty(Intl, 'Segmenter');
    });
    afterAll(() => {
      Object.defineProperty(Intl, 'Segmenter', segmenter);
    });

    it('really runs without it', () => {
      expect(typeof Intl.Segmenter).toBe('undefined');
    });

    runTable();
  });
});
