/**
 * How the buckets of a revenue series are named for people (pt-BR), on the pages and in their
 * exports (the server imports this file, so a file and the screen name a period the same way).
 */

export type PeriodGranularity = 'DIARIO' | 'SEMANAL' | 'MENSAL' | 'ANUAL';

/** ISO weekdays 1 (Monday) … 7 (Sunday). */
export const WEEKDAY_SHORT = ['seg', 'ter', 'qua', 'qui', 'sex', 'sáb', 'dom'] as const;
export const WEEKDAY_LONG = ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado', 'Domingo'] as const;
const MONTH_SHORT = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'] as const;
export const MONTH_LONG = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'] as const;

/** ISO weekday (1 = Monday) of a YYYY-MM-DD day. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const fullDay = (day: string) => `${dayMonth(day)}/${day.slice(0, 4)}`;

/** "seg, 02/03" */
export function weekdayDayLabel(day: string): string {
  return `${WEEKDAY_SHORT[isoWeekday(day) - 1]}, ${dayMonth(day)}`;
}

/** "mar/2026" */
export function monthLabel(day: string): string {
  return `${MONTH_SHORT[Number(day.slice(5, 7)) - 1]}/${day.slice(0, 4)}`;
}

/** The name of a bucket that starts on `period` (YYYY-MM-DD). */
export function periodLabel(period: string, granularity: PeriodGranularity, withYear = false): string {
  switch (granularity) {
    case 'DIARIO':
      return withYear ? `${weekdayDayLabel(period)}/${period.slice(0, 4)}` : weekdayDayLabel(period);
    case 'SEMANAL':
      return `Semana de ${fullDay(period)}`;
    case 'MENSAL':
      return monthLabel(period);
    case 'ANUAL':
      return period.slice(0, 4);
  }
}

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The days of a month written YYYY-MM, or null when it is not one (e.g. "2026-13", "marco"). */
export function monthRange(month: string | undefined): { start: string; end: string } | null {
  const match = MONTH_PATTERN.exec(month ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  if (year < 2000 || year > 2999) return null;
  const last = new Date(Date.UTC(year, Number(match[2]), 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}

/** "março de 2026" for YYYY-MM */
export function monthTitle(month: string): string {
  return `${MONTH_LONG[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;
}

const addDaysTo = (day: string, days: number) => {
  const value = new Date(`${day}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};

/** The first day of the bucket that holds `day` (weeks start on Sunday, as the server's). */
export function bucketStart(day: string, granularity: PeriodGranularity): string {
  switch (granularity) {
    case 'DIARIO':
      return day;
    case 'SEMANAL':
      return addDaysTo(day, -(isoWeekday(day) % 7));
    case 'MENSAL':
      return `${day.slice(0, 7)}-01`;
    case 'ANUAL':
      return `${day.slice(0, 4)}-01-01`;
  }
}

function nextBucket(period: string, granularity: PeriodGranularity): string {
  switch (granularity) {
    case 'DIARIO':
      return addDaysTo(period, 1);
    case 'SEMANAL':
      return addDaysTo(period, 7);
    case 'MENSAL': {
      const value = new Date(`${period}T00:00:00Z`);
      value.setUTCMonth(value.getUTCMonth() + 1);
      return value.toISOString().slice(0, 10);
    }
    case 'ANUAL':
      return `${Number(period.slice(0, 4)) + 1}-01-01`;
  }
}

/** Every bucket of [start, end], so a month or a day without sales still shows (as zero). */
export function bucketsOf(start: string, end: string, granularity: PeriodGranularity): string[] {
  const buckets: string[] = [];
  // bounded: the server refuses periods over three years (≈ 1100 days)
  for (let period = bucketStart(start, granularity); period <= end && buckets.length < 1200; period = nextBucket(period, granularity)) {
    buckets.push(period);
  }
  return buckets;
}

/** The bucket one year before `period` (the comparison series is keyed by it). */
export function yearBefore(period: string): string {
  const [year, month, day] = period.split('-').map(Number);
  const last = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  return `${year - 1}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
}
