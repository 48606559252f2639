import { describe, expect, it } from '@jest/globals';
import { InputError } from '../errors';
import { clampFirst, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './paging';

describe('page size of every connection', () => {
  it('defaults, clamps above the maximum and reads 0 as one row', () => {
    expect(clampFirst(null)).toBe(DEFAULT_PAGE_SIZE);
    expect(clampFirst(undefined)).toBe(DEFAULT_PAGE_SIZE);
    expect(clampFirst(10_000)).toBe(MAX_PAGE_SIZE);
    expect(clampFirst(0)).toBe(1);
    expect(clampFirst(7)).toBe(7);
  });

  it('refuses a negative size with a pt-BR message naming the field', () => {
    for (const first of [-1, -50, -1e9]) {
      expect(() => clampFirst(first)).toThrow(InputError);
      expect(() => clampFirst(first)).toThrow('O tamanho da página (first) não pode ser negativo.');
    }
  });
});
