import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { ExportTableButton } from '@/features/export-table';
import { comparisonGap, InfoTip, shownChange } from '@/entities/metric';
import { formatCurrency, formatNumber, formatPercent } from '@/shared/lib/number';
import { usePageQuery, usePageScope } from '@/shared/api';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { AnalyticsPage, ChartCard, endsBeforeFirstSale, FirstSaleNote, NoSalesInPeriod, NoSalesYet } from '@/shared/ui/analytics-page';
import { SalesHoursHeatmap } from './SalesHoursHeatmap';
import { companyPerformancePage, type CompanyPerformancePageQueryType } from '../api/CompanyPerformancePageQuery';

type StoreRow = NonNullable<CompanyPerformancePageQueryType['response']['companyPerformance']>['stores'][number];

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
  { id: 'rank', header: 'Posição', numeric: true, value: (row) => row.rank, cell: (row) => <span data-value={row.rank}>{`${row.rank}º`}</span> },
  { id: 'name', header: 'Loja', value: (row) => row.name, cell: (row) => <span data-unit={row.unitIdErp}>{row.name}</span> },
  { id: 'revenue', header: 'Faturamento', numeric: true, value: (row) => row.VAL_FATURAMENTO, cell: (row) => money(row.VAL_FATURAMENTO) },
  { id: 'share', header: 'Participação', numeric: true, value: (row) => row.PER_PARTICIPACAO, cell: (row) => <span data-value={row.PER_PARTICIPACAO}>{formatPercent(row.PER_PARTICIPACAO)}</span> },
  { id: 'tickets', header: 'Cupons', numeric: true, value: (row) => row.NUM_CUPONS, cell: (row) => <span data-value={row.NUM_CUPONS}>{formatNumber(row.NUM_CUPONS, 0)}</span> },
  { id: 'average', header: 'Ticket médio', numeric: true, value: (row) => row.VAL_TICKET_MEDIO, cell: (row) => money(row.VAL_TICKET_MEDIO) },
  {
    id: 'loyalty',
    header: '% fidelidade',
    numeric: true,
    value: (row) => row.PER_FATURAMENTO_FIDELIDADE,
    cell: (row) => <span data-value={row.PER_FATURAMENTO_FIDELIDADE}>{formatPercent(row.PER_FATURAMENTO_FIDELIDADE)}</span>,
  },
  { id: 'previous', header: 'Ano anterior', numeric: true, value: (row) => row.VAL_FATURAMENTO_DTA, cell: (row) => money(row.VAL_FATURAMENTO_DTA) },
  {
    id: 'change',
    header: 'Variação',
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

function PerformanceContent() {
  const intl = useIntl();
  const data = usePageQuery(companyPerformancePage);
  const filters = usePageScope(companyPerformancePage);
  if (!data.viewer) return null;
  const { account } = data.viewer;
  const bar = <SalesFilterBar account={account} filters={filters} show={{ loyalty: true, personType: true }} />;
  if (!account.processing || !data.companyPerformance) {
    return (
      <>
        {bar}
        <NoSalesYet />
      </>
    );
  }
  const { firstSaleDay } = account.processing;
  // before the chain's first sale every figure is zero for want of data: say so (issue 14 §6)
  if (endsBeforeFirstSale(filters.end, firstSaleDay)) {
    return (
      <>
        {bar}
        <NoSalesInPeriod before={firstSaleDay} />
      </>
    );
  }
  const { stores, hours } = data.companyPerformance;
  const chartStores = stores.filter((store) => store.VAL_FATURAMENTO > 0);
  const ranking = intl.formatMessage({ id: 'companyPerformance.ranking' });
  const hoursTitle = intl.formatMessage({ id: 'companyPerformance.hours' });
  return (
    <>
      {bar}
      <FirstSaleNote start={filters.start} firstSaleDay={firstSaleDay} />
      <ChartCard
        heading={intl.formatMessage({ id: 'companyPerformance.revenueByStore' })}
        empty={chartStores.length === 0 ? <FormattedMessage id="companyPerformance.noSalesToDraw" /> : undefined}
        kind="bar"
        horizontal
        height={Math.max(220, 48 + chartStores.length * 34)}
        categories={chartStores.map((store) => store.name)}
        formats={['currency']}
        series={[
          { name: intl.formatMessage({ id: 'companyPerformance.series.revenue' }), data: chartStores.map((store) => store.VAL_FATURAMENTO) },
          { name: intl.formatMessage({ id: 'companyPerformance.series.lastYear' }), data: chartStores.map((store) => store.VAL_FATURAMENTO_DTA) },
        ]}
      />
      <DataTable
        title={
          <HeaderTip>
            {ranking}
            <InfoTip label={ranking} text={intl.formatMessage({ id: 'companyPerformance.rankingTip' })} />
          </HeaderTip>
        }
        caption={ranking}
        actions={<ExportTableButton table="empresa.desempenho" title={ranking} filter={toSalesFilterInput(filters)} />}
        columns={COLUMNS}
        // stores without a sale in the period (an inactive store, one not open yet) are left out of the ranking (issue 14 §6)
        rows={stores.filter((row) => row.NUM_CUPONS > 0)}
        rowKey={(row) => row.unitIdErp}
        empty={{ title: intl.formatMessage({ id: 'analyticsPage.noSalesInPeriod.title' }), hint: intl.formatMessage({ id: 'companyPerformance.noSalesHint' }) }}
      />
      <SalesHoursHeatmap
        cells={hours}
        title={hoursTitle}
        actions={<ExportTableButton table="empresa.desempenho.horas" title={hoursTitle} filter={toSalesFilterInput(filters)} />}
      />
    </>
  );
}

/** Empresa > Desempenho: the stores ranked by revenue against last year, and when the company sells. */
export function CompanyPerformancePage() {
  return (
    <AnalyticsPage texts="companyPerformance" skeleton={{ blocks: [360, 240] }}>
      <PerformanceContent />
    </AnalyticsPage>
  );
}
