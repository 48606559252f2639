import { InterestTabs, InterestsView } from '@/widgets/interest-affinity';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import { AnalyticsPage, NoSalesYet } from '@/shared/ui/analytics-page';
import { customerInterestsCompanyPage } from '../api/CustomerInterestsCompanyPageQuery';

function CustomerInterestsCompanyContent() {
  const data = usePageQuery(customerInterestsCompanyPage);
  const { filters } = usePageScope(customerInterestsCompanyPage);
  if (!data.viewer) return null;
  return (
    <>
      <InterestTabs view="PERSON_TYPE" />
      <SalesFilterBar account={data.viewer.account} filters={filters} />
      {data.customerInterests ? <InterestsView interests={data.customerInterests} /> : <NoSalesYet />}
    </>
  );
}

/** Interesses de pessoa jurídica (/clientes/interesses/pessoa-juridica). */
export function CustomerInterestsCompanyPage() {
  return (
    <AnalyticsPage texts="customerInterestsCompany" skeleton={{ filters: true }}>
      <CustomerInterestsCompanyContent />
    </AnalyticsPage>
  );
}
