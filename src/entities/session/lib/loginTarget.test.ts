import { describe, expect, it } from '@jest/globals';
import { resolveLoginTarget } from './loginTarget';

const ORIGIN = 'https://app.example.com.br';

describe('resolveLoginTarget', () => {
  it('uses the app login page when the server names none', () => {
    expect(resolveLoginTarget(null, ORIGIN)).toEqual({ kind: 'internal', path: '/login' });
    expect(resolveLoginTarget('  ', ORIGIN)).toEqual({ kind: 'internal', path: '/login' });
  });

  it('keeps app paths as client-side navigations', () => {
    expect(resolveLoginTarget('/login', ORIGIN)).toEqual({ kind: 'internal', path: '/login' });
    expect(resolveLoginTarget(`${ORIGIN}/login?x=1`, ORIGIN)).toEqual({ kind: 'internal', path: '/login?x=1' });
  });

  it("sends a chain's own sign-on the address to return to", () => {
    expect(resolveLoginTarget('https://sso.rede.com.br/entrar', ORIGIN)).toEqual({
      kind: 'external',
      url: 'https://sso.rede.com.br/entrar?redirect_uri=https%3A%2F%2Fapp.example.com.br%2F',
    });
  });

  it('refuses script URLs', () => {
    expect(resolveLoginTarget('javascript:alert(1)', ORIGIN)).toEqual({ kind: 'internal', path: '/login' });
  });
});
