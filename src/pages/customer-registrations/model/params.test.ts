import { describe, expect, it } from '@jest/globals';
import { readRegistrationScope, registrationArgs } from './params';

describe('the registrations list address', () => {
  it('reads filters and order, newest registrations first by default', () => {
    expect(readRegistrationScope(new URLSearchParams(''))).toMatchObject({ confirmed: null, order: 'cadastro', direction: 'desc' });
    const scope = readRegistrationScope(new URLSearchParams('busca=maria&confirmados=nao&origem=app&loja=7&de=2026-01-01&ate=2026-01-31&ordem=pontos.desc'));
    expect(registrationArgs(scope)).toEqual({
      filter: { search: 'maria', confirmed: false, origin: 'app', unit: '7', start: '2026-01-01', end: '2026-01-31' },
      sort: 'POINTS',
      direction: 'DESC',
    });
  });

  it('ignores an unreadable order or date', () => {
    expect(readRegistrationScope(new URLSearchParams('ordem=x.y&de=ontem'))).toMatchObject({ order: 'cadastro', direction: 'desc', start: null });
  });
});
