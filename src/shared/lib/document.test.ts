import { describe, expect, it } from '@jest/globals';
import { formatCnpj, formatCpf, formatDocument } from './document';

describe('formatCpf', () => {
  it.each([
    ['12345678901', '123.456.789-01'],
    ['123.456.789-01', '123.456.789-01'],
    ['1234567890', '-'],
    ['1234567890A', '-'],
    ['', '-'],
    [null, '-'],
  ])('formats %p as %p', (input, expected) => {
    expect(formatCpf(input)).toBe(expected);
  });
});

describe('formatCnpj', () => {
  it.each([
    ['12345678000195', '12.345.678/0001-95'],
    ['12.345.678/0001-95', '12.345.678/0001-95'],
    // alphanumeric CNPJ: letters in the first twelve positions, digits as check digits
    ['12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['12.ABC.345/01DE-35', '12.ABC.345/01DE-35'],
    ['12ABC34501DEAB', '-'],
    ['1234567800019', '-'],
    [undefined, '-'],
  ])('formats %p as %p', (input, expected) => {
    expect(formatCnpj(input)).toBe(expected);
  });
});

describe('formatDocument', () => {
  it('chooses the format by length', () => {
    expect(formatDocument('12345678901')).toBe('123.456.789-01');
    expect(formatDocument('12345678000195')).toBe('12.345.678/0001-95');
    expect(formatDocument('123')).toBe('-');
  });
});
