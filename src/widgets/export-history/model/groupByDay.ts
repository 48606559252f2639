import { DISPLAY_TIME_ZONE } from '@/shared/lib';

/** Day header of the export history: dd/MM in the display time zone (spec §2). */
export function dayKey(iso: string, timeZone: string = DISPLAY_TIME_ZONE): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone, day: '2-digit', month: '2-digit' }).format(new Date(iso));
}

/** HH:mm of a job's creation, in the display time zone. */
export function timeOf(iso: string, timeZone: string = DISPLAY_TIME_ZONE): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

export interface DayGroup<T> {
  day: string;
  items: T[];
}

/**
 * Groups jobs by the day they were created, keeping the list's order (newest first). Jobs of the same
 * day that are not next to each other still share one group (the first one's position).
 */
export function groupByDay<T extends { createdAt: string }>(items: readonly T[], timeZone: string = DISPLAY_TIME_ZONE): DayGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const day = dayKey(item.createdAt, timeZone);
    const group = groups.get(day);
    if (group) group.push(item);
    else groups.set(day, [item]);
  }
  return [...groups].map(([day, list]) => ({ day, items: list }));
}
