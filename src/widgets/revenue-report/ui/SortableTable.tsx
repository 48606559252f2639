import styled from '@emotion/styled';
import { useMemo, useState, type ReactNode } from 'react';
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
import { Card, Table, TableEmptyState, TableScroll, VisuallyHidden } from '@/shared/ui';

/** A column of an analytics table: what it shows, and the raw value it sorts by. */
export interface SortableColumn<T extends RowData> {
  id: string;
  header: string;
  /** the raw value (numbers sort as numbers; null last) */
  value: (row: T) => number | string | null;
  /** what the cell shows (formatted pt-BR) */
  cell: (row: T) => ReactNode;
  /** numbers align right */
  numeric?: boolean;
}

export interface SortableTableProps<T extends RowData> {
  /** the table's accessible name */
  caption: string;
  columns: SortableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** the first column is the row's header cell (th) */
  empty: { title: string; hint: string };
  /** tools over the table (e.g. export), on the right of the title */
  actions?: ReactNode;
  title?: ReactNode;
  initialSort?: SortingState;
}

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel(), sortFns: { basic: sortFn_basic } });

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  align-items: center;
  justify-content: space-between;
  padding: ${(p) => `${p.theme.space(4)} ${p.theme.space(5)}`};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
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

const Numeric = styled.td`
  text-align: right !important;
  font-variant-numeric: tabular-nums;
`;

const ARROWS = { asc: '▲', desc: '▼' } as const;

/**
 * A small analytics table whose headers sort it (click or Enter/Space on the header button;
 * `aria-sort` says the order). Rows are few (months, days, stores), so it does not page.
 */
export function SortableTable<T extends RowData>({ caption, columns, rows, rowKey, empty, actions, title, initialSort = [] }: SortableTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>(initialSort);
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
  const table = useTable({ features, columns: columnDefs, data: rows, state: { sorting }, onSortingChange: setSorting });
  const byId = new Map(columns.map((column) => [column.id, column]));

  return (
    <Card>
      {(title || actions) && (
        <Head>
          {title ? <h2>{title}</h2> : <span />}
          {actions}
        </Head>
      )}
      {rows.length === 0 ? (
        <TableEmptyState>
          <p>{empty.title}</p>
          <p>{empty.hint}</p>
        </TableEmptyState>
      ) : (
        <TableScroll tabIndex={0} role="region" aria-label={caption}>
          <Table stacked>
            <VisuallyHidden as="caption">{caption}</VisuallyHidden>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const column = byId.get(header.column.id)!;
                    const sorted = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                        style={column.numeric ? { textAlign: 'right' } : undefined}
                      >
                        <SortButton type="button" numeric={column.numeric} onClick={header.column.getToggleSortingHandler()}>
                          {column.header}
                          <span aria-hidden="true">{sorted ? ARROWS[sorted] : ''}</span>
                        </SortButton>
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={rowKey(row.original)}>
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th key={column.id} scope="row" data-label={column.header} data-column={column.id}>
                        {column.cell(row.original)}
                      </th>
                    ) : column.numeric ? (
                      <Numeric key={column.id} data-label={column.header} data-column={column.id}>
                        {column.cell(row.original)}
                      </Numeric>
                    ) : (
                      <td key={column.id} data-label={column.header} data-column={column.id}>
                        {column.cell(row.original)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Card>
  );
}
