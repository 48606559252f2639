import { describe, expect, it } from '@jest/globals';
import {
  CURRENCY_PREFIX,
  formatAbbreviated,
  formatAbbreviatedCurrency,
  formatCredits,
  formatCurrency,
  formatFileSize,
  formatNumber,
  formatPercent,
  formatStoreCount,
  formatWeight,
  parseNumber,
} from './number';

/** Expected currency text, written with a normal space for readability. */
const brl = (text: string) => text.replace('R$ ', CURRENCY_PREFIX);

describe('formatNumber', () => {
  it.each([
    [1234.5, '1.234,5'],
    [1234567, '1.234.567'],
    [0.126, '0,13'],
    [-1234.5, '-1.234,5'],
    [null, '-'],
    [Number.NaN, '-'],
  ])('formats %p as %p', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe('formatCurrency', () => {
  it('puts R$ and a no-break space before the amount', () => {
    expect(formatCurrency(1234.56)).toBe('R$\u00a01.234,56');
  });

  it.each([
    [1234.56, 'R$ 1.234,56'],
    [0, 'R$ 0,00'],
    [5, 'R$ 5,00'],
    [1000000, 'R$ 1.000.000,00'],
    [-5, '-R$ 5,00'],
    [-0.001, 'R$ 0,00'],
  ])('formats %p as %p', (value, expected) => {
    expect(formatCurrency(value)).toBe(brl(expected));
  });

  it('shows a dash for a missing amount', () => {
    expect(formatCurrency(undefined)).toBe('-');
  });
});

describe('formatPercent', () => {
  it.each([
    [12.34, '12,3%'],
    [5, '5,0%'],
    [100, '100,0%'],
    [-2.25, '-2,3%'],
    [null, '-'],
  ])('formats %p as %p', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe('formatAbbreviated', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [12.34, '12,3'],
    [999.96, '1 k'],
    [1000, '1 k'],
    [1500, '1,5 k'],
    [1549, '1,5 k'],
    [12_345, '12,3 k'],
    [999_949, '999,9 k'],
    [999_950, '1 mi'],
    [2_300_000, '2,3 mi'],
    [4_560_000_000, '4,6 bi'],
    [7_000_000_000_000, '7 tri'],
    [1_500_000_000_000_000, '1.500 tri'],
    [-1500, '-1,5 k'],
    [null, '-'],
  ])('abbreviates %p as %p', (value, expected) => {
    expect(formatAbbreviated(value)).toBe(expected);
  });
});

describe('formatAbbreviatedCurrency', () => {
  it.each([
    [999.5, 'R$ 999,50'],
    [0.5, 'R$ 0,50'],
    [999.994, 'R$ 999,99'],
    [999.996, 'R$ 1 k'],
    [1500, 'R$ 1,5 k'],
    [2_300_000, 'R$ 2,3 mi'],
    [1_000_000_000, 'R$ 1 bi'],
    [-1500, '-R$ 1,5 k'],
  ])('abbreviates %p as %p', (value, expected) => {
    expect(formatAbbreviatedCurrency(value)).toBe(brl(expected));
  });
});

describe('parseNumber', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1234', 1234],
    ['1,5', 1.5],
    ['1.5', 1.5],
    // the last separator is the decimal one, even when it looks like thousands
    ['1.234', 1.234],
    ['1.234.567', 1234567],
    ['1.234.567,8', 1234567.8],
    ['-1.234,5', -1234.5],
    [' R$ 12,90 ', 12.9],
    [',5', 0.5],
    ['', null],
    ['   ', null],
    [null, null],
    ['abc', null],
    ['12a', null],
  ])('reads %p as %p', (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });
});

describe('formatWeight', () => {
  it.each([
    [0.009, '-'],
    [0, '-'],
    [null, '-'],
    [0.01, '10 g'],
    [0.5, '500 g'],
    [0.9996, '1 Kg'],
    [1, '1 Kg'],
    [1.5, '1,5 Kg'],
    [1.234, '1,23 Kg'],
    [1250, '1.250 Kg'],
  ])('formats %p kg as %p', (value, expected) => {
    expect(formatWeight(value)).toBe(expected);
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1000, '1,00 KB'],
    [1536, '1,54 KB'],
    [999_999, '1,00 MB'],
    [1_500_000, '1,50 MB'],
    [2_250_000_000, '2,25 GB'],
    [3e12, '3,00 TB'],
    [-1, '-'],
    [null, '-'],
  ])('formats %p bytes as %p', (value, expected) => {
    expect(formatFileSize(value)).toBe(expected);
  });
});

describe('counted nouns', () => {
  it.each([
    [0, '0 créditos'],
    [1, '1 crédito'],
    [2, '2 créditos'],
    [1500, '1.500 créditos'],
  ])('shows %p credits as %p', (count, expected) => {
    expect(formatCredits(count)).toBe(expected);
  });

  it.each([
    [0, undefined, 'Nenhuma loja'],
    [1, 'Bompreço Pituba', 'Bompreço Pituba'],
    [1, undefined, '1 loja'],
    [1, '  ', '1 loja'],
    [2, 'Bompreço Pituba', '2 lojas'],
    [1234, undefined, '1.234 lojas'],
  ])('shows %p stores (%p) as %p', (count, name, expected) => {
    expect(formatStoreCount(count, name)).toBe(expected);
  });
});
