import { describe, expect, it } from '@jest/globals';
import { mobileUserName, toQueryString, truncate } from './text';

describe('truncate', () => {
  it.each([
    ['Arroz tipo 1', 20, 'Arroz tipo 1'],
    ['Arroz tipo 1', 12, 'Arroz tipo 1'],
    ['Arroz tipo 1 Camil 5kg', 10, 'Arroz tipo...'],
    ['Arroz tipo 1 Camil 5kg', 6, 'Arroz...'],
    ['Promoção 🎉🎉', 10, 'Promoção 🎉...'],
    ['', 5, ''],
    [null, 5, ''],
  ])('cuts %p at %p characters as %p', (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });
});

describe('mobileUserName', () => {
  it.each([
    ['Maria da Conceição Silva', 'Maria da'],
    ['  Ana   Beatriz  Souza ', 'Ana Beatriz'],
    ['Gerente', 'Gerente'],
    ['', ''],
    [null, ''],
  ])('shortens %p to %p', (name, expected) => {
    expect(mobileUserName(name)).toBe(expected);
  });
});

describe('toQueryString', () => {
  it('drops empty, null, undefined and "all" values and repeats array keys', () => {
    expect(toQueryString({ a: 1, b: '', c: null, d: 'all', e: ['x', 'y'], f: undefined })).toBe('a=1&e=x&e=y');
  });

  it.each([
    [{}, ''],
    [{ status: 'all' }, ''],
    [{ q: '  ' }, ''],
    [{ page: 0 }, 'page=0'],
    [{ active: false }, 'active=false'],
    [{ ids: ['1', '', null, 'all', '2'] }, 'ids=1&ids=2'],
    [{ ids: [] }, ''],
    [{ q: 'pão de açúcar & cia' }, 'q=p%C3%A3o+de+a%C3%A7%C3%BAcar+%26+cia'],
    [{ status: 'All' }, 'status=All'],
  ])('encodes %p as %p', (params, expected) => {
    expect(toQueryString(params)).toBe(expected);
  });
});
