import { InterestTabs, InterestsView } from '@/widgets/interest-affinity';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import { AnalyticsPage, NoSalesYet } from '@/shared/ui/analytics-page';
import { customerInterestsPage } from '../api/CustomerInterestsPageQuery';

function CustomerInterestsContent() {
  const data = usePageQuery(customerInterestsPage);
  const { filters } = usePageScope(customerInterestsPage);
  if (!data.viewer) return null;
  return (
    <>
      <InterestTabs view="GENDER" />
      <SalesFilterBar account={data.viewer.account} filters={filters} />
      {data.customerInterests ? <InterestsView interests={data.customerInterests} /> : <NoSalesYet />}
    </>
  );
}

/** Interesses (/clientes/interesses). */
export function CustomerInterestsPage() {
  return (
    <AnalyticsPage texts="customerInterests" skeleton={{ filters: true }}>
      <CustomerInterestsContent />
    </AnalyticsPage>
  );
}
