import { describe, expect, it } from '@jest/globals';
import { readStatuses, readView, writeStatuses, writeView } from './statuses';

describe('the map filters in the address', () => {
  it('reads and writes the status filter in pt-BR words, leaving it out for all or none', () => {
    expect(readStatuses(new URLSearchParams('situacao=ativos,perdidos,xyz'))).toEqual(['actives', 'losses']);
    expect(readStatuses(new URLSearchParams(''))).toEqual([]);
    expect(writeStatuses(new URLSearchParams('de=2026-03-01'), ['losses', 'actives']).toString()).toBe('de=2026-03-01&situacao=ativos%2Cperdidos');
    expect(writeStatuses(new URLSearchParams('situacao=ativos'), []).has('situacao')).toBe(false);
    expect(writeStatuses(new URLSearchParams(''), ['actives', 'recentInactives', 'atRisk', 'losses', 'neverBought']).has('situacao')).toBe(false);
  });

  it('keeps the heat view in the address', () => {
    expect(readView(new URLSearchParams('visao=calor'))).toBe('heat');
    expect(readView(new URLSearchParams('visao=x'))).toBe('points');
    expect(writeView(new URLSearchParams('visao=calor'), 'points').toString()).toBe('');
  });
});
