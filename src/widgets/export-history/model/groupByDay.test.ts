import { describe, expect, it } from '@jest/globals';
import { dayKey, groupByDay, timeOf } from './groupByDay';

describe('export history grouping', () => {
  it('groups by the São Paulo day, dd/MM, keeping newest first', () => {
    const jobs = [
      { id: 'a', createdAt: '2026-11-22T12:00:00.000Z' },
      { id: 'b', createdAt: '2026-11-22T02:59:00.000Z' }, // 21/11 23:59 in São Paulo
      { id: 'c', createdAt: '2026-11-21T10:00:00.000Z' },
      { id: 'd', createdAt: '2026-10-05T10:00:00.000Z' },
    ];
    expect(groupByDay(jobs).map((g) => [g.day, g.items.map((j) => j.id)])).toEqual([
      ['22/11', ['a']],
      ['21/11', ['b', 'c']],
      ['05/10', ['d']],
    ]);
  });

  it('formats day and time in the display zone', () => {
    expect(dayKey('2026-01-01T01:00:00.000Z')).toBe('31/12');
    expect(timeOf('2026-11-22T15:07:00.000Z')).toBe('12:07');
  });

  it('has no groups for no jobs', () => {
    expect(groupByDay([])).toEqual([]);
  });
});
