import { describe, expect, it } from '@jest/globals';
import { dataToday, defaultPeriod, formatDay, readSalesFilters, toSalesFilterInput, writeSalesFilters } from './sales-filters';

// 2026-03-10 01:30 UTC is still 09/03 in Bahia (UTC-3)
const NOW = new Date('2026-03-10T01:30:00Z');

describe('sales filters in the address', () => {
  it('takes today in Bahia, not in UTC', () => {
    expect(dataToday(NOW)).toBe('2026-03-09');
  });

  it('defaults to periods that end yesterday', () => {
    expect(defaultPeriod({ lastDays: 30 }, NOW)).toEqual({ start: '2026-02-07', end: '2026-03-08' });
    expect(defaultPeriod({ lastMonths: 12 }, NOW)).toEqual({ start: '2025-04-01', end: '2026-03-08' });
  });

  it('reads every filter of a link', () => {
    const filters = readSalesFilters(new URLSearchParams('de=2026-01-01&ate=2026-01-31&lojas=1,3,3&periodo=diario&fidelidade=nao-fidelidade&pessoa=J'), { period: { lastDays: 30 } }, NOW);
    expect(filters).toEqual({ start: '2026-01-01', end: '2026-01-31', units: ['1', '3'], granularity: 'DIARIO', loyalty: 'NON_LOYALTY', personType: 'J' });
    expect(toSalesFilterInput(filters)).toEqual({ start: '2026-01-01', end: '2026-01-31', units: ['1', '3'], loyalty: 'NON_LOYALTY', personType: 'J' });
  });

  it('falls back to the defaults for malformed values', () => {
    const filters = readSalesFilters(new URLSearchParams('de=2026-02-30&ate=2026-03-01&periodo=horario&fidelidade=x&pessoa=Z'), { period: { lastDays: 7 }, granularity: 'SEMANAL' }, NOW);
    expect(filters).toEqual({ start: '2026-03-02', end: '2026-03-08', units: [], granularity: 'SEMANAL', loyalty: 'ALL', personType: null });
  });

  it('refuses a period whose start is after its end', () => {
    expect(readSalesFilters(new URLSearchParams('de=2026-03-05&ate=2026-03-01'), { period: { lastDays: 1 } }, NOW).start).toBe('2026-03-08');
  });

  it('writes only what differs from "everything", keeping other parameters', () => {
    const written = writeSalesFilters(new URLSearchParams('aba=lojas&lojas=1'), { units: [], loyalty: 'LOYALTY', personType: null, granularity: 'MENSAL' });
    expect(written.toString()).toBe('aba=lojas&periodo=mensal&fidelidade=fidelidade');
  });

  it('shows a day as dd/MM/yyyy', () => {
    expect(formatDay('2026-03-09')).toBe('09/03/2026');
    expect(formatDay('09/03/2026')).toBe('-');
  });
});
