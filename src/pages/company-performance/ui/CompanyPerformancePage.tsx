import { FormattedMessage, useIntl } from 'react-intl';
import { ExportTableButton } from '@/features/export-table';
import { usePageQuery, usePageScope } from '@/shared/api';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { AnalyticsPage, ChartCard, FirstSaleNote, salesPageState } from '@/shared/ui/analytics-page';
import { SalesHoursHeatmap } from './SalesHoursHeatmap';
import { StoreRanking, type StoreRow } from './StoreRanking';
import { companyPerformancePage } from '../api/CompanyPerformancePageQuery';

function PerformanceContent() {
  const intl = useIntl();
  const data = usePageQuery(companyPerformancePage);
  const filters = usePageScope(companyPerformancePage);
  if (!data.viewer) return null;
  const { account } = data.viewer;
  const bar = <SalesFilterBar account={account} filters={filters} show={{ loyalty: true, personType: true }} />;
  // no sales processed yet, or a period before the chain's first sale: say so instead of zeros (issue 14 §6)
  const state = salesPageState(account.processing, filters.end, Boolean(data.companyPerformance));
  if (state || !account.processing || !data.companyPerformance) {
    return (
      <>
        {bar}
        {state}
      </>
    );
  }
  const { firstSaleDay } = account.processing;
  const { stores, hours } = data.companyPerformance;
  const inactive = new Set((account.units.edges ?? []).filter((edge) => !edge.node.active).map((edge) => edge.node.id_erp));
  // stores without a sale in the period (an inactive store, one not open yet) are left out of the ranking (issue 14 §6)
  const rankedStores: StoreRow[] = stores.filter((row) => row.NUM_CUPONS > 0).map((row) => ({ ...row, inactive: inactive.has(row.unitIdErp) }));
  const chartStores = stores.filter((store) => store.VAL_FATURAMENTO > 0);
  const storeLabel = (store: { unitIdErp: string; name: string }) => (inactive.has(store.unitIdErp) ? intl.formatMessage({ id: 'companyPerformance.inactiveStoreName' }, { name: store.name }) : store.name);
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
        categories={chartStores.map(storeLabel)}
        formats={['currency']}
        series={[
          { name: intl.formatMessage({ id: 'companyPerformance.series.revenue' }), data: chartStores.map((store) => store.VAL_FATURAMENTO) },
          { name: intl.formatMessage({ id: 'companyPerformance.series.lastYear' }), data: chartStores.map((store) => store.VAL_FATURAMENTO_DTA) },
        ]}
      />
      <StoreRanking
        actions={<ExportTableButton table="empresa.desempenho" title={ranking} filter={toSalesFilterInput(filters)} />}
        rows={rankedStores}
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
