import { describe, expect, it } from '@jest/globals';
import { TOKEN_NAME_MAX, tokenNameError } from './tokenName';

describe('tokenNameError', () => {
  it('refuses a blank name', () => {
    expect(tokenNameError('')).toBe('required');
    expect(tokenNameError('   ')).toBe('required');
  });

  it('accepts a name of exactly the maximum once trimmed', () => {
    expect(tokenNameError(`  ${'a'.repeat(TOKEN_NAME_MAX)}  `)).toBeNull();
  });

  it('refuses a name longer than the maximum', () => {
    expect(tokenNameError('a'.repeat(TOKEN_NAME_MAX + 1))).toBe('tooLong');
  });
});
