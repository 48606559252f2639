import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/** Page size of the export history (spec §9). The drawer's query asks for `asyncJobs(limit: 5)` literally. */
export const HISTORY_PAGE_SIZE = 5;
const FIRST_PAGE_ARGS = { limit: HISTORY_PAGE_SIZE };

/**
 * The list the drawer renders lives in the Relay store under `asyncJobs(limit: 5)`; live events and
 * "Carregar mais" change that one record, so the store stays the only source of truth.
 */
function historyPage(store: RecordSourceSelectorProxy): RecordProxy | null {
  return store.getRoot().getLinkedRecord('asyncJobs', FIRST_PAGE_ARGS) ?? null;
}

/** A job from the subscription: new ones go on top; a known id is already updated in place by Relay. */
export function insertJob(store: RecordSourceSelectorProxy, job: RecordProxy): void {
  const page = historyPage(store);
  if (!page) return; // never opened: the drawer fetches the list when it opens
  const jobs = page.getLinkedRecords('asyncJobs') ?? [];
  if (jobs.some((record) => record?.getDataID() === job.getDataID())) return;
  page.setLinkedRecords([job, ...jobs], 'asyncJobs');
}

/** Appends the page fetched with `cursor` to the drawer's list and moves its cursor on. */
export function appendPage(store: RecordSourceSelectorProxy, cursor: string): void {
  const page = historyPage(store);
  const next = store.getRoot().getLinkedRecord('asyncJobs', { cursor, limit: HISTORY_PAGE_SIZE });
  if (!page || !next) return;
  const jobs = (page.getLinkedRecords('asyncJobs') ?? []).filter((record): record is RecordProxy => Boolean(record));
  const known = new Set(jobs.map((record) => record.getDataID()));
  const more = (next.getLinkedRecords('asyncJobs') ?? []).filter((record): record is RecordProxy => Boolean(record) && !known.has(record!.getDataID()));
  page.setLinkedRecords([...jobs, ...more], 'asyncJobs');
  page.setValue(next.getValue('cursor') ?? null, 'cursor');
}
