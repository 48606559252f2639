import { describe, expect, it } from '@jest/globals';
import { nonGsmCharacters, toGsm7 } from './gsm';
import { countSms, isGsmText } from './sms';

describe('toGsm7: sending without accents', () => {
  it.each([
    ['ã', 'a'],
    ['ç', 'c'],
    ['Promoção', 'Promocao'],
    ['Açúcar União', 'Acucar Uniao'],
    ['Você já viu? Pão, feijão e café!', 'Voce ja viu? Pao, feijao e cafe!'],
    ['ÁÉÍÓÚ ÂÊÔ ÃÕ À Ç', 'AEIOU AEO AO A C'],
    ['“Oferta” — só hoje…', '"Oferta" - so hoje...'],
    ['1º lugar, 2ª feira', '1o lugar, 2a feira'],
  ])('%p becomes %p', (text, expected) => {
    expect(toGsm7(text)).toBe(expected);
    expect(isGsmText(toGsm7(text))).toBe(true);
  });

  it('keeps placeholders, plain text and line breaks as they are', () => {
    expect(toGsm7('Olá [primeiro nome],\nseu aniversário é dia [dia aniversario]!')).toBe('Ola [primeiro nome],\nseu aniversario e dia [dia aniversario]!');
    expect(toGsm7('Arroz 5kg R$ 19,90 {ok}')).toBe('Arroz 5kg R$ 19,90 {ok}');
  });

  it('joins a decomposed accent to its letter before removing it', () => {
    expect(toGsm7('Promoc\u0327a\u0303o')).toBe('Promocao');
  });

  it('keeps emojis, which have no GSM-7 form, and names them', () => {
    expect(toGsm7('Feliz aniversário 🎉')).toBe('Feliz aniversario 🎉');
    expect(nonGsmCharacters(toGsm7('Feliz aniversário 🎉'))).toEqual(['🎉']);
    expect(nonGsmCharacters('Promoção ção')).toEqual(['ç', 'ã']);
    expect(nonGsmCharacters('Promocao')).toEqual([]);
  });

  it('brings a Portuguese message from 70 back to 160 characters a credit (spec §5)', () => {
    // 100 characters with a cedilla: two parts of 67 in UCS-2; one SMS of 160 without accents
    const text = `Promoção ${'x'.repeat(91)}`;
    expect(countSms(text)).toEqual({ characters: 100, credits: 2, perCredit: 67, special: true });
    expect(countSms(toGsm7(text))).toEqual({ characters: 100, credits: 1, perCredit: 160, special: false });
  });

  it('counts the variables at their maximum sizes after the conversion too', () => {
    // [primeiro nome] 10 + [link de optout] is e-mail only; [data hoje] 10
    const text = 'Olá [primeiro nome]! Ofertas válidas até [data hoje] na sua loja. Aproveite as promoções de café, açúcar e feijão.';
    const withAccents = countSms(text);
    const without = countSms(toGsm7(text));
    expect(withAccents.special).toBe(true);
    expect(withAccents.characters).toBe(text.length - '[primeiro nome]'.length - '[data hoje]'.length + 20);
    expect(withAccents.credits).toBe(Math.ceil(withAccents.characters / 67));
    expect(without).toEqual({ characters: withAccents.characters, credits: 1, perCredit: 160, special: false });
  });
});
