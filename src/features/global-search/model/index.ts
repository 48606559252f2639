export { normalizeSearchText, termMatcher, searchPages, shouldShowEmpty, shouldShowSuggestions, SUGGESTION_RECENTS_THRESHOLD } from './searchPages';
export { RECENT_SEARCHES_KEY, MAX_RECENT_SEARCHES, pushRecent, loadRecents, saveRecents } from './recentSearches';
export { SUGGESTED_ROUTE_IDS, PROMOTIONS_ONLY_SUGGESTED_ROUTE_IDS, suggestionsFor } from './suggestions';
