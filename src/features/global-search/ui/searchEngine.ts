import { searchablePagesFor } from '@/shared/config/search';
import { searchPages } from '../model/searchPages';
import { suggestionsFor } from '../model/suggestions';

/**
 * What the search box needs to list pages: the pages a subject may open with their sentences, the
 * suggestions and the matching. Loaded with the list on the box's first focus, so none of it (the
 * sentences above all) is in the first load.
 */
export const searchEngine = { searchablePagesFor, suggestionsFor, searchPages };
export type SearchEngine = typeof searchEngine;
