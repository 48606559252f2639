/**
 * Dates on screen, with the browser's own time zone data (Intl) instead of moment-timezone: the
 * library was 22 KB gzip of the first load of every page (bench:bundle) for a handful of formats.
 * Patterns keep moment's tokens (DD, MM, YYYY, HH, mm, ss and [literal text]).
 */

/** Time zone in which dates are shown and typed (spec §9: display and input America/Sao_Paulo). */
export const DISPLAY_TIME_ZONE = 'America/Sao_Paulo';

/** Date-and-time display pattern of spec §9 (dd/MM/yyyy | HH:mm), in moment-style tokens. */
export const DATE_TIME_MINUTES_FORMAT = 'DD/MM/YYYY | HH:mm';

/**
 * Formats an instant for display in Brasília time, or returns null when the value is not a date,
 * so callers can fall back to a generic text instead of showing "Invalid date".
 */
export function formatDateTime(value: string | null | undefined, pattern: string = DATE_TIME_MINUTES_FORMAT): string | null {
  if (!value) return null;
  const instant = parseText(value.trim(), DISPLAY_TIME_ZONE, false);
  return instant === null ? null : formatInZone(instant, DISPLAY_TIME_ZONE, pattern);
}

/** Time zone of the server's zone-less 'yyyy-MM-dd HH:mm:ss' values (spec §9: time zone America/Bahia). */
export const SERVER_TIME_ZONE = 'America/Bahia';

/** Zone-less date-and-time the API sends (spec §9: 'yyyy-MM-dd HH:mm:ss'), in moment-style tokens. */
export const SERVER_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Date-and-time display pattern of spec §9 (dd/MM/yyyy | HH:mm:ss), in moment-style tokens. */
export const DATE_TIME_SECONDS_FORMAT = 'DD/MM/YYYY | HH:mm:ss';

/** A date the helpers accept: an ISO string, a server 'yyyy-MM-dd HH:mm:ss' string, a Date or epoch ms. */
export type DateInput = string | number | Date | null | undefined;

const ISO_WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})$/i;
/** ISO 8601 without an offset (a date alone, or a date and time with a T). */
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/;
/** The API's zone-less 'yyyy-MM-dd HH:mm:ss' (seconds optional). */
const SERVER_LOCAL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant in a zone: [year, month, day, hour, minute, second]. */
function wallClock(epochMs: number, zone: string): number[] {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(zone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(epochMs))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second];
}

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. */
function zoneOffset(epochMs: number, zone: string): number {
  const [year, month, day, hour, minute, second] = wallClock(epochMs, zone);
  return Date.UTC(year, month - 1, day, hour, minute, second) - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

/**
 * Milliseconds since epoch of [year, month, day, hour?, minute?, second?, fraction?] read as UTC, or
 * null when they are not a real date and time (also the server's ingestion parser, server/modules/ingestion/time.ts).
 */
export function utcOf(fields: (string | undefined)[]): number | null {
  const [y, mo, d, h = '0', mi = '0', s = '0', fraction = ''] = fields;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate() || hour > 23 || minute > 59 || second > 59) return null;
  return Date.UTC(year, month - 1, day, hour, minute, second, fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0);
}

/**
 * An instant from text: with 'Z' or an offset it is absolute; without, it is wall-clock time in
 * `zone` (ISO forms, and also the API's 'yyyy-MM-dd HH:mm[:ss]' when `serverForms`). Null when the
 * text is none of these or not a real date.
 */
function parseText(text: string, zone: string, serverForms: boolean): number | null {
  const absolute = ISO_WITH_OFFSET.exec(text);
  if (absolute) {
    const wall = utcOf(absolute.slice(1, 8));
    if (wall === null) return null;
    const offset = absolute[8].toUpperCase();
    if (offset === 'Z') return wall;
    const digits = offset.slice(1).replace(':', '');
    const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
    return wall - (offset[0] === '-' ? -1 : 1) * minutes * 60_000;
  }
  const local = ISO_LOCAL.exec(text) ?? (serverForms ? SERVER_LOCAL.exec(text) : null);
  if (!local) return null;
  const wall = utcOf(local.slice(1, 8));
  if (wall === null) return null;
  // the offset at the guessed instant, corrected once when the guess fell across a transition
  const guess = wall - zoneOffset(wall, zone);
  return wall - zoneOffset(guess, zone);
}

