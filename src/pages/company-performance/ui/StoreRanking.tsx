import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { comparisonGap, InfoTip, shownChange } from '@/entities/metric';
import { formatCurrency, formatNumber, formatPercent } from '@/shared/lib/number';
import { Badge } from '@/shared/ui';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import type { CompanyPerformancePageQueryType } from '../api/CompanyPerformancePageQuery';
import { exportHeaders } from '@/shared/config';

/** the same headers as the exported file's */
const HEADERS = exportHeaders('empresa.desempenho');

type StoreFigures = NonNullable<CompanyPerformancePageQueryType['response']['companyPerformance']>['stores'][number];
/** A store's figures, and whether the store is inactive today (it stays ranked when it sold in the period). */
export type StoreRow = StoreFigures & { inactive: boolean };

/** The mark of an inactive store that sold in the period, with why it is still ranked. */
function InactiveBadge() {
  const intl = useIntl();
  return (
    <Badge tone="neutral" data-inactive="true" title={intl.formatMessage({ id: 'companyPerformance.inactiveStoreTip' })}>
      {intl.formatMessage({ id: 'companyPerformance.inactiveStore' })}
    </Badge>
  );
}

const StoreName = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
`;

const Change = styled.span<{ tone: 'up' | 'down' | 'none' }>`
  font-weight: 600;
  color: ${(p) => (p.tone === 'up' ? p.theme.colors.success : p.tone === 'down' ? p.theme.colors.danger : p.theme.colors.textMuted)};
`;

const HeaderTip = styled.span`
  display: inline-flex;
  gap: ${(p) => p.theme.space(1)};
  align-items: center;
`;

const money = (value: number) => <span data-value={value}>{formatCurrency(value)}</span>;

const COLUMNS: DataTableColumn<StoreRow>[] = [
  { id: 'rank', header: HEADERS.rank, numeric: true, value: (row) => row.rank, cell: (row) => <span data-value={row.rank}>{`${row.rank}º`}</span> },
  {
    id: 'name',
    header: HEADERS.name,
    value: (row) => row.name,
    cell: (row) => (
      <StoreName>
        <span data-unit={row.unitIdErp}>{row.name}</span>
        {/* an inactive store that sold in the period stays in the ranking, marked (issue 14 §6) */}
        {row.inactive ? <InactiveBadge /> : null}
      </StoreName>
    ),
  },
  { id: 'revenue', header: HEADERS.revenue, numeric: true, value: (row) => row.VAL_FATURAMENTO, cell: (row) => money(row.VAL_FATURAMENTO) },
  { id: 'share', header: HEADERS.share, numeric: true, value: (row) => row.PER_PARTICIPACAO, cell: (row) => <span data-value={row.PER_PARTICIPACAO}>{formatPercent(row.PER_PARTICIPACAO)}</span> },
  { id: 'tickets', header: HEADERS.tickets, numeric: true, value: (row) => row.NUM_CUPONS, cell: (row) => <span data-value={row.NUM_CUPONS}>{formatNumber(row.NUM_CUPONS, 0)}</span> },
  { id: 'average', header: HEADERS.average, numeric: true, value: (row) => row.VAL_TICKET_MEDIO, cell: (row) => money(row.VAL_TICKET_MEDIO) },
  {
    id: 'loyalty',
    header: HEADERS.loyalty,
    numeric: true,
    value: (row) => row.PER_FATURAMENTO_FIDELIDADE,
    cell: (row) => <span data-value={row.PER_FATURAMENTO_FIDELIDADE}>{formatPercent(row.PER_FATURAMENTO_FIDELIDADE)}</span>,
  },
  { id: 'previous', header: HEADERS.previous, numeric: true, value: (row) => row.VAL_FATURAMENTO_DTA, cell: (row) => money(row.VAL_FATURAMENTO_DTA) },
  {
    id: 'change',
    header: HEADERS.change,
    numeric: true,
    value: (row) => shownChange(row.PER_FATURAMENTO_DTA, row.VAL_FATURAMENTO, row.VAL_FATURAMENTO_DTA),
    cell: (row) => {
      // no "-100 %" for a store without sales in the period (issue 14 §6)
      const change = shownChange(row.PER_FATURAMENTO_DTA, row.VAL_FATURAMENTO, row.VAL_FATURAMENTO_DTA);
      const gap = comparisonGap(row.VAL_FATURAMENTO, row.VAL_FATURAMENTO_DTA);
      const tone = change === null || change === undefined || Math.abs(change) < 0.05 ? 'none' : change > 0 ? 'up' : 'down';
      const arrow = tone === 'up' ? '▲ ' : tone === 'down' ? '▼ ' : '';
      return (
        <Change tone={tone} data-value={change ?? ''}>
          {change === null ? <FormattedMessage id={gap === 'noData' ? 'metric.comparison.noData' : 'metric.comparison.noBase'} /> : `${arrow}${formatPercent(change)}`}
        </Change>
      );
    },
  },
];

export interface StoreRankingProps {
  /** the stores with a sale in the period, best first */
  rows: readonly StoreRow[];
  actions?: ReactNode;
}

/** The stores ranked by revenue against last year; inactive stores that sold are marked "inativa". */
export function StoreRanking({ rows, actions }: StoreRankingProps) {
  const intl = useIntl();
  const ranking = intl.formatMessage({ id: 'companyPerformance.ranking' });
  return (
    <DataTable
      title={
        <HeaderTip>
          {ranking}
          <InfoTip label={ranking} text={intl.formatMessage({ id: 'companyPerformance.rankingTip' })} />
        </HeaderTip>
      }
      caption={ranking}
      actions={actions}
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.unitIdErp}
      empty={{ title: intl.formatMessage({ id: 'analyticsPage.noSalesInPeriod.title' }), hint: intl.formatMessage({ id: 'companyPerformance.noSalesHint' }) }}
    />
  );
}
