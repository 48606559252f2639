import { useIntl } from 'react-intl';
import { useMemo, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { formatCurrency, formatNumber, formatPercent } from '@/shared/lib/number';
import { bucketsOf, periodLabel, type PeriodGranularity } from '@/shared/lib/periods';
import type { RevenueTable_points$key } from './__generated__/RevenueTable_points.graphql';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { exportHeaders } from '@/shared/config';

/** the same headers as the exported file's */
const HEADERS = exportHeaders('empresa.faturamento');
const DAILY_HEADERS = exportHeaders('empresa.faturamento.diario');

const pointsFragment = graphql`
  fragment RevenueTable_points on RevenuePoint @relay(plural: true) {
    period
    VAL_FATURAMENTO
    NUM_CUPONS
    VAL_TICKET_MEDIO
    VAL_FATURAMENTO_FIDELIDADE
    PER_FATURAMENTO_FIDELIDADE
    NUM_ITENS
  }
`;

export interface RevenueRow {
  period: string;
  VAL_FATURAMENTO: number;
  NUM_CUPONS: number;
  VAL_TICKET_MEDIO: number;
  VAL_FATURAMENTO_FIDELIDADE: number;
  PER_FATURAMENTO_FIDELIDADE: number;
  NUM_ITENS: number;
}

export interface RevenueTableProps {
  points: RevenueTable_points$key;
  granularity: PeriodGranularity;
  /** the period, so buckets without sales show as zero */
  start: string;
  end: string;
  title: string;
  /** where a bucket's name links to (e.g. a month → its days), if anywhere */
  linkFor?: (period: string) => string | null;
  actions?: ReactNode;
}

/** Revenue, coupons, average ticket, loyalty revenue and share, and items per bucket, sortable. */
export function RevenueTable({ points, granularity, start, end, title, linkFor, actions }: RevenueTableProps) {
  const intl = useIntl();
  const data = useFragment(pointsFragment, points);
  const rows = useMemo<RevenueRow[]>(() => {
    const byPeriod = new Map(data.map((point) => [point.period, point]));
    // no buckets at all when nothing sold: the table shows its empty state instead of zeros
    if (data.length === 0) return [];
    return bucketsOf(start, end, granularity).map(
      (period) =>
        byPeriod.get(period) ?? {
          period,
          VAL_FATURAMENTO: 0,
          NUM_CUPONS: 0,
          VAL_TICKET_MEDIO: 0,
          VAL_FATURAMENTO_FIDELIDADE: 0,
          PER_FATURAMENTO_FIDELIDADE: 0,
          NUM_ITENS: 0,
        },
    );
  }, [data, start, end, granularity]);

  const columns = useMemo<DataTableColumn<RevenueRow>[]>(
    () => [
      {
        id: 'period',
        header: granularity === 'DIARIO' ? DAILY_HEADERS.period : HEADERS.period,
        value: (row) => row.period,
        cell: (row) => {
          const label = periodLabel(row.period, granularity);
          const to = linkFor?.(row.period);
          return to ? (
            <Link to={to} aria-label={intl.formatMessage({ id: 'revenueReport.daysOf' }, { period: label })} data-period={row.period}>
              {label}
            </Link>
          ) : (
            <span data-period={row.period}>{label}</span>
          );
        },
      },
      { id: 'revenue', header: HEADERS.revenue, numeric: true, value: (row) => row.VAL_FATURAMENTO, cell: (row) => <span data-value={row.VAL_FATURAMENTO}>{formatCurrency(row.VAL_FATURAMENTO)}</span> },
      { id: 'tickets', header: HEADERS.tickets, numeric: true, value: (row) => row.NUM_CUPONS, cell: (row) => <span data-value={row.NUM_CUPONS}>{formatNumber(row.NUM_CUPONS, 0)}</span> },
      { id: 'average', header: HEADERS.average, numeric: true, value: (row) => row.VAL_TICKET_MEDIO, cell: (row) => <span data-value={row.VAL_TICKET_MEDIO}>{formatCurrency(row.VAL_TICKET_MEDIO)}</span> },
      {
        id: 'loyaltyRevenue',
        header: HEADERS.loyaltyRevenue,
        numeric: true,
        value: (row) => row.VAL_FATURAMENTO_FIDELIDADE,
        cell: (row) => <span data-value={row.VAL_FATURAMENTO_FIDELIDADE}>{formatCurrency(row.VAL_FATURAMENTO_FIDELIDADE)}</span>,
      },
      {
        id: 'loyaltyShare',
        header: HEADERS.loyaltyShare,
        numeric: true,
        value: (row) => row.PER_FATURAMENTO_FIDELIDADE,
        cell: (row) => <span data-value={row.PER_FATURAMENTO_FIDELIDADE}>{formatPercent(row.PER_FATURAMENTO_FIDELIDADE)}</span>,
      },
      { id: 'items', header: HEADERS.items, numeric: true, value: (row) => row.NUM_ITENS, cell: (row) => <span data-value={row.NUM_ITENS}>{formatNumber(row.NUM_ITENS, 3)}</span> },
    ],
    [granularity, linkFor, intl],
  );

  // a totals row over the whole period (issue 14 §6: long daily tables had none)
  const totals = useMemo(() => {
    const revenue = rows.reduce((sum, row) => sum + row.VAL_FATURAMENTO, 0);
    const tickets = rows.reduce((sum, row) => sum + row.NUM_CUPONS, 0);
    const loyalty = rows.reduce((sum, row) => sum + row.VAL_FATURAMENTO_FIDELIDADE, 0);
    const items = rows.reduce((sum, row) => sum + row.NUM_ITENS, 0);
    return {
      label: intl.formatMessage({ id: 'revenueReport.table.total' }),
      cells: {
        revenue: <span data-value={revenue}>{formatCurrency(revenue)}</span>,
        tickets: <span data-value={tickets}>{formatNumber(tickets, 0)}</span>,
        average: <span data-value={tickets ? revenue / tickets : 0}>{formatCurrency(tickets ? revenue / tickets : 0)}</span>,
        loyaltyRevenue: <span data-value={loyalty}>{formatCurrency(loyalty)}</span>,
        loyaltyShare: <span data-value={revenue ? (loyalty / revenue) * 100 : 0}>{formatPercent(revenue ? (loyalty / revenue) * 100 : 0)}</span>,
        items: <span data-value={items}>{formatNumber(items, 3)}</span>,
      },
    };
  }, [rows, intl]);

  return (
    <DataTable
      totals={rows.length > 1 ? totals : undefined}
      // long daily periods page (two months of days a page) instead of 300–700 rows at once
      pageSize={62}
      title={title}
      caption={title}
      actions={actions}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.period}
      empty={{ title: intl.formatMessage({ id: 'analyticsPage.noSalesInPeriod.title' }), hint: intl.formatMessage({ id: 'revenueReport.emptyHint' }) }}
    />
  );
}
