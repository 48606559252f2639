import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { exportHeaders } from '@/shared/config';
import { formatCurrency, formatNumber, formatPercent } from '@/shared/lib/number';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';

/** the same headers as the exported file's */
const HEADERS = exportHeaders('clientes.mapa');

export interface NeighborhoodRow {
  readonly city: string;
  readonly neighborhood: string;
  readonly consumers: number;
  readonly actives: number;
  readonly activeShare: number;
  readonly loyaltyRevenue: number;
}

export interface NeighborhoodTableProps {
  rows: readonly NeighborhoodRow[];
  actions?: ReactNode;
}

/** The contract's neighbourhood aggregates: consumers, actives, share active and loyalty revenue in the period. */
export function NeighborhoodTable({ rows, actions }: NeighborhoodTableProps) {
  const intl = useIntl();
  const unnamed = intl.formatMessage({ id: 'customerMap.unnamed' });
  const name = (value: string) => value || unnamed;
  const columns: DataTableColumn<NeighborhoodRow>[] = [
    { id: 'neighborhood', header: HEADERS.neighborhood, value: (r) => name(r.neighborhood), cell: (r) => name(r.neighborhood) },
    { id: 'city', header: HEADERS.city, value: (r) => name(r.city), cell: (r) => name(r.city) },
    { id: 'consumers', header: HEADERS.consumers, numeric: true, value: (r) => r.consumers, cell: (r) => formatNumber(r.consumers, 0) },
    { id: 'actives', header: HEADERS.actives, numeric: true, value: (r) => r.actives, cell: (r) => formatNumber(r.actives, 0) },
    { id: 'activeShare', header: HEADERS.activeShare, numeric: true, value: (r) => r.activeShare, cell: (r) => formatPercent(r.activeShare) },
    { id: 'loyaltyRevenue', header: HEADERS.loyaltyRevenue, numeric: true, value: (r) => r.loyaltyRevenue, cell: (r) => formatCurrency(r.loyaltyRevenue) },
  ];
  return (
    <DataTable
      rawValues
      caption={intl.formatMessage({ id: 'customerMap.tableCaption' })}
      title={intl.formatMessage({ id: 'customerMap.tableTitle' })}
      columns={columns}
      rows={rows}
      rowKey={(r) => `${r.city}|${r.neighborhood}`}
      empty={{ title: intl.formatMessage({ id: 'customerMap.tableEmpty' }), hint: intl.formatMessage({ id: 'customerMap.tableEmptyHint' }) }}
      actions={actions}
      initialSort={[{ id: 'consumers', desc: true }]}
      pageSize={20}
      address="bairros"
      search={{ label: intl.formatMessage({ id: 'customerMap.tableSearch' }), searchText: (r) => `${r.neighborhood} ${r.city}` }}
    />
  );
}
