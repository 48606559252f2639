export { normalizeSearchText, termMatcher, searchPages, shouldShowEmpty, shouldShowSuggestions, SUGGESTION_RECENTS_THRESHOLD } from './searchPages';
export { RECENT_SEARCHES_KEY, MAX_RECENT_SEARCHES, pushRecent, loadRecents, saveRecents } from './recentSearches';
// suggestions.ts is not re-exported: it reads the search sentences, which come with the list's chunk (ui/searchEngine.ts).
