import type { SearchablePage } from '@/shared/config';

/** One option of the search's list: a page, or a recent search typed again when chosen. */
export type Entry = { kind: 'page'; page: SearchablePage } | { kind: 'recent'; term: string };
/** A titled group of options: suggestions, recent searches, or the matching pages. */
export type Section = { key: 'suggestions' | 'recents' | 'pages'; title: string; entries: Entry[] };
