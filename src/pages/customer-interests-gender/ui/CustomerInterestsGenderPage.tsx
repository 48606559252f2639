import { InterestTabs, InterestsView } from '@/widgets/interest-affinity';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import { AnalyticsPage, NoSalesYet } from '@/shared/ui/analytics-page';
import { customerInterestsGenderPage } from '../api/CustomerInterestsGenderPageQuery';

function CustomerInterestsGenderContent() {
  const data = usePageQuery(customerInterestsGenderPage);
  const { filters } = usePageScope(customerInterestsGenderPage);
  if (!data.viewer) return null;
  return (
    <>
      <InterestTabs view="GENDER" />
      <SalesFilterBar account={data.viewer.account} filters={filters} />
      {data.customerInterests ? <InterestsView interests={data.customerInterests} /> : <NoSalesYet />}
    </>
  );
}

/** Interesses por gênero (/clientes/interesses/por-genero). */
export function CustomerInterestsGenderPage() {
  return (
    <AnalyticsPage texts="customerInterestsGender" skeleton={{ filters: true }}>
      <CustomerInterestsGenderContent />
    </AnalyticsPage>
  );
}
