import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import { AnalyticsPage } from '@/shared/ui/analytics-page';
import { bestCustomersPage } from '../api/BestCustomersPageQuery';
import { BestCustomersTable } from './BestCustomersTable';

function BestCustomersContent() {
  const data = usePageQuery(bestCustomersPage);
  const filters = usePageScope(bestCustomersPage);
  if (!data.viewer) return null;
  return (
    <>
      <SalesFilterBar account={data.viewer.account} filters={filters} show={{ personType: true }} />
      <BestCustomersTable query={data} />
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
