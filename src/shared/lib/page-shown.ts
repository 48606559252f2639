/**
 * "The first page has shown": the first page to commit with its query's answer marks it (usePageQuery), and work that no page
 * needs to show (the live feeds' subscription library) waits for it, so it does not compete with the
 * first paint (bench:bundle). Without a mark (a page that reads no page query) it resolves 2 s after
 * the document has loaded.
 */
let resolveShown: (() => void) | null = null;
const shown = new Promise<void>((resolve) => {
  resolveShown = resolve;
});

/** Called once a page has committed with its data (later calls do nothing). */
export function markPageShown(): void {
  resolveShown?.();
  resolveShown = null;
}

/** Resolves once the first page has shown and painted, when the browser has a moment (at most 2.5 s later). */
export function afterPageShown(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  const fallback = new Promise<void>((resolve) => {
    const later = () => setTimeout(resolve, 2000);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  });
  // the mark comes with the page's commit: half a second lets it paint (and its charts start) first
  return Promise.race([shown, fallback]).then(
    () =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
          else resolve();
        }, 500);
      }),
  );
}
