import { useIntl } from 'react-intl';
import { ExportTableButton } from '@/features/export-table';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { AnalyticsPage, NoSalesYet } from '@/shared/ui/analytics-page';
import { clubPerformancePage } from '../api/ClubPerformancePageQuery';
import { ClubPerformance } from './ClubPerformance';

function ClubPerformanceContent() {
  const intl = useIntl();
  const data = usePageQuery(clubPerformancePage);
  const filters = usePageScope(clubPerformancePage);
  if (!data.viewer) return null;
  return (
    <>
      <SalesFilterBar account={data.viewer.account} filters={filters} show={{ granularity: true, personType: true }} />
      {data.clubPerformance ? (
        <ClubPerformance
          points={data.clubPerformance}
          granularity={filters.granularity}
          actions={
            <ExportTableButton
              table="clube.desempenho"
              title={intl.formatMessage({ id: 'clubPerformance.exportTitle' })}
              filter={toSalesFilterInput(filters)}
              params={{ granularity: filters.granularity }}
              disabled={data.clubPerformance.length === 0}
            />
          }
        />
      ) : (
        <NoSalesYet />
      )}
    </>
  );
}

/** Desempenho do Clube: the club's figures bucket by bucket over the period. */
export function ClubPerformancePage() {
  return (
    <AnalyticsPage texts="clubPerformance" skeleton={{ filters: true }}>
      <ClubPerformanceContent />
    </AnalyticsPage>
  );
}
