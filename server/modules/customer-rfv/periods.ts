/**
 * The windows an RFV analysis is computed on (contracts/metrics.md "RFV clusters": the analysed
 * period, by default the 12 months ending on the reference date). Dates are ISO days (YYYY-MM-DD) in
 * the data time zone; arithmetic runs on UTC midnights so no DST shift can move a day.
 */

/** How a recurrent analysis advances: by complete weeks (starting on `initialWeekDay`) or months. */
export type RecurrentModelType = 'WEEKLY' | 'MONTHLY';

/** One period an analysis is computed for: the window [start, end]; end is the reference date. */
export interface RfvWindow {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
/** The mean month length, for the fraction of a month left after the whole ones. */
const MEAN_MONTH_DAYS = 365.25 / 12;

const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return toDay(toMs(day) + days * DAY_MS);
}

/** `day` moved by whole months, clamped to the last day of a shorter month (31/03 − 1 month = 28/02). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return toDay(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, lastDay)));
}

/** Days from `from` to `to` (0 when equal). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toMs(to) - toMs(from)) / DAY_MS);
}

/** The default window: the 12 months ending on the reference date, that day included. */
export function twelveMonthsEndingOn(reference: string): RfvWindow {
  return { start: addDays(addMonths(reference, -12), 1), end: reference };
}

/**
 * Months in a window, for monthlyAverageRevenuePerClient: the whole months from the day before its
 * start to its end, plus the days left over as a fraction of a mean month. The 12 months ending on a
 * day are exactly 12; 01/01–31/03 is exactly 3.
 */
export function monthsIn(window: RfvWindow): number {
  const before = addDays(window.start, -1);
  let whole = 0;
  while (addMonths(before, whole + 1) <= window.end) whole += 1;
  return whole + daysBetween(addMonths(before, whole), window.end) / MEAN_MONTH_DAYS;
}

/**
 * The reference date of a recurrent analysis on `today`: the last day of the latest complete week
 * (weeks start on `initialWeekDay`, 0 = domingo) or month. Today's sales are never complete, so a
 * week starting today ends the one before it.
 */
export function recurrentReference(today: string, modelType: RecurrentModelType, initialWeekDay: number): string {
  if (modelType === 'MONTHLY') return addDays(`${today.slice(0, 8)}01`, -1);
  const weekday = new Date(toMs(today)).getUTCDay();
  const sinceStart = (weekday - initialWeekDay + 7) % 7;
  return addDays(today, -sinceStart - 1);
}

/** The reference date one step before `reference` (the previous week's or month's last day). */
export function previousReference(reference: string, modelType: RecurrentModelType): string {
  return modelType === 'MONTHLY' ? addDays(`${reference.slice(0, 8)}01`, -1) : addDays(reference, -7);
}

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

const brDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The pt-BR title of a period (shown in the period pickers). */
export function periodTitle(window: RfvWindow, kind: RecurrentModelType | 'reference' | 'analyzed'): string {
  switch (kind) {
    case 'MONTHLY':
      return `Até ${MONTHS[Number(window.end.slice(5, 7)) - 1]} de ${window.end.slice(0, 4)}`;
    case 'WEEKLY':
      return `Até a semana encerrada em ${brDate(window.end)}`;
    case 'reference':
      return `Período de referência (${brDate(window.start)} a ${brDate(window.end)})`;
    case 'analyzed':
      return `Período analisado (${brDate(window.start)} a ${brDate(window.end)})`;
  }
}
