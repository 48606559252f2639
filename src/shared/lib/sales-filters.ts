/**
 * The analytics pages' filters, kept in the address so every screen deep-links (CONVENTIONS §3):
 * `de` and `ate` (YYYY-MM-DD, days in America/Bahia), `lojas` (units' id_erp, comma-separated),
 * `periodo` (granularity, default mensal), `fidelidade` and `pessoa`. A malformed value falls back to
 * the page's default, so an edited or old link never breaks a page.
 */

export type Granularity = 'DIARIO' | 'SEMANAL' | 'MENSAL' | 'ANUAL';
export type LoyaltyChoice = 'ALL' | 'LOYALTY' | 'NON_LOYALTY';
export type PersonChoice = 'F' | 'J' | null;

export interface SalesFilters {
  start: string;
  end: string;
  /** units' id_erp; empty = every store */
  units: string[];
  granularity: Granularity;
  loyalty: LoyaltyChoice;
  personType: PersonChoice;
}

/** What the server's SalesFilter input takes. */
export interface SalesFilterInput {
  start: string;
  end: string;
  units: string[] | null;
  loyalty: LoyaltyChoice;
  personType: PersonChoice;
}

/** Address parameter names (pt-BR, as users see them in links). */
export const FILTER_PARAMS = {
  start: 'de',
  end: 'ate',
  units: 'lojas',
  granularity: 'periodo',
  loyalty: 'fidelidade',
  personType: 'pessoa',
} as const;

const GRANULARITY_PARAM: Record<Granularity, string> = { DIARIO: 'diario', SEMANAL: 'semanal', MENSAL: 'mensal', ANUAL: 'anual' };
const LOYALTY_PARAM: Record<LoyaltyChoice, string> = { ALL: 'todos', LOYALTY: 'fidelidade', NON_LOYALTY: 'nao-fidelidade' };

