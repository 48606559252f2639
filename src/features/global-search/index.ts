/** Global page search (spec §2 Shell, §5, §9): pure model only; the UI lives elsewhere. */
export {
  normalizeSearchText,
  termMatcher,
  searchPages,
  shouldShowEmpty,
  shouldShowSuggestions,
  SUGGESTION_RECENTS_THRESHOLD,
  RECENT_SEARCHES_KEY,
  MAX_RECENT_SEARCHES,
  pushRecent,
  loadRecents,
  saveRecents,
} from './model';
export type { SearchablePage } from '@/shared/config/search';
export { GlobalSearch } from './ui/GlobalSearch';
export type { GlobalSearchProps } from './ui/GlobalSearch';
export { messages } from './i18n/pt-BR';
