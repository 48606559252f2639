/** Delay before the Novidades popover announces unread news after the shell loads (spec §9). */
export const NEWS_AUTO_OPEN_DELAY_MS = 800;

/** How long the announcement stays up when nobody touches it. */
export const NEWS_TEASER_DURATION_MS = 8000;

/** What the bell needs of a news item. */
export interface NewsItemState {
  id: string;
  read: boolean;
}

export const unreadIds = (items: readonly NewsItemState[]): string[] => items.filter((item) => !item.read).map((item) => item.id);

/** Local-storage key of the news already announced to a user (the automatic popover shows each once). */
export const announcedKey = (userId: string) => `mf-news-announced:${userId}`;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const defaultStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

function readAnnounced(userId: string, storage: Storage | null): Set<string> {
  try {
    const parsed = JSON.parse(storage?.getItem(announcedKey(userId)) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** The unread news not yet announced to this user: the automatic popover opens only when there is some. */
export function newsToAnnounce(userId: string, items: readonly NewsItemState[], storage: Storage | null = defaultStorage()): string[] {
  const announced = readAnnounced(userId, storage);
  return unreadIds(items).filter((id) => !announced.has(id));
}

/** Records news as announced, so the popover does not open for them again on the next visit. */
export function rememberAnnounced(userId: string, ids: readonly string[], storage: Storage | null = defaultStorage()): void {
  const announced = readAnnounced(userId, storage);
  ids.forEach((id) => announced.add(id));
  try {
    storage?.setItem(announcedKey(userId), JSON.stringify([...announced]));
  } catch {
    // storage blocked: the worst case is one more announcement
  }
}

/** 'yyyy-MM-dd' → 'dd/MM/yyyy' (a calendar date: no time zone is involved). */
export function formatNewsDate(date: string): string {
  const [year, month, day] = date.split('-');
  return year && month && day ? `${day}/${month}/${year}` : date;
}