/** The data time zone (spec §9): "today" and periods are days there. */
export const DATA_TIME_ZONE = 'America/Bahia';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written YYYY-MM-DD. */
export function isIsoDay(text: string | null | undefined): text is string {
  const match = DATE_PATTERN.exec(text ?? '');
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Today's day in the data time zone. */
export function dataToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DATA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** YYYY-MM-DD plus `days` (negative goes back). */
export function shiftDay(day: string, days: number): string {
  const value = new Date(`${day}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** The first day of the month `months` before the month of `day`. */
export function monthStart(day: string, monthsBack = 0): string {
  const value = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  value.setUTCMonth(value.getUTCMonth() - monthsBack);
  return value.toISOString().slice(0, 10);
}

/** A page's default period. Sales arrive up to yesterday, so periods end yesterday. */
export type DefaultPeriod =
  /** the last N days ending yesterday */
  | { lastDays: number }
  /** from the first day of the month N months back to yesterday */
  | { lastMonths: number };

export function defaultPeriod(period: DefaultPeriod, now: Date = new Date()): { start: string; end: string } {
  const end = shiftDay(dataToday(now), -1);
  if ('lastDays' in period) return { start: shiftDay(end, -(period.lastDays - 1)), end };
  return { start: monthStart(end, period.lastMonths - 1), end };
}

export interface FilterDefaults {
  period: DefaultPeriod;
  granularity?: Granularity;
}

function fromParam<T extends string>(map: Record<T, string>, value: string | null, fallback: T): T {
  const found = (Object.keys(map) as T[]).find((key) => map[key] === value);
  return found ?? fallback;
}

/** Reads the filters of an address, falling back to the page's defaults for anything missing or malformed. */
export function readSalesFilters(search: URLSearchParams, defaults: FilterDefaults, now: Date = new Date()): SalesFilters {
  const period = defaultPeriod(defaults.period, now);
  let start = search.get(FILTER_PARAMS.start);
  let end = search.get(FILTER_PARAMS.end);
  if (!isIsoDay(start) || !isIsoDay(end) || start > end) {
    start = period.start;
    end = period.end;
  }
  const units = (search.get(FILTER_PARAMS.units) ?? '')
    .split(',')
    .map((unit) => unit.trim())
    .filter((unit) => unit.length > 0 && unit.length <= 60);
  const person = search.get(FILTER_PARAMS.personType);
  return {
    start,
    end,
    units: [...new Set(units)],
    granularity: fromParam(GRANULARITY_PARAM, search.get(FILTER_PARAMS.granularity), defaults.granularity ?? 'MENSAL'),
    loyalty: fromParam(LOYALTY_PARAM, search.get(FILTER_PARAMS.loyalty), 'ALL'),
    personType: person === 'F' || person === 'J' ? person : null,
  };
}

/** Writes filters into address parameters (defaults and "every store" are left out, keeping links short). */
export function writeSalesFilters(search: URLSearchParams, patch: Partial<SalesFilters>): URLSearchParams {
  const next = new URLSearchParams(search);
  if (patch.start !== undefined) next.set(FILTER_PARAMS.start, patch.start);
  if (patch.end !== undefined) next.set(FILTER_PARAMS.end, patch.end);
  if (patch.units !== undefined) {
    if (patch.units.length) next.set(FILTER_PARAMS.units, patch.units.join(','));
    else next.delete(FILTER_PARAMS.units);
  }
  if (patch.granularity !== undefined) next.set(FILTER_PARAMS.granularity, GRANULARITY_PARAM[patch.granularity]);
  if (patch.loyalty !== undefined) {
    if (patch.loyalty === 'ALL') next.delete(FILTER_PARAMS.loyalty);
    else next.set(FILTER_PARAMS.loyalty, LOYALTY_PARAM[patch.loyalty]);
  }
  if (patch.personType !== undefined) {
    if (patch.personType) next.set(FILTER_PARAMS.personType, patch.personType);
    else next.delete(FILTER_PARAMS.personType);
  }
  return next;
}

/** The server's SalesFilter for these filters. */
export function toSalesFilterInput(filters: SalesFilters): SalesFilterInput {
  return {
    start: filters.start,
    end: filters.end,
    units: filters.units.length ? filters.units : null,
    loyalty: filters.loyalty,
    personType: filters.personType,
  };
}

/** dd/MM/yyyy of a YYYY-MM-DD day (no time zone arithmetic: it is already a local day). */
export function formatDay(day: string): string {
  return isIsoDay(day) ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '-';
}

/** What the page changed in the address's filters, to say so on the page (issue 14 §6). */
export interface FilterCorrections {
  /** the address's period could not be used: `invalid` (not a YYYY-MM-DD day) or `reversed` (start after end) */
  period: { reason: 'invalid' | 'reversed'; start: string; end: string } | null;
  /** stores of the address this account does not have (by id_erp) */
  unknownUnits: string[];
  /** the period ends after yesterday: sales arrive up to the day before, later days have none yet */
  endsAfterYesterday: boolean;
}

/** Compares the address with the filters read from it: what was replaced, what does not exist, what cannot have data yet. */
export function filterCorrections(search: URLSearchParams, filters: SalesFilters, knownUnits: readonly string[] | null, yesterday: string): FilterCorrections {
  const start = search.get(FILTER_PARAMS.start);
  const end = search.get(FILTER_PARAMS.end);
  let period: FilterCorrections['period'] = null;
  if (start !== null || end !== null) {
    if (!isIsoDay(start) || !isIsoDay(end)) period = { reason: 'invalid', start: start ?? '', end: end ?? '' };
    else if (start > end) period = { reason: 'reversed', start, end };
  }
  const known = knownUnits ? new Set(knownUnits) : null;
  return {
    period,
    unknownUnits: known ? filters.units.filter((unit) => !known.has(unit)) : [],
    endsAfterYesterday: filters.end > yesterday,
  };
}
