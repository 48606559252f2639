import { describe, expect, it } from '@jest/globals';
import { checkDigitOf, gtinProblem, isValidGtin } from '../../../src/shared/lib/gtin';
import { measureOf } from './measures';

describe('GTIN check digits', () => {
  it('accepts valid EAN-8, UPC-A (12), EAN-13 and GTIN-14 codes', () => {
    for (const code of ['96385074', '036000291452', '7891000100103', '7896004000855', '17891000100100']) expect(isValidGtin(code)).toBe(true);
  });

  it('refuses a code whose last digit is not its check digit, with the reason in pt-BR', () => {
    expect(isValidGtin('7891000100104')).toBe(false);
    expect(gtinProblem('7891000100104')).toBe('EAN "7891000100104" com dígito verificador inválido');
    expect(gtinProblem('7891000100103')).toBeNull();
    expect(gtinProblem('12345')).toBe('EAN "12345" deve ter 8, 12, 13 ou 14 dígitos');
    expect(gtinProblem('78910001001X3')).toBe('EAN "78910001001X3" deve ter só dígitos');
  });

  it('computes the GS1 check digit weighting from the right 3, 1, 3…', () => {
    expect(checkDigitOf('789100010010')).toBe(3);
    expect(checkDigitOf('9638507')).toBe(4);
  });
});

describe('measure units', () => {
  it('maps acronyms of any case and common spellings to the upper-case codes of spec §3', () => {
    expect(measureOf('KG')?.code).toBe('KG');
    expect(measureOf('g')?.code).toBe('GR');
    expect(measureOf('cm2')?.code).toBe('CM2');
    expect(measureOf('pacote')).toBeNull();
  });
});
