import { InterestTabs, InterestsView } from '@/widgets/interest-affinity';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import { AnalyticsPage, NoSalesYet } from '@/shared/ui/analytics-page';
import { customerInterestsAgePage } from '../api/CustomerInterestsAgePageQuery';

function CustomerInterestsAgeContent() {
  const data = usePageQuery(customerInterestsAgePage);
  const { filters } = usePageScope(customerInterestsAgePage);
  if (!data.viewer) return null;
  return (
    <>
      <InterestTabs view="AGE" />
      <SalesFilterBar account={data.viewer.account} filters={filters} />
      {data.customerInterests ? <InterestsView interests={data.customerInterests} /> : <NoSalesYet />}
    </>
  );
}

/** Interesses por idade (/clientes/interesses/por-idade). */
export function CustomerInterestsAgePage() {
  return (
    <AnalyticsPage texts="customerInterestsAge" skeleton={{ filters: true }}>
      <CustomerInterestsAgeContent />
    </AnalyticsPage>
  );
}
