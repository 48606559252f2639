import { describe, expect, it } from '@jest/globals';
import { formatDateTime, formatDisplayDateTime, formatRelativeTime } from './date';

describe('formatDateTime', () => {
  it('shows an UTC instant in Brasília time', () => {
    expect(formatDateTime('2026-11-22T17:30:00Z')).toBe('22/11/2026 | 14:30');
  });

  it('writes the other patterns the pages use, literal text in brackets', () => {
    expect(formatDateTime('2026-11-22T17:30:00Z', 'DD/MM/YYYY [às] HH:mm')).toBe('22/11/2026 às 14:30');
    expect(formatDateTime('2026-01-02T03:04:05Z', 'DD/MM/YYYY HH:mm:ss')).toBe('02/01/2026 00:04:05');
    expect(formatDateTime('2026-11-22T00:30:00-03:00', 'DD/MM/YYYY HH:mm')).toBe('22/11/2026 00:30');
  });

  it('keeps an explicit offset', () => {
    expect(formatDateTime('2026-11-22T08:05:00-03:00')).toBe('22/11/2026 | 08:05');
  });

  it('returns null for missing or invalid values', () => {
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime('')).toBeNull();
    expect(formatDateTime('amanhã cedo')).toBeNull();
  });
});

describe('formatDisplayDateTime', () => {
  it.each([
    // the API's zone-less format is server time, shown unchanged today (Bahia and São Paulo are both UTC−3)
    ['2026-11-22 14:30:05', '22/11/2026 | 14:30:05'],
    ['2026-11-22T14:30:05', '22/11/2026 | 14:30:05'],
    ['2026-11-22T17:30:05Z', '22/11/2026 | 14:30:05'],
    ['2026-11-22T17:30:05.123Z', '22/11/2026 | 14:30:05'],
    ['2026-11-22T14:30:05+00:00', '22/11/2026 | 11:30:05'],
    // São Paulo summer time (UTC−2) in January 2018, when Bahia stayed at UTC−3
    ['2018-01-10T12:00:00Z', '10/01/2018 | 10:00:00'],
    ['2018-01-10 09:00:00', '10/01/2018 | 10:00:00'],
    ['2026-02-30 10:00:00', null],
    ['22/11/2026', null],
    ['', null],
    [null, null],
  ])('shows %p as %p', (value, expected) => {
    expect(formatDisplayDateTime(value)).toBe(expected);
  });

  it('accepts a Date and epoch milliseconds', () => {
    expect(formatDisplayDateTime(new Date('2026-11-22T17:30:05Z'))).toBe('22/11/2026 | 14:30:05');
    expect(formatDisplayDateTime(Date.UTC(2026, 10, 22, 17, 30, 5))).toBe('22/11/2026 | 14:30:05');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  const MINUTE = 60;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it.each([
    [0, 'Agora'],
    [59, 'Agora'],
    [-3600, 'Agora'],
    [MINUTE, 'Há 1 minuto'],
    [2 * MINUTE - 1, 'Há 1 minuto'],
    [2 * MINUTE, 'Há 2 minutos'],
    [HOUR - 1, 'Há 59 minutos'],
    [HOUR, 'Há 1 hora'],
    [2 * HOUR, 'Há 2 horas'],
    [DAY - 1, 'Há 23 horas'],
    [DAY, 'Há 1 dia'],
    [2 * DAY, 'Há 2 dias'],
    [30 * DAY - 1, 'Há 29 dias'],
    [30 * DAY, 'Há 1 mês'],
    [60 * DAY, 'Há 2 meses'],
    [364 * DAY, 'Há 11 meses'],
    [365 * DAY, 'Há 1 ano'],
    [730 * DAY - 1, 'Há 1 ano'],
    [730 * DAY, 'Há 2 anos'],
  ])('describes %p seconds ago as %p', (seconds, expected) => {
    expect(formatRelativeTime(before(seconds), now)).toBe(expected);
  });

  it('reads server and ISO strings', () => {
    expect(formatRelativeTime('2026-11-22 08:55:00', now)).toBe('Há 5 minutos');
    expect(formatRelativeTime('2026-11-22T11:00:00Z', now)).toBe('Há 1 hora');
  });

  it('returns null for missing or invalid dates', () => {
    expect(formatRelativeTime(null, now)).toBeNull();
    expect(formatRelativeTime('ontem', now)).toBeNull();
  });
});
