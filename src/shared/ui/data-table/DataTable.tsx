import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MessagesScope } from '@/shared/i18n';
import { messages } from './i18n/pt-BR';
import { useSearchParams } from 'react-router-dom';
import {
  createSortedRowModel,
  rowSortingFeature,
  sortFn_basic,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { formatNumber } from '@/shared/lib/number';
import { foldForSearch } from '@/shared/lib/text';
import { Button } from '../Button';
import { Card } from '../Card';
import { TableEmptyState, TableFooter } from '../PageLayout';
import { Table, TableScroll } from '../Table';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';

/** A column of a data table: what it shows, and the raw value it sorts by. */
export interface DataTableColumn<T> {
  id: string;
  header: string;
  /** the raw value (numbers sort as numbers; null last) */
  value: (row: T) => number | string | null;
  /** what the cell shows (formatted pt-BR) */
  cell: (row: T) => ReactNode;
  /** numbers align right */
  numeric?: boolean;
}

export interface DataTableProps<T extends RowData> {
  /** the table's accessible name */
  caption: string;
  title?: ReactNode;
  /** the first column is the row's header cell (th) */
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty: { title: string; hint: string };
  /** tools on the right of the title (e.g. export) */
  actions?: ReactNode;
  initialSort?: SortingState;
  /** rows per page; the table pages only when it has more rows */
  pageSize?: number;
  /** a search box over the text `searchText` gives for each row */
  search?: { label: string; placeholder?: string; searchText: (row: T) => string };
  /** a totals row under the rows (over every row, not only the page's): its label and a cell per column id */
  totals?: { label: string; cells: Partial<Record<string, ReactNode>> };
  /** marks each row with `data-row` (its key) and each cell with `data-value` (its raw value), for tests and people checking the rounding */
  rawValues?: boolean;
  /**
   * Keeps the order, the page and the search in the address under this prefix (`<address>_ordem=col.desc`,
   * `<address>_pagina=2`, `<address>_busca=…`), so a link or a reload opens the table as it was; needs a router.
   */
  address?: string;
}

/** The table's order, page (0-based) and search, and their setters. */
interface TableState {
  sorting: SortingState;
  setSorting: (updater: SortingState | ((old: SortingState) => SortingState)) => void;
  term: string;
  setTerm: (term: string) => void;
  page: number;
  setPage: (page: number) => void;
}

function useLocalTableState(initialSort: SortingState): TableState {
  const [sorting, setSorting] = useState<SortingState>(initialSort);
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(0);
  return { sorting, setSorting, term, setTerm, page, setPage };
}

/** The order as the address writes it: `column.asc` / `column.desc`. */
export function readSort(value: string | null, initialSort: SortingState): SortingState {
  const match = /^([\w.-]+)\.(asc|desc)$/.exec(value ?? '');
  return match ? [{ id: match[1], desc: match[2] === 'desc' }] : initialSort;
}

function useAddressTableState(address: string, initialSort: SortingState): TableState {
  const [search, setSearch] = useSearchParams();
  const keys = { sort: `${address}_ordem`, page: `${address}_pagina`, term: `${address}_busca` };
  const sorting = readSort(search.get(keys.sort), initialSort);
  const page = Math.max(0, (Number.parseInt(search.get(keys.page) ?? '1', 10) || 1) - 1);
  const addressTerm = search.get(keys.term) ?? '';
  // What the person typed, until the address holds it: the address is written a render later, and
  // an input bound to it alone would lose a key typed in between ('sao' became 'so' on a busy machine).
  const [typed, setTyped] = useState<string | null>(null);
  useEffect(() => {
    if (typed !== null && typed === addressTerm) setTyped(null);
  }, [typed, addressTerm]);
  const term = typed ?? addressTerm;
  // changes made in one event (a search also goes back to page 1) reach the address as one
  const pending = useRef<Record<string, string | null> | null>(null);
  const write = (patch: Record<string, string | null>) => {
    if (pending.current) {
      Object.assign(pending.current, patch);
      return;
    }
    pending.current = { ...patch };
    queueMicrotask(() => {
      const changes = pending.current ?? {};
      pending.current = null;
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    });
  };
  return {
    sorting,
    setSorting: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const [first] = next;
      write({ [keys.sort]: first ? `${first.id}.${first.desc ? 'desc' : 'asc'}` : null, [keys.page]: null });
    },
    term,
    setTerm: (value) => {
      setTyped(value);
      write({ [keys.term]: value, [keys.page]: null });
    },
    page,
    setPage: (value) => write({ [keys.page]: value > 0 ? String(value + 1) : null }),
  };
}

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel(), sortFns: { basic: sortFn_basic } });

/**
 * Columns past the card's edge (issue 14 §6: key columns were cut off at 1440 px with no hint): the
 * first column stays put (sticky) while the others scroll sideways, the edge that hides columns gets
 * a shadow, and a line above the table says columns are hidden and scrolls to them.
 */