/** Formats an instant in a zone with moment-style tokens. */
function formatInZone(epochMs: number, zone: string, pattern: string): string {
  const [year, month, day, hour, minute, second] = wallClock(epochMs, zone);
  const two = (value: number) => String(value).padStart(2, '0');
  const tokens: Record<string, string> = { YYYY: String(year), MM: two(month), DD: two(day), HH: two(hour), mm: two(minute), ss: two(second) };
  return pattern.replace(/\[([^\]]*)\]|YYYY|MM|DD|HH|mm|ss/g, (token, literal: string | undefined) => literal ?? tokens[token]);
}

/**
 * Reads a date input as an instant (epoch ms), or null when missing or invalid. Strings with 'Z' or
 * an offset are absolute; zone-less strings ('yyyy-MM-dd HH:mm:ss' or ISO without offset) are
 * wall-clock time in `sourceZone`, never silently UTC; Dates and epoch milliseconds are absolute.
 */
function toInstant(value: DateInput, sourceZone: string): number | null {
  if (value == null || value === '') return null;
  if (value instanceof Date || typeof value === 'number') {
    const epochMs = value instanceof Date ? value.getTime() : value;
    return Number.isFinite(epochMs) ? epochMs : null;
  }
  return parseText(value.trim(), sourceZone, true);
}

/**
 * Formats a date for display as 'dd/MM/yyyy | HH:mm:ss' in Brasília time (spec §9). Zone-less
 * strings ('2026-11-22 14:30:00') are read in `sourceZone` (the server's America/Bahia, which has the
 * same offset as São Paulo since 2019); null when missing or invalid.
 */
export function formatDisplayDateTime(
  value: DateInput,
  pattern: string = DATE_TIME_SECONDS_FORMAT,
  sourceZone: string = SERVER_TIME_ZONE,
): string | null {
  const instant = toInstant(value, sourceZone);
  return instant === null ? null : formatInZone(instant, DISPLAY_TIME_ZONE, pattern);
}

/** Seconds in a minute, an hour and a day, the relative-time thresholds. */
const SECONDS_PER = { minute: 60, hour: 3600, day: 86400 } as const;
/** Days in a "month" and a "year" of relative time: fixed lengths, so thresholds do not move with the calendar. */
const DAYS_PER_MONTH = 30;
const DAYS_PER_YEAR = 365;

function ago(count: number, singular: string, plural: string): string {
  return `Há ${count} ${count === 1 ? singular : plural}`;
}

/**
 * How long ago something happened (spec §9): under 1 minute 'Agora' (also for future instants);
 * then 'Há N minutos' below 60 minutes, 'Há N horas' below 24 hours, 'Há N dias' below 30 days,
 * 'Há N meses' below 365 days (30-day months, at most 11), then 'Há N anos' (365-day years);
 * singular for one ('Há 1 minuto', 'Há 1 mês'). Counts are whole units, rounded down. Null when the
 * date is missing or invalid.
 */
export function formatRelativeTime(value: DateInput, now: Date = new Date(), sourceZone: string = SERVER_TIME_ZONE): string | null {
  const instant = toInstant(value, sourceZone);
  if (instant === null) return null;
  const seconds = Math.floor((now.getTime() - instant) / 1000);
  if (seconds < SECONDS_PER.minute) return 'Agora';
  if (seconds < SECONDS_PER.hour) return ago(Math.floor(seconds / SECONDS_PER.minute), 'minuto', 'minutos');
  if (seconds < SECONDS_PER.day) return ago(Math.floor(seconds / SECONDS_PER.hour), 'hora', 'horas');
  const days = Math.floor(seconds / SECONDS_PER.day);
  if (days < DAYS_PER_MONTH) return ago(days, 'dia', 'dias');
  if (days < DAYS_PER_YEAR) return ago(Math.min(11, Math.floor(days / DAYS_PER_MONTH)), 'mês', 'meses');
  return ago(Math.floor(days / DAYS_PER_YEAR), 'ano', 'anos');
}
