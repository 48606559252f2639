import { describe, expect, it } from '@jest/globals';
import { dataToday, defaultPeriod, filterCorrections, formatDay, readSalesFilters, toSalesFilterInput, writeSalesFilters } from './sales-filters';

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

describe('filterCorrections: what the page says it corrected (issue 14 §6)', () => {
  const NOW = new Date('2026-03-20T15:00:00Z');
  const read = (query: string) => {
    const search = new URLSearchParams(query);
    return { search, filters: readSalesFilters(search, { period: { lastMonths: 11 } }, NOW) };
  };

  it('names an invalid or a reversed period of the address (the page shows its default instead)', () => {
    const invalid = read('de=2026-13-01&ate=2026-02-30');
    expect(filterCorrections(invalid.search, invalid.filters, null, '2026-03-19').period).toEqual({ reason: 'invalid', start: '2026-13-01', end: '2026-02-30' });
    const reversed = read('de=2026-03-10&ate=2026-03-01');
    expect(filterCorrections(reversed.search, reversed.filters, null, '2026-03-19').period).toEqual({ reason: 'reversed', start: '2026-03-10', end: '2026-03-01' });
    const fine = read('de=2026-03-01&ate=2026-03-10');
    expect(filterCorrections(fine.search, fine.filters, null, '2026-03-19').period).toBeNull();
    const none = read('');
    expect(filterCorrections(none.search, none.filters, null, '2026-03-19').period).toBeNull();
  });

  it('lists stores the account does not have, once the stores are known', () => {
    const { search, filters } = read('lojas=2,99999');
    expect(filterCorrections(search, filters, ['1', '2', '3'], '2026-03-19').unknownUnits).toEqual(['99999']);
    expect(filterCorrections(search, filters, null, '2026-03-19').unknownUnits).toEqual([]);
  });

  it('tells a period that runs past yesterday (no sales there yet)', () => {
    const future = read('de=2026-03-01&ate=2026-04-30');
    expect(filterCorrections(future.search, future.filters, null, '2026-03-19').endsAfterYesterday).toBe(true);
    const past = read('de=2026-03-01&ate=2026-03-19');
    expect(filterCorrections(past.search, past.filters, null, '2026-03-19').endsAfterYesterday).toBe(false);
  });
});