const OverflowScroll = styled(TableScroll)`
  position: relative;
  @media (min-width: 640px) {
    th:first-of-type {
      position: sticky;
      left: 0;
      z-index: 1;
      background: ${(p) => p.theme.colors.surface};
      box-shadow: 1px 0 0 ${(p) => p.theme.colors.border};
    }
    thead th:first-of-type {
      z-index: 2;
      background: ${(p) => p.theme.colors.surfaceMuted};
    }
    &[data-more-right] {
      box-shadow: inset -16px 0 12px -12px rgba(0, 0, 0, 0.25);
    }
  }
`;

const OverflowHint = styled.div`
  display: flex;
  /* phones show the rows as stacked cards: nothing to scroll */
  @media (max-width: 639.98px) {
    display: none;
  }
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space(2)};
  padding: 0 ${(p) => p.theme.space(4)} ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
  p {
    margin: 0;
    margin-right: auto;
  }
`;

interface Overflow {
  left: boolean;
  right: boolean;
}

/** Whether the scroll box hides columns on its left or right, kept up to date on scroll and resize. */
function useHorizontalOverflow(deps: readonly unknown[]) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false });
  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const left = box.scrollLeft > 1;
    const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setOverflow((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, []);
  useEffect(() => {
    measure();
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [measure, ...deps]);
  return { ref, overflow, measure };
}

/** A table card's heading row: the title (h2) on the left, its tools (export, search) on the right. */
export const TableCardHead = styled.div<{ alignEnd?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  align-items: ${(p) => (p.alignEnd ? 'flex-end' : 'center')};
  justify-content: space-between;
  padding: ${(p) => `${p.theme.space(4)} ${p.theme.space(5)}`};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  align-items: flex-end;
`;

const SortButton = styled.button<{ numeric?: boolean }>`
  display: inline-flex;
  gap: ${(p) => p.theme.space(1)};
  align-items: center;
  justify-content: ${(p) => (p.numeric ? 'flex-end' : 'flex-start')};
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A number cell: right-aligned, digits in columns. */
export const NumericCell = styled.td`
  text-align: right !important;
  font-variant-numeric: tabular-nums;
`;

const Pager = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
`;

const ARROWS = { asc: '▲', desc: '▼' } as const;

/** Lower case without accents, so "joao" finds "João". */

/**
 * An analytics table: headers sort it (click, or Enter/Space on the header button; `aria-sort` says
 * the order), an optional search box filters it and, with `pageSize`, long tables page. The rows are
 * all in the page's one query (a period's stores, days or operators), so sorting, search and paging
 * stay local.
 */
function DataTableWithState<T extends RowData>(props: DataTableProps<T>) {
  return props.address ? <AddressDataTable {...props} address={props.address} /> : <LocalDataTable {...props} />;
}

function LocalDataTable<T extends RowData>(props: DataTableProps<T>) {
  return <DataTableView {...props} state={useLocalTableState(props.initialSort ?? [])} />;
}

function AddressDataTable<T extends RowData>(props: DataTableProps<T> & { address: string }) {
  return <DataTableView {...props} state={useAddressTableState(props.address, props.initialSort ?? [])} />;
}

function DataTableView<T extends RowData>({
  caption,
  title,
  columns,
  rows,
  rowKey,
  empty,
  actions,
  initialSort = [],
  pageSize,
  search,
  rawValues = false,
  totals,
  state,
}: DataTableProps<T> & { state: TableState }) {
  const { sorting, setSorting, term, setTerm, page, setPage } = state;
  const statusId = useId();
  const filtered = useMemo(() => {
    const needle = foldForSearch(term.trim());
    if (!search || !needle) return [...rows];
    return rows.filter((row) => foldForSearch(search.searchText(row)).includes(needle));
  }, [rows, search, term]);
  const columnDefs = useMemo(
    () =>
      columns.map(
        (column): ColumnDef<typeof features, T> => ({
          id: column.id,
          header: column.header,
          accessorFn: (row: T) => column.value(row),
          sortFn: 'basic',
          sortUndefined: 'last',
        }),
      ),
    [columns],
  );
  const table = useTable({ features, columns: columnDefs, data: filtered, state: { sorting }, onSortingChange: setSorting });
  const byId = new Map(columns.map((column) => [column.id, column]));
  const sorted = table.getRowModel().rows;
  const pages = pageSize ? Math.max(1, Math.ceil(sorted.length / pageSize)) : 1;
  const current = Math.min(page, pages - 1);
  const visible = pageSize ? sorted.slice(current * pageSize, (current + 1) * pageSize) : sorted;
  const intl = useIntl();
  const { ref: scrollRef, overflow, measure } = useHorizontalOverflow([visible.length, columns.length]);
  const scrollColumns = (direction: 1 | -1) => {
    const box = scrollRef.current;
    if (!box) return;
    box.scrollBy({ left: direction * Math.max(120, box.clientWidth * 0.6), behavior: 'smooth' });
  };
  const cellAttributes = (column: DataTableColumn<T>, row: T) => {
    const value = rawValues ? column.value(row) : undefined;
    return {
      'data-label': column.header,
      'data-column': column.id,
      // the full-precision value behind the formatted cell
      'data-value': value === undefined ? undefined : value === null ? '' : String(value),
    };
  };

  return (
    <Card>
      {(title || actions || search) && (
        // a labelled search field is taller than the title: line them up on the field's box
        <TableCardHead alignEnd={Boolean(search)}>
          {title ? <h2>{title}</h2> : <span />}
          <Tools>
            {search && (
              <TextField
                type="search"
                label={search.label}
                placeholder={search.placeholder}
                value={term}
                onChange={(event) => {
                  setTerm(event.target.value);
                  setPage(0);
                }}
              />
            )}
            {actions}
          </Tools>
        </TableCardHead>
      )}
      {visible.length === 0 ? (
        <TableEmptyState>
          <p>{rows.length === 0 ? empty.title : intl.formatMessage({ id: 'dataTable.noMatch' })}</p>
          <p>{rows.length === 0 ? empty.hint : intl.formatMessage({ id: 'dataTable.noMatchHint' })}</p>
        </TableEmptyState>
      ) : (
        <>
        {(overflow.left || overflow.right) && (
          <OverflowHint data-table-overflow="">
            <p>{intl.formatMessage({ id: 'dataTable.moreColumns' })}</p>
            <Button type="button" variant="ghost" disabled={!overflow.left} onClick={() => scrollColumns(-1)}>
              {intl.formatMessage({ id: 'dataTable.previousColumns' })}
            </Button>
            <Button type="button" variant="ghost" disabled={!overflow.right} onClick={() => scrollColumns(1)}>
              {intl.formatMessage({ id: 'dataTable.nextColumns' })}
            </Button>
          </OverflowHint>
        )}
        <OverflowScroll
          ref={scrollRef}
          onScroll={measure}
          data-more-right={overflow.right ? '' : undefined}
          tabIndex={0}
          role="region"
          aria-label={caption}
        >
          <Table stacked>
            <VisuallyHidden as="caption">{caption}</VisuallyHidden>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const column = byId.get(header.column.id)!;
                    const order = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'}
                        style={column.numeric ? { textAlign: 'right' } : undefined}
                      >
                        <SortButton type="button" numeric={column.numeric} onClick={header.column.getToggleSortingHandler()}>
                          {column.header}
                          <span aria-hidden="true">{order ? ARROWS[order] : ''}</span>
                        </SortButton>
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {visible.map((row) => (
                <tr key={rowKey(row.original)} data-row={rawValues ? rowKey(row.original) : undefined}>
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th key={column.id} scope="row" {...cellAttributes(column, row.original)}>
                        {column.cell(row.original)}
                      </th>
                    ) : column.numeric ? (
                      <NumericCell key={column.id} {...cellAttributes(column, row.original)}>
                        {column.cell(row.original)}
                      </NumericCell>
                    ) : (
                      <td key={column.id} {...cellAttributes(column, row.original)}>
                        {column.cell(row.original)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
            {totals && (
              <tfoot>
                <tr data-row="totals">
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th key={column.id} scope="row" data-label={column.header} data-column={column.id}>
                        {totals.label}
                      </th>
                    ) : column.numeric ? (
                      <NumericCell key={column.id} data-label={column.header} data-column={column.id}>
                        {totals.cells[column.id] ?? ''}
                      </NumericCell>
                    ) : (
                      <td key={column.id} data-label={column.header} data-column={column.id}>
                        {totals.cells[column.id] ?? ''}
                      </td>
                    ),
                  )}
                </tr>
              </tfoot>
            )}
          </Table>
        </OverflowScroll>
        </>
      )}
      {pageSize && sorted.length > pageSize ? (
        <TableFooter>
          <span id={statusId} aria-live="polite">
            {intl.formatMessage(
              { id: 'dataTable.pageRange' },
              {
                first: formatNumber(current * pageSize + 1, 0),
                last: formatNumber(Math.min(sorted.length, (current + 1) * pageSize), 0),
                total: formatNumber(sorted.length, 0),
              },
            )}
          </span>
          <Pager>
            <Button type="button" variant="secondary" disabled={current === 0} onClick={() => setPage(current - 1)} aria-describedby={statusId}>
              {intl.formatMessage({ id: 'dataTable.previousPage' })}
            </Button>
            <Button type="button" variant="secondary" disabled={current >= pages - 1} onClick={() => setPage(current + 1)} aria-describedby={statusId}>
              {intl.formatMessage({ id: 'dataTable.nextPage' })}
            </Button>
          </Pager>
        </TableFooter>
      ) : null}
    </Card>
  );
}

/** The data table with its texts in scope (they are not in the first load). */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  return (
    <MessagesScope messages={messages}>
      <DataTableWithState {...props} />
    </MessagesScope>
  );
}
