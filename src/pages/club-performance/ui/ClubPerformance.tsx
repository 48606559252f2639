import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { periodLabel } from '@/shared/lib/periods';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { ChartCard, TwoColumns } from '@/shared/ui/analytics-page';
import { formatCurrency, formatNumber, formatPercent } from '@/shared/lib/number';
import type { Granularity } from '@/shared/lib/sales-filters';
import type { ReactNode } from 'react';
import type { ClubPerformance_points$data, ClubPerformance_points$key } from './__generated__/ClubPerformance_points.graphql';
import { exportHeaders } from '@/shared/config';

/** the same headers as the exported file's */
const HEADERS = exportHeaders('clube.desempenho');

const fragment = graphql`
  fragment ClubPerformance_points on ClubPerformancePoint @relay(plural: true) {
    period
    VAL_FATURAMENTO_FIDELIDADE
    NUM_CUPONS_FIDELIDADE
    NUM_CLIENTES_IDENTIFICADOS
    VAL_TICKET_MEDIO_FIDELIDADE
    VAL_TICKET_MEDIO_NAO_FIDELIDADE
    PER_FATURAMENTO_FIDELIDADE
  }
`;

type Point = ClubPerformance_points$data[number];

export interface ClubPerformanceProps {
  points: ClubPerformance_points$key;
  granularity: Granularity;
  /** tools in the table's header (export) */
  actions?: ReactNode;
}

/** The club period by period: loyalty revenue and share, the two average tickets, and the table of every figure. */
export function ClubPerformance({ points, granularity, actions }: ClubPerformanceProps) {
  const intl = useIntl();
  const data = useFragment(fragment, points);
  const categories = data.map((point) => periodLabel(point.period, granularity, true));
  const columns: DataTableColumn<Point>[] = [
    { id: 'period', header: HEADERS.period, value: (p) => p.period, cell: (p) => periodLabel(p.period, granularity, true) },
    { id: 'VAL_FATURAMENTO_FIDELIDADE', header: HEADERS.VAL_FATURAMENTO_FIDELIDADE, numeric: true, value: (p) => p.VAL_FATURAMENTO_FIDELIDADE, cell: (p) => formatCurrency(p.VAL_FATURAMENTO_FIDELIDADE) },
    { id: 'NUM_CUPONS_FIDELIDADE', header: HEADERS.NUM_CUPONS_FIDELIDADE, numeric: true, value: (p) => p.NUM_CUPONS_FIDELIDADE, cell: (p) => formatNumber(p.NUM_CUPONS_FIDELIDADE, 0) },
    { id: 'NUM_CLIENTES_IDENTIFICADOS', header: HEADERS.NUM_CLIENTES_IDENTIFICADOS, numeric: true, value: (p) => p.NUM_CLIENTES_IDENTIFICADOS, cell: (p) => formatNumber(p.NUM_CLIENTES_IDENTIFICADOS, 0) },
    { id: 'VAL_TICKET_MEDIO_FIDELIDADE', header: HEADERS.VAL_TICKET_MEDIO_FIDELIDADE, numeric: true, value: (p) => p.VAL_TICKET_MEDIO_FIDELIDADE, cell: (p) => formatCurrency(p.VAL_TICKET_MEDIO_FIDELIDADE) },
    { id: 'VAL_TICKET_MEDIO_NAO_FIDELIDADE', header: HEADERS.VAL_TICKET_MEDIO_NAO_FIDELIDADE, numeric: true, value: (p) => p.VAL_TICKET_MEDIO_NAO_FIDELIDADE, cell: (p) => formatCurrency(p.VAL_TICKET_MEDIO_NAO_FIDELIDADE) },
    { id: 'PER_FATURAMENTO_FIDELIDADE', header: HEADERS.PER_FATURAMENTO_FIDELIDADE, numeric: true, value: (p) => p.PER_FATURAMENTO_FIDELIDADE, cell: (p) => formatPercent(p.PER_FATURAMENTO_FIDELIDADE) },
  ];
  return (
    <>
      <TwoColumns>
        <ChartCard
          heading={intl.formatMessage({ id: 'clubPerformance.revenueChart' })}
          chartTitle={intl.formatMessage({ id: 'clubPerformance.revenueChartTitle' })}
          kind="mixed"
          categories={categories}
          series={[
            { name: intl.formatMessage({ id: 'clubPerformance.loyaltyRevenueSeries' }), type: 'column', axis: 0, data: data.map((p) => p.VAL_FATURAMENTO_FIDELIDADE) },
            { name: intl.formatMessage({ id: 'clubPerformance.loyaltyShareSeries' }), type: 'line', axis: 1, data: data.map((p) => p.PER_FATURAMENTO_FIDELIDADE) },
          ]}
          formats={['currency', 'percent']}
        />
        <ChartCard
          heading={intl.formatMessage({ id: 'clubPerformance.ticketChart' })}
          kind="line"
          categories={categories}
          series={[
            { name: intl.formatMessage({ id: 'clubPerformance.series.loyalty' }), data: data.map((p) => p.VAL_TICKET_MEDIO_FIDELIDADE) },
            { name: intl.formatMessage({ id: 'clubPerformance.series.nonLoyalty' }), data: data.map((p) => p.VAL_TICKET_MEDIO_NAO_FIDELIDADE) },
          ]}
          formats={['currency']}
        />
      </TwoColumns>
      <DataTable
        rawValues
        caption={intl.formatMessage({ id: 'clubPerformance.tableCaption' })}
        title={intl.formatMessage({ id: 'clubPerformance.tableTitle' })}
        columns={columns}
        rows={data}
        rowKey={(p) => p.period}
        empty={{ title: intl.formatMessage({ id: 'analyticsPage.noSalesInPeriod.title' }), hint: intl.formatMessage({ id: 'clubPerformance.emptyHint' }) }}
        actions={actions}
        pageSize={31}
      />
    </>
  );
}
