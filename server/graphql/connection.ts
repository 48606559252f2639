import type { Page } from '../shared/paging';

/** Maps a service page to a Relay connection. */
export function toConnection<T>(page: Page<T>) {
  return {
    edges: page.items,
    totalCount: page.totalCount,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: page.items[0]?.cursor ?? null,
      endCursor: page.items[page.items.length - 1]?.cursor ?? null,
    },
  };
}
