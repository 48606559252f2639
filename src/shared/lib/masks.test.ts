import { describe, expect, it } from '@jest/globals';
import { maskEmail } from './masks';

describe('maskEmail', () => {
  it.each([
    ['maria@dominio.com.br', 'ma***@dominio.com.br'],
    ['jo@mercado.com', 'jo***@mercado.com'],
    ['a@mercado.com', 'a***@mercado.com'],
    ['@mercado.com', '***'],
    ['sem-arroba', '***'],
    ['', '***'],
  ])('masks %p as %p', (input, expected) => {
    expect(maskEmail(input)).toBe(expected);
  });
});
