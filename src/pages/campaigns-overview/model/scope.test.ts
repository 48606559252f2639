import { describe, expect, it } from '@jest/globals';
import { overviewScope, writeList } from './scope';

const NOW = new Date('2026-11-24T15:00:00Z');

describe('the overview address', () => {
  it('defaults to the last 90 days up to today, every store, campaign and channel, grouped by month', () => {
    expect(overviewScope(new URLSearchParams(''), NOW)).toEqual({ start: '2026-08-27', end: '2026-11-24', units: [], campaigns: [], channels: [], products: [], groupBy: 'mes' });
  });

  it('reads the period, stores, campaigns, channels, products and grouping, dropping what is malformed', () => {
    const id = '6c1d0000-0000-4000-8000-000000000004';
    const search = new URLSearchParams(`de=2026-10-01&ate=2026-10-31&lojas=1,3&campanhas=${id},x&canais=sms,fax,email&produtos=CAFE-500,ARROZ-5&agrupar=canal`);
    expect(overviewScope(search, NOW)).toEqual({ start: '2026-10-01', end: '2026-10-31', units: ['1', '3'], campaigns: [id], channels: ['sms', 'email'], products: ['CAFE-500', 'ARROZ-5'], groupBy: 'canal' });
    expect(overviewScope(new URLSearchParams('de=2026-10-31&ate=2026-10-01&agrupar=ano'), NOW)).toMatchObject({ start: '2026-08-27', end: '2026-11-24', groupBy: 'mes' });
  });

  it('writes a list parameter, or removes it when empty', () => {
    expect(writeList(new URLSearchParams('de=2026-10-01'), 'canais', ['sms', 'push']).toString()).toBe('de=2026-10-01&canais=sms%2Cpush');
    expect(writeList(new URLSearchParams('canais=sms'), 'canais', []).toString()).toBe('');
  });
});
