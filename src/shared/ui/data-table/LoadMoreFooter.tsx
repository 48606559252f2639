import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { MessagesScope } from '@/shared/i18n';
import { messages } from './i18n/pt-BR';
import { Button } from '../Button';
import { TableFooter } from '../PageLayout';

/** What a Relay pagination fragment gives the footer (`usePaginationFragment`'s answer). */
export interface LoadMorePaging {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
}

export interface LoadMoreFooterProps {
  /** rows on screen */
  shown: number;
  /** rows the list has on the server */
  total: number;
  /** rows asked for by each "Carregar mais" */
  pageSize: number;
  paging: LoadMorePaging;
  /**
   * Keeps how many rows are loaded in the address (`<address>_linhas=60`), so a link or a reload opens
   * the list as long as it was. Needs a router.
   */
  address?: string;
}

/** A list never restores more rows than this from an address: the server's largest page (server/shared/paging.ts MAX_PAGE_SIZE), so a hand-written `_linhas=10⁶` asks for one page of 200. */
export const MAX_ADDRESS_ROWS = 200;

/** The rows an address asks for, e.g. `ativos_linhas=60` → 60; null when it asks for none. */
export function readAddressRows(search: string, address: string): number | null {
  const value = Number(new URLSearchParams(search).get(`${address}_linhas`));
  return Number.isInteger(value) && value > 0 ? Math.min(value, MAX_ADDRESS_ROWS) : null;
}

/**
 * Writes the rows loaded into the current history entry without a navigation: a navigation would
 * run the route's loader (guard and page query) again for rows Relay already holds. The router keeps
 * its own state, so the next filter change (a real navigation) drops the parameter, and the list
 * starts again from its first page, as it should for new filters.
 */
function writeAddressRows(address: string, rows: number) {
  const url = new URL(window.location.href);
  url.searchParams.set(`${address}_linhas`, String(rows));
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The bar under a paged list: "Mostrando 20 de 1.234" and "Carregar mais", shown while the server
 * has more. With `address`, the loaded length lives in the address and is restored on open.
 */
function LoadMoreFooterView({ shown, total, pageSize, paging, address }: LoadMoreFooterProps) {
  const { hasNext, isLoadingNext, loadNext } = paging;
  const restored = useRef(false);

  useEffect(() => {
    if (restored.current || !address) return;
    restored.current = true;
    const wanted = readAddressRows(window.location.search, address);
    if (wanted && wanted > shown && hasNext && !isLoadingNext) loadNext(wanted - shown);
    // once, with the first page on screen
  }, []);

  if (!hasNext) return null;
  const loadMore = () => {
    // Relay refuses a second loadNext while one is on its way
    if (isLoadingNext) return;
    loadNext(pageSize);
    if (address) writeAddressRows(address, Math.min(shown + pageSize, total));
  };
  return (
    <TableFooter>
      <span>
        <FormattedMessage id="dataTable.showing" values={{ shown, total }} />
      </span>
      <Button variant="secondary" loading={isLoadingNext} onClick={loadMore}>
        <FormattedMessage id={isLoadingNext ? 'dataTable.loadingMore' : 'dataTable.loadMore'} />
      </Button>
    </TableFooter>
  );
}

/** The list footer with its texts in scope (they are not in the first load). */
export function LoadMoreFooter(props: LoadMoreFooterProps) {
  return (
    <MessagesScope messages={messages}>
      <LoadMoreFooterView {...props} />
    </MessagesScope>
  );
}
