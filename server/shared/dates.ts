import moment from 'moment-timezone';
import { utcOf } from '../../src/shared/lib/date';

/** The spec's data time zone: days of sales, registrations and figures are days here. */
export const DATA_TIME_ZONE = 'America/Bahia';

const zone = moment.tz.zone(DATA_TIME_ZONE)!;

// Ingestion asks for an offset and a day name for every ticket; moment searches the zone's table
// each time. Offsets change only on whole hours (Brazil's transitions were all at local midnight),
// so they are memoised per UTC hour (and per wall-clock hour for times sent without an offset),
// and day names per day. Bounded: a two-year file touches ~17 500 hours.
const MEMO_LIMIT = 200_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const offsetByHour = new Map<number, number>();
const parseOffsetByHour = new Map<number, number>();
const dayNames = new Map<number, string>();

/**
 * Minutes west of UTC, memoised per hour: `utcOffset` of an instant, or `parse` of a wall-clock time
 * written as if it were UTC. (A method name, not a callback: no function is made per ticket.)
 */
function zoneOffset(method: 'utcOffset' | 'parse', ms: number): number {
  const memo = method === 'utcOffset' ? offsetByHour : parseOffsetByHour;
  const hour = Math.floor(ms / HOUR);
  let offset = memo.get(hour);
  if (offset === undefined) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    offset = zone[method](ms);
    memo.set(hour, offset);
  }
  return offset;
}

const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An instant and the day and hour it falls on in the data time zone. */
export interface LocalInstant {
  /** milliseconds since epoch (UTC) */
  epochMs: number;
  /** YYYY-MM-DD in America/Bahia */
  localDate: string;
  /** 0–23 in America/Bahia */
  localHour: number;
}

function validCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last;
}

/**
 * Parses an ISO 8601 time (contract: a time without an offset is local time in America/Bahia; a
 * bare date is that day's local midnight). Returns null when it is not a real time.
 * Hand-written instead of moment's parser: ingestion runs it for every ticket.
 */
export function parseInstant(text: unknown): LocalInstant | null {
  if (typeof text !== 'string') return null;
  const match = ISO_PATTERN.exec(text);
  if (!match) return null;
  const wall = utcOf(match.slice(1, 8));
  if (wall === null) return null;
  const offset = match[8];
  let epochMs: number;
  if (offset === undefined) {
    // zone.parse takes a wall-clock time and returns its offset in minutes west of UTC
    epochMs = wall + zoneOffset('parse', wall) * 60_000;
  } else if (offset === 'Z') {
    epochMs = wall;
  } else {
    const sign = offset[0] === '-' ? -1 : 1;
    const digits = offset.slice(1).replace(':', '');
    const offsetMinutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0');
    epochMs = wall - sign * offsetMinutes * 60_000;
  }
  return toLocal(epochMs);
}

/** The day and hour of an instant in the data time zone. */
export function toLocal(epochMs: number): LocalInstant {
  const local = epochMs - zoneOffset('utcOffset', epochMs) * 60_000;
  const day = Math.floor(local / DAY);
  let localDate = dayNames.get(day);
  if (localDate === undefined) {
    if (dayNames.size >= MEMO_LIMIT) dayNames.clear();
    localDate = new Date(day * DAY).toISOString().slice(0, 10);
    dayNames.set(day, localDate);
  }
  return { epochMs, localDate, localHour: Math.floor((local - day * DAY) / HOUR) };
}

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const match = DATE_PATTERN.exec(text);
  return Boolean(match && validCalendarDate(Number(match[1]), Number(match[2]), Number(match[3])));
}

/** Today's date in the data time zone. */
export function localToday(now = Date.now()): string {
  return toLocal(now).localDate;
}
