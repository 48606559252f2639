import { describe, expect, it } from '@jest/globals';
import {
  cnpjCheckDigits,
  cpfCheckDigits,
  formatCnpj,
  formatCpf,
  formatDocument,
  isValidCnpj,
  isValidCpf,
  isValidDocument,
  maskCpf,
  maskDocument,
} from './document';

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

describe('cpfCheckDigits', () => {
  it.each([
    ['529982247', '25'],
    ['123456789', '09'],
    ['111444777', '35'],
  ])('gives %p the check digits %p', (base, digits) => {
    expect(cpfCheckDigits(base)).toBe(digits);
  });

  it('refuses a base that is not nine digits', () => {
    expect(() => cpfCheckDigits('12345678')).toThrow();
  });
});

describe('isValidCpf', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['123.456.789-09', true],
    ['529.982.247-24', false],
    ['123.456.789-90', false],
    // repeated digits pass the arithmetic but are never issued
    ['000.000.000-00', false],
    ['111.111.111-11', false],
    ['99999999999', false],
    ['5299822472', false],
    ['5299822472A', false],
    ['', false],
    [null, false],
  ])('%p is valid: %p', (input, expected) => {
    expect(isValidCpf(input)).toBe(expected);
  });
});

describe('cnpjCheckDigits', () => {
  it.each([
    ['112223330001', '81'],
    ['123456780001', '95'],
    ['12ABC34501DE', '35'],
  ])('gives %p the check digits %p', (base, digits) => {
    expect(cnpjCheckDigits(base)).toBe(digits);
  });

  it.each(['12abc34501de', '12ABC34501D', '12ABC34501DE3', '12ABC345-1DE'])('refuses the base %p', (base) => {
    expect(() => cnpjCheckDigits(base)).toThrow();
  });
});

describe('isValidCnpj', () => {
  it.each([
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['12.ABC.345/01DE-35', true],
    ['12abc34501de35', true],
    ['11.222.333/0001-82', false],
    ['12.ABC.345/01DE-53', false],
    ['12.ABC.345/01DE-AB', false],
    ['00.000.000/0000-00', false],
    ['1122233300018', false],
    [undefined, false],
  ])('%p is valid: %p', (input, expected) => {
    expect(isValidCnpj(input)).toBe(expected);
  });
});

describe('isValidDocument', () => {
  it('validates a CPF or a CNPJ by length', () => {
    expect(isValidDocument('529.982.247-25')).toBe(true);
    expect(isValidDocument('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidDocument('529.982.247-26')).toBe(false);
    expect(isValidDocument('123')).toBe(false);
  });
});

describe('when the user has no PII access', () => {
  it.each([
    ['12345678901', '***.456.789-**'],
    ['123.456.789-01', '***.456.789-**'],
    ['1234567890', '-'],
    [null, '-'],
  ])('masks the CPF %p as %p', (input, expected) => {
    expect(maskCpf(input)).toBe(expected);
  });

  it('masks a CPF but shows a company CNPJ in full', () => {
    expect(maskDocument('529.982.247-25')).toBe('***.982.247-**');
    expect(maskDocument('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(maskDocument('42')).toBe('-');
  });
});
