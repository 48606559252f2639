/** Days as the server counts them: whole days in the data time zone, America/Bahia (YYYY-MM-DD). */

const DAY_MS = 86_400_000;

/** "Today" as the server evaluates segments, ages and windows: the day in America/Bahia. */
export const bahiaToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Bahia' });

/** The day `days` days after `day` (negative: before). */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
