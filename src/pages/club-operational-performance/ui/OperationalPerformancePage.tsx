import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ExportTableButton } from '@/features/export-table';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { AnalyticsPage, NoSalesYet } from '@/shared/ui/analytics-page';
import { operationalPerformancePage } from '../api/OperationalPerformancePageQuery';
import { OperatorsPerformance } from './OperatorsPerformance';

/** Where an operator's details live; the page's filters travel along in the search. */
const DETAILS_PATH = '/clube/performance-operacional/detalhes-operador';

function OperationalPerformanceContent() {
  const intl = useIntl();
  const data = usePageQuery(operationalPerformancePage);
  const [search] = useSearchParams();
  const filters = usePageScope(operationalPerformancePage);
  if (!data.viewer) return null;
  const query = search.toString();
  const detailsHref = (operatorId: string) => `${DETAILS_PATH}/${encodeURIComponent(operatorId)}${query ? `?${query}` : ''}`;
  return (
    <>
      <SalesFilterBar account={data.viewer.account} filters={filters} />
      {data.operatorPerformance ? (
        <OperatorsPerformance
          rows={data.operatorPerformance}
          detailsHref={detailsHref}
          actions={
            <ExportTableButton
              table="clube.performance-operacional"
              title={intl.formatMessage({ id: 'clubOperationalPerformance.exportTitle' })}
              filter={toSalesFilterInput(filters)}
              disabled={data.operatorPerformance.length === 0}
            />
          }
        />
      ) : (
        <NoSalesYet />
      )}
    </>
  );
}

/** Performance operacional: how often each cashier identifies the buyer (CPF/CNPJ) on the coupon. */
export function OperationalPerformancePage() {
  return (
    <AnalyticsPage texts="clubOperationalPerformance" skeleton={{ filters: true }}>
      <OperationalPerformanceContent />
    </AnalyticsPage>
  );
}
