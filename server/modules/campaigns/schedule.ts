import type { CampaignRow, StoredScheduleSetting } from './store';

/** Time zone of the campaigns' dates and hours (spec §9: display and input America/Sao_Paulo). */
export const CAMPAIGN_TIME_ZONE = 'America/Sao_Paulo';

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: CAMPAIGN_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
});

/** The wall clock in São Paulo at an instant. */
export function saoPauloClock(epochMs: number): { date: string; time: string; weekDay: number } {
  const parts = Object.fromEntries(PARTS.formatToParts(new Date(epochMs)).map((part) => [part.type, part.value]));
  const weekDay = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, weekDay };
}

/** The instant of a São Paulo wall-clock date and "HH:mm" (the zone's offset at that moment). */
export function saoPauloInstant(date: string, time: string): number {
  const guess = Date.parse(`${date}T${time}:00Z`);
  // the offset at the guess, then once more at the corrected instant (a DST change between them)
  let instant = guess;
  for (let i = 0; i < 2; i++) {
    const clock = saoPauloClock(instant);
    const seen = Date.parse(`${clock.date}T${clock.time}:00Z`);
    instant += guess - seen;
  }
  return instant;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekDayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** One sending occasion of a schedule setting: its idempotency part and the window messages may go out in. */
export interface Slot {
  key: string;
  setting: StoredScheduleSetting;
  date: string;
  windowStart: number;
  windowEnd: number;
}

/** Most days a campaign's week-day settings are expanded over (a year). */
const MAX_SLOT_DAYS = 366;

/**
 * The slots of a campaign: a setting with a send date sends that day; one with week days sends each
 * matching day from the initial to the final date; one with neither sends on the initial date. The
 * window runs from initial_hour to final_hour in São Paulo; a final hour before (or at) the initial
 * one ends the next day (quiet hours across midnight).
 */
export function campaignSlots(campaign: Pick<CampaignRow, 'schedule_settings' | 'initial_date' | 'final_date'>): Slot[] {
  const slots: Slot[] = [];
  for (const setting of campaign.schedule_settings) {
    if (!setting.active) continue;
    const dates: string[] = [];
    if (setting.send_date) dates.push(setting.send_date);
    else if (setting.week_day.length && campaign.initial_date) {
      const last = campaign.final_date ?? campaign.initial_date;
      for (let day = campaign.initial_date, i = 0; day <= last && i < MAX_SLOT_DAYS; day = addDays(day, 1), i++) {
        if (setting.week_day.includes(weekDayOf(day))) dates.push(day);
      }
    } else if (campaign.initial_date) dates.push(campaign.initial_date);
    for (const date of dates) {
      const windowStart = saoPauloInstant(date, setting.initial_hour);
      const crosses = setting.final_hour <= setting.initial_hour;
      const windowEnd = saoPauloInstant(crosses ? addDays(date, 1) : date, setting.final_hour);
      slots.push({ key: `${setting.id}:${date}`, setting, date, windowStart, windowEnd });
    }
  }
  return slots.sort((a, b) => a.windowStart - b.windowStart || a.key.localeCompare(b.key));
}

/** Whether an instant falls inside a slot's sending window. */
export function inWindow(slot: Pick<Slot, 'windowStart' | 'windowEnd'>, now: number): boolean {
  return now >= slot.windowStart && now < slot.windowEnd;
}

/** Start of the calendar week (Sunday 00:00, as Brazilian calendars print it) in São Paulo containing an instant. */
export function weekStart(epochMs: number): number {
  const clock = saoPauloClock(epochMs);
  return saoPauloInstant(addDays(clock.date, -clock.weekDay), '00:00');
}
