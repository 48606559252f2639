// The 1970–2030 data set: the full one is ~700 KB, and the 10-year one misplaces Brazil's summer
// time before 2019, which older sales dates still need.
import moment from 'moment-timezone/builds/moment-timezone-with-data-1970-2030';

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
