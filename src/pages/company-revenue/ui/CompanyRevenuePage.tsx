import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ExportTableButton } from '@/features/export-table';
import { usePageQuery, usePageScope } from '@/shared/api';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { AnalyticsPage, FirstSaleNote, salesPageState } from '@/shared/ui/analytics-page';
import { RevenueChart, RevenueKpis, RevenueTable } from '@/widgets/revenue-report';
import { companyRevenuePage } from '../api/CompanyRevenuePageQuery';

function CompanyRevenueContent() {
  const intl = useIntl();
  const filters = usePageScope(companyRevenuePage);
  const data = usePageQuery(companyRevenuePage);
  const [search] = useSearchParams();
  // a month links to its days, keeping the filters (the daily page reads stores, loyalty and person type)
  const linkFor = useCallback(
    (period: string) => (filters.granularity === 'MENSAL' ? `/empresa/faturamento/diario/${period.slice(0, 7)}?${search.toString()}` : null),
    [filters.granularity, search],
  );
  if (!data.viewer) return null;
  const { account } = data.viewer;
  const bar = <SalesFilterBar account={account} filters={filters} show={{ granularity: true, loyalty: true, personType: true }} />;
  // no sales processed yet, or a period before the chain's first sale: say so instead of zeros (issue 14 §6)
  const state = salesPageState(account.processing, filters.end, Boolean(data.dashboardMetrics && data.revenueSeries && data.comparison));
  if (state || !account.processing || !data.dashboardMetrics || !data.revenueSeries || !data.comparison) {
    return (
      <>
        {bar}
        {state}
      </>
    );
  }
  const { firstSaleDay } = account.processing;
  const metrics = data.dashboardMetrics;
  const title = intl.formatMessage({ id: 'companyRevenue.tableTitle' }, { granularity: filters.granularity });
  return (
    <>
      {bar}
      <FirstSaleNote start={filters.start} firstSaleDay={firstSaleDay} />
      <RevenueKpis metrics={metrics} label={intl.formatMessage({ id: 'companyRevenue.kpis' })} />
      <RevenueChart
        points={data.revenueSeries}
        comparison={data.comparison}
        granularity={filters.granularity}
        start={filters.start}
        end={filters.end}
        title={intl.formatMessage({ id: 'companyRevenue.chartTitle' }, { granularity: filters.granularity })}
      />
      <RevenueTable
        points={data.revenueSeries}
        granularity={filters.granularity}
        start={filters.start}
        end={filters.end}
        title={title}
        linkFor={filters.granularity === 'MENSAL' ? linkFor : undefined}
        actions={
          <ExportTableButton
            table="empresa.faturamento"
            title={title}
            filter={toSalesFilterInput(filters)}
            params={{ granularity: filters.granularity }}
          />
        }
      />
    </>
  );
}

/** Empresa > Faturamento: revenue KPIs, the revenue per bucket against last year, and the table. */
export function CompanyRevenuePage() {
  return (
    <AnalyticsPage texts="companyRevenue" skeleton={{ kpis: 8, blocks: [360, 240] }}>
      <CompanyRevenueContent />
    </AnalyticsPage>
  );
}
