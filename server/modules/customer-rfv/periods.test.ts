import { describe, expect, it } from '@jest/globals';
import { addMonths, monthsIn, previousReference, recurrentReference, twelveMonthsEndingOn } from './periods';

describe('RFV analysis periods', () => {
  it('takes the 12 months ending on the reference date, that day included', () => {
    expect(twelveMonthsEndingOn('2026-03-31')).toEqual({ start: '2025-04-01', end: '2026-03-31' });
    expect(twelveMonthsEndingOn('2024-02-29')).toEqual({ start: '2023-03-01', end: '2024-02-29' });
  });

  it('clamps a month step to the last day of a shorter month', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2025-12-31', 2)).toBe('2026-02-28');
  });

  it('counts whole months in a window, and the leftover days as a fraction of a mean month', () => {
    expect(monthsIn(twelveMonthsEndingOn('2026-11-22'))).toBe(12);
    expect(monthsIn({ start: '2026-01-01', end: '2026-03-31' })).toBe(3);
    expect(monthsIn({ start: '2026-01-01', end: '2026-01-16' })).toBeCloseTo(16 / (365.25 / 12), 9);
  });

  it('ends a weekly analysis on the last day of the latest complete week', () => {
    // 2026-11-23 is a Monday: a week starting on Monday (1) ends the day before; one starting on Sunday (0) ended the Saturday
    expect(recurrentReference('2026-11-23', 'WEEKLY', 1)).toBe('2026-11-22');
    expect(recurrentReference('2026-11-23', 'WEEKLY', 0)).toBe('2026-11-21');
    expect(recurrentReference('2026-11-25', 'WEEKLY', 1)).toBe('2026-11-22');
    expect(previousReference('2026-11-22', 'WEEKLY')).toBe('2026-11-15');
  });

  it('ends a monthly analysis on the last day of the previous month', () => {
    expect(recurrentReference('2026-11-23', 'MONTHLY', 0)).toBe('2026-10-31');
    expect(recurrentReference('2026-03-01', 'MONTHLY', 0)).toBe('2026-02-28');
    expect(previousReference('2026-10-31', 'MONTHLY')).toBe('2026-09-30');
  });
});
