import type { SearchablePage } from '@/shared/config';

/** Lower-cased, accents and cedilla removed, spaces collapsed: what the search compares. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The matcher of a search term: accent- and case-insensitive "contains", where `%` stands for any
 * run of characters (so 'fat%dia' matches 'Faturamento diário'). Null for a blank term (or only `%`).
 */
export function termMatcher(term: string): ((text: string) => boolean) | null {
  const normalized = normalizeSearchText(term);
  if (normalized.replace(/%/g, '').trim() === '') return null;
  const pattern = new RegExp(normalized.split('%').map(escapeRegExp).join('.*'));
  return (text) => pattern.test(normalizeSearchText(text));
}

/**
 * The pages matching a term (spec §2 Shell, §5): by page name, description or section (menu group)
 * name. `pages` must already be the pages the user may open (searchablePagesFor). Pages whose name
 * matches come first; otherwise the input order is kept. A blank term finds nothing.
 */
export function searchPages<T extends Pick<SearchablePage, 'name' | 'description' | 'section'>>(term: string, pages: readonly T[]): T[] {
  const matches = termMatcher(term);
  if (!matches) return [];
  const byName: T[] = [];
  const byOther: T[] = [];
  for (const page of pages) {
    if (matches(page.name)) byName.push(page);
    else if (matches(page.description) || matches(page.section)) byOther.push(page);
  }
  return [...byName, ...byOther];
}

/** "Nenhuma página encontrada" shows only for a term longer than one character that found nothing (spec §5). */
export function shouldShowEmpty(term: string, results: readonly unknown[]): boolean {
  return term.trim().length > 1 && results.length === 0;
}

/** "Sugestões de busca" show only while the box is empty and there are fewer than 3 recent searches (spec §5, §9). */
export const SUGGESTION_RECENTS_THRESHOLD = 3;

export function shouldShowSuggestions(term: string, recents: readonly string[]): boolean {
  return term.trim() === '' && recents.length < SUGGESTION_RECENTS_THRESHOLD;
}
