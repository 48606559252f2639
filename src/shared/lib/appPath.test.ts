import { describe, expect, it } from '@jest/globals';
import { isSafeAppPath } from './appPath';

describe('an address inside the app', () => {
  it.each(['/home', '/clube/dashboard?lojas=1,2', '/empresa/faturamento#grafico'])('accepts %s', (path) => {
    expect(isSafeAppPath(path)).toBe(true);
  });

  it.each(['//evil.example', '//evil.example/home', '/\\evil.example', 'https://evil.example', 'home', '', '/home\n//x', null, undefined])(
    'refuses %p',
    (path) => {
      expect(isSafeAppPath(path)).toBe(false);
    },
  );
});
