import moment from 'moment-timezone';
import { DATA_TIME_ZONE } from '../../shared/dates';

/**
 * The demo chain's trading calendar: how busy each day is (week, salary days, Christmas, São João,
 * Carnival in Salvador), how big the baskets are, which festive products sell, and the opening hours.
 */

const DAY_MS = 86_400_000;
const zone = moment.tz.zone(DATA_TIME_ZONE)!;

export interface TradingDay {
  /** YYYY-MM-DD (local) */
  date: string;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  /** months since the first day's month (prices follow inflation by month) */
  monthIndex: number;
  /** relative number of tickets (1 = an ordinary weekday); 0 = closed */
  weight: number;
  /** relative basket size */
  basket: number;
  /** share of lines taken from São João's / Christmas's festive products */
  saoJoao: number;
  natal: number;
  /** opening hours, [first hour, last hour] (tickets until hh:59 of the last hour) */
  hours: [number, number];
  /** minutes to add to a local wall time to get UTC (America/Bahia: 180) */
  utcOffsetMinutes: number;
}

/** YYYY-MM-DD → days since epoch (UTC calendar arithmetic, no time zone involved). */
export function epochDay(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);
}

export function dateOfEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Easter Sunday of a year (anonymous Gregorian algorithm), as an epoch day. */
export function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

// Saturday is the big shopping day, Sunday a short morning (stores close at 14:00).
const WEEKDAY_WEIGHT = [0.55, 0.92, 0.85, 0.95, 0.97, 1.18, 1.5];

/** Trading days from `start` to `end` (both YYYY-MM-DD, both included). */
export function tradingDays(start: string, end: string): TradingDay[] {
  const first = epochDay(start);
  const last = epochDay(end);
  const [startYear, startMonth] = start.split('-').map(Number);
  const easters = new Map<number, number>();
  const days: TradingDay[] = [];
  for (let day = first; day <= last; day += 1) {
    const date = dateOfEpochDay(day);
    const [year, month, dom] = date.split('-').map(Number);
    const weekday = new Date(day * DAY_MS).getUTCDay();
    if (!easters.has(year)) easters.set(year, easter(year));
    const fromEaster = day - easters.get(year)!;
    let weight = WEEKDAY_WEIGHT[weekday];
    let basket = 1;
    let saoJoao = 0;
    let natal = 0;
    let hours: [number, number] = weekday === 0 ? [8, 13] : weekday === 6 ? [7, 20] : [7, 21];
    // salary days: the first ten days of the month are busier, the last ten quieter
    if (dom <= 10) weight *= 1.16;
    else if (dom >= 21) weight *= 0.92;
    if (month === 12) {
      natal = dom < 18 ? 0.25 : dom <= 24 ? 1 : 0.35;
      if (dom >= 18 && dom <= 23) {
        weight *= 1.75 + (dom - 18) * 0.08;
        basket = 1.3;
      } else if (dom === 24) {
        weight *= 1.9;
        basket = 1.35;
        hours = [7, 17];
      } else if (dom === 25) {
        weight = 0; // closed on Christmas day
      } else if (dom >= 29) {
        weight *= 1.35;
        basket = 1.15;
        if (dom === 31) hours = [7, 17];
      }
    } else if (month === 1 && dom === 1) {
      weight = 0; // closed on New Year's day
    } else if (month === 6) {
      // São João is Bahia's biggest popular feast: milho, amendoim, licor, canjica…
      if (dom >= 20 && dom <= 23) {
        saoJoao = 1;
        weight *= 1.45 + (dom - 20) * 0.12;
        basket = 1.2;
      } else if (dom === 24) {
        saoJoao = 1;
        weight *= 1.1;
        hours = [8, 13];
      } else if (dom < 20) {
        saoJoao = 0.3;
      }
    }
    // Carnival in Salvador: the city is in the street from Thursday to Ash Wednesday; people stock up before
    if (fromEaster >= -52 && fromEaster <= -47) weight *= 0.55;
    else if (fromEaster === -46) weight *= 0.8;
    else if (fromEaster >= -55 && fromEaster <= -53) weight *= 1.15;
    // Good Friday
    if (fromEaster === -2) weight *= 0.5;
    // walk-in traffic grows ~4% a year (the loyalty base grows on its own as consumers register)
    weight *= 1 + (0.04 * (day - first)) / 365;
    days.push({
      date,
      weekday,
      monthIndex: (year - startYear) * 12 + (month - startMonth),
      weight,
      basket,
      saoJoao,
      natal,
      hours,
      utcOffsetMinutes: zone.utcOffset(Date.UTC(year, month - 1, dom, 12)),
    });
  }
  return days;
}

/** Relative ticket weight of each hour of the day (lunch-time and after-work peaks). */
export function hourWeight(hour: number): number {
  const weights: Record<number, number> = { 7: 3, 8: 6, 9: 9, 10: 11, 11: 10, 12: 7, 13: 6, 14: 6, 15: 7, 16: 9, 17: 11, 18: 11, 19: 8, 20: 4, 21: 2 };
  return weights[hour] ?? 1;
}
