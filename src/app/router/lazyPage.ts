import type { PageModule } from '@/shared/lib/route-module';

/** How long a page's code may take to arrive before the load counts as failed (spec §9: 120000 ms). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Raised when a page's code did not arrive; the route error page offers a reload. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/**
 * Loads a page chunk (or a route module), failing with ChunkLoadError after the timeout or on a
 * network error.
 */
export function loadPageWithTimeout<T = PageModule>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`Page chunk did not load within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([load(), timeout])
    .catch((error: unknown) => {
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError(error instanceof Error ? error.message : String(error));
    })
    .finally(() => clearTimeout(timer));
}
