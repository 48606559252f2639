import moment from 'moment-timezone/moment-timezone';

/**
 * Only the two zones the product uses (spec §9: data in America/Bahia, display and input in
 * America/Sao_Paulo), 1990–2100, packed from moment-timezone's own data: the full database would
 * add ~49 KB gzip to every page's first load.
 */
const ZONES: string[] = [
  'America/Bahia|-02 -03|20 30|010101010101010101010101010101|MWq0 1EN0 Lz0 1C10 IL0 1HB0 Db0 1HB0 On0 1zd0 On0 1zd0 Lz0 1zd0 Rb0 1wN0 Wn0 1tB0 Rb0 1tB0 WL0 1tB0 Rb0 1zd0 On0 1HB0 FX0 l5B0 Rb0|27e5',
  'America/Sao_Paulo|-02 -03|20 30|010101010101010101010101010101010101010101010101010101010101|MWq0 1EN0 Lz0 1C10 IL0 1HB0 Db0 1HB0 On0 1zd0 On0 1zd0 Lz0 1zd0 Rb0 1wN0 Wn0 1tB0 Rb0 1tB0 WL0 1tB0 Rb0 1zd0 On0 1HB0 FX0 1C10 Lz0 1Ip0 HX0 1zd0 On0 1HB0 IL0 1wp0 On0 1C10 Lz0 1C10 On0 1zd0 On0 1zd0 Rb0 1zd0 Lz0 1C10 Lz0 1C10 On0 1zd0 On0 1zd0 On0 1zd0 On0 1HB0 FX0|20e6',
];
if (!moment.tz.zone('America/Bahia')) moment.tz.add(ZONES);

/** Time zone in which dates are shown and typed (spec §9: display and input America/Sao_Paulo). */
export const DISPLAY_TIME_ZONE = 'America/Sao_Paulo';

/** Date-and-time display pattern of spec §9 (dd/MM/yyyy | HH:mm), in moment tokens. */
export const DATE_TIME_MINUTES_FORMAT = 'DD/MM/YYYY | HH:mm';

/**
 * Formats an instant for display in Brasília time, or returns null when the value is not a date,
 * so callers can fall back to a generic text instead of showing "Invalid date".
 */
export function formatDateTime(value: string | null | undefined, pattern: string = DATE_TIME_MINUTES_FORMAT): string | null {
  if (!value) return null;
  const parsed = moment.tz(value, moment.ISO_8601, true, DISPLAY_TIME_ZONE);
  return parsed.isValid() ? parsed.tz(DISPLAY_TIME_ZONE).format(pattern) : null;
}

/** Time zone of the server's zone-less 'yyyy-MM-dd HH:mm:ss' values (spec §9: time zone America/Bahia). */
export const SERVER_TIME_ZONE = 'America/Bahia';

/** Zone-less date-and-time the API sends (spec §9: 'yyyy-MM-dd HH:mm:ss'), in moment tokens. */
export const SERVER_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Date-and-time display pattern of spec §9 (dd/MM/yyyy | HH:mm:ss), in moment tokens. */
export const DATE_TIME_SECONDS_FORMAT = 'DD/MM/YYYY | HH:mm:ss';

/** A date the helpers accept: an ISO string, a server 'yyyy-MM-dd HH:mm:ss' string, a Date or epoch ms. */
export type DateInput = string | number | Date | null | undefined;

/**
 * Reads a date input as an instant, or null when missing or invalid. Strings with 'Z' or an offset
 * are absolute; zone-less strings ('yyyy-MM-dd HH:mm:ss' or ISO without offset) are wall-clock time
 * in `sourceZone`, never silently UTC; Dates and epoch milliseconds are absolute.
 */
function toMoment(value: DateInput, sourceZone: string): moment.Moment | null {
  if (value == null || value === '') return null;
  if (value instanceof Date || typeof value === 'number') {
    const instant = moment(value);
    return instant.isValid() ? instant : null;
  }
  const text = value.trim();
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/i.test(text);
  const parsed = hasOffset
    ? moment.tz(text, moment.ISO_8601, true, DISPLAY_TIME_ZONE)
    : moment.tz(text, [SERVER_DATE_TIME_FORMAT, 'YYYY-MM-DD HH:mm', moment.ISO_8601], true, sourceZone);
  return parsed.isValid() ? parsed : null;
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
  const instant = toMoment(value, sourceZone);
  return instant ? instant.tz(DISPLAY_TIME_ZONE).format(pattern) : null;
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
  const instant = toMoment(value, sourceZone);
  if (!instant) return null;
  const seconds = Math.floor((now.getTime() - instant.valueOf()) / 1000);
  if (seconds < SECONDS_PER.minute) return 'Agora';
  if (seconds < SECONDS_PER.hour) return ago(Math.floor(seconds / SECONDS_PER.minute), 'minuto', 'minutos');
  if (seconds < SECONDS_PER.day) return ago(Math.floor(seconds / SECONDS_PER.hour), 'hora', 'horas');
  const days = Math.floor(seconds / SECONDS_PER.day);
  if (days < DAYS_PER_MONTH) return ago(days, 'dia', 'dias');
  if (days < DAYS_PER_YEAR) return ago(Math.min(11, Math.floor(days / DAYS_PER_MONTH)), 'mês', 'meses');
  return ago(Math.floor(days / DAYS_PER_YEAR), 'ano', 'anos');
}
