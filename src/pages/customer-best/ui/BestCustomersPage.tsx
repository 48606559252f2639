import { useIntl } from 'react-intl';
import { ExportTableButton } from '@/features/export-table';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { usePageQuery, usePageScope } from '@/shared/api';
import { AnalyticsPage } from '@/shared/ui/analytics-page';
import { bestCustomersPage } from '../api/BestCustomersPageQuery';
import { BestCustomersTable } from './BestCustomersTable';

function BestCustomersContent() {
  const intl = useIntl();
  const data = usePageQuery(bestCustomersPage);
  const filters = usePageScope(bestCustomersPage);
  if (!data.viewer) return null;
  return (
    <>
      <SalesFilterBar account={data.viewer.account} filters={filters} show={{ personType: true }} />
      <BestCustomersTable
        query={data}
        actions={
          <ExportTableButton table="clientes.melhores-clientes" title={intl.formatMessage({ id: 'customerBest.exportTitle' })} filter={toSalesFilterInput(filters)} />
        }
      />
    </>
  );
}

/** Melhores clientes: the registered consumers who spent most in the club in the period. */
export function BestCustomersPage() {
  return (
    <AnalyticsPage texts="customerBest" skeleton={{ filters: true }}>
      <BestCustomersContent />
    </AnalyticsPage>
  );
}
