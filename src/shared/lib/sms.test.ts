import { describe, expect, it } from '@jest/globals';
import { countSms, isGsmText, SMS_VARIABLE_SIZES } from './sms';

const plain = (n: number) => 'a'.repeat(n);
const accented = (n: number) => `ç${'a'.repeat(n - 1)}`;

describe('isGsmText', () => {
  it.each([
    ['Oferta imperdível? Não!', false],
    ['Promocao de arroz: R$ 9,90!', true],
    ['Café e pão', false],
    ['Você', false],
    ['Açúcar', false],
    ['Cafe, CAFÉ, café', true],
    ['ÇA', true],
    ['ça', false],
    ['{desconto} [10%] ~ € |', true],
    ['Feliz aniversário 🎉', false],
  ])('%p fits the GSM alphabet: %p', (text, expected) => {
    expect(isGsmText(text)).toBe(expected);
  });
});

describe('countSms in the basic alphabet', () => {
  it.each([
    [0, 0, 0, 160],
    [1, 1, 1, 160],
    [160, 160, 1, 160],
    [161, 161, 2, 153],
    [306, 306, 2, 153],
    [307, 307, 3, 153],
    [459, 459, 3, 153],
    [460, 460, 4, 153],
  ])('%p characters make %p characters, %p credits at %p each', (length, characters, credits, perCredit) => {
    expect(countSms(plain(length))).toEqual({ characters, credits, perCredit, special: false });
  });

  it('counts extension characters as two', () => {
    // € { } count 2 each: 2 + '5 ' (2) + 2 + 'ok' (2) + 2
    expect(countSms('€5 {ok}').characters).toBe(10);
    expect(countSms(`${plain(159)}€`)).toEqual({ characters: 161, credits: 2, perCredit: 153, special: false });
  });
});

describe('countSms with special characters', () => {
  it.each([
    [1, 1, 1, 70],
    [70, 70, 1, 70],
    [71, 71, 2, 67],
    [134, 134, 2, 67],
    [135, 135, 3, 67],
  ])('%p characters make %p characters, %p credits at %p each', (length, characters, credits, perCredit) => {
    expect(countSms(accented(length))).toEqual({ characters, credits, perCredit, special: true });
  });

  it('counts an emoji as two characters', () => {
    expect(countSms('Oi 🎉')).toEqual({ characters: 5, credits: 1, perCredit: 70, special: true });
  });
});

describe('countSms with variables', () => {
  it.each([
    ['[primeiro nome]', 10],
    ['[ultimo nome]', 20],
    ['[data hoje]', 10],
    ['[dia aniversario]', 8],
    ['[mes]', 9],
    ['[preco]', 7],
    ['[desconto]', 3],
    ['[leve]', 3],
    ['[pague]', 3],
    ['[inicio validade]', 8],
    ['[fim validade]', 8],
    ['[nome combo]', 10],
    ['[cashback absoluto]', 10],
    ['[cashback percentual]', 10],
    ['[pontos]', 10],
    ['[regra minimo]', 10],
    ['[regra maximo]', 10],
    ['[regra validade cashback]', 10],
    ['[cupom]', 20],
  ])('counts %p as %p characters', (placeholder, size) => {
    expect(countSms(placeholder).characters).toBe(size);
  });

  it('covers every variable of the table', () => {
    expect(Object.keys(SMS_VARIABLE_SIZES)).toHaveLength(20);
  });

  it('adds the reserved sizes to the literal text', () => {
    // 'Oi ' (3) + 10 + ', hoje é ' (9) + 10 + '!' (1); 'é' is in the GSM basic set
    expect(countSms('Oi [primeiro nome], hoje é [data hoje]!')).toEqual({
      characters: 33,
      credits: 1,
      perCredit: 160,
      special: false,
    });
  });

  it('decides the alphabet by the literal text only', () => {
    expect(countSms('Olá [primeiro nome]')).toEqual({ characters: 14, credits: 1, perCredit: 70, special: true });
  });

  it('splits a message when its variables push it over the limit', () => {
    expect(countSms(`${plain(151)}[primeiro nome]`)).toEqual({ characters: 161, credits: 2, perCredit: 153, special: false });
  });

  it('allows the opt-out link only in e-mails', () => {
    expect(countSms('Sair: [link de optout]', { channel: 'email' }).characters).toBe(206);
    expect(() => countSms('Sair: [link de optout]')).toThrow('Variável "link de optout" não existe no state');
  });

  it('rejects an unknown variable', () => {
    expect(() => countSms('Oi [apelido]')).toThrow(new Error('Variável "apelido" não existe no state'));
    expect(() => countSms('Oi [Primeiro Nome]')).toThrow('Variável "Primeiro Nome" não existe no state');
  });

  it('can leave variables out of the count', () => {
    expect(countSms('Oi [primeiro nome]', { excludeVariables: true }).characters).toBe(3);
    expect(() => countSms('Oi [apelido]', { excludeVariables: true })).toThrow();
  });
});

describe('countSms with mar.ia best products', () => {
  const names = ['Arroz Camil 5kg', 'Feijão Carioca Kicaldo 1kg', 'Óleo de Soja'];

  it.each([
    ['general', '[primeiro produto]', 58 + 26],
    ['percentage', '[segundo produto]', 54 + 26],
    ['takePay', '[terceiro produto]', 60 + 26],
  ] as const)('sizes a %s product text as %p = %p', (kind, placeholder, size) => {
    expect(countSms(placeholder, { bestProducts: { kind, names } }).characters).toBe(size);
  });

  it('sizes a combo text by the longest combo name', () => {
    const combos = ['Café da manhã', 'Churrasco completo']; // 18 characters
    expect(countSms('[primeiro combo]', { bestProducts: { kind: 'combo', names: combos } }).characters).toBe(34 + 18);
  });

  it('counts each best-product placeholder at the same size', () => {
    const bestProducts = { kind: 'general' as const, names: ['Leite'] };
    expect(countSms('[primeiro produto] [segundo produto]', { bestProducts }).characters).toBe(2 * (58 + 5) + 1);
  });

  it('rejects product placeholders without best products, and combos in a product message', () => {
    expect(() => countSms('[primeiro produto]')).toThrow('Variável "primeiro produto" não existe no state');
    expect(() => countSms('[primeiro combo]', { bestProducts: { kind: 'general', names } })).toThrow(
      'Variável "primeiro combo" não existe no state',
    );
  });
});
