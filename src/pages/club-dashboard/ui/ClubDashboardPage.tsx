import { CustomerActivityClusters } from '@/widgets/customer-activity-clusters';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import { AnalyticsPage, NoSalesInPeriod, NoSalesYet } from '@/shared/ui/analytics-page';
import { clubDashboardPage } from '../api/ClubDashboardPageQuery';
import { ClubKpis } from './ClubKpis';
import { ClubMonthlyCharts } from './ClubMonthlyCharts';

function ClubDashboardContent() {
  const data = usePageQuery(clubDashboardPage);
  const filters = usePageScope(clubDashboardPage);
  // a session lost mid-flight renders nothing: the network layer takes the user to /expired-session
  if (!data.viewer) return null;
  const dashboard = data.clubDashboard;
  return (
    <>
      <SalesFilterBar account={data.viewer.account} filters={filters} show={{ personType: true }} />
      {!dashboard ? (
        <NoSalesYet />
      ) : (
        <>
          {dashboard.metrics.NUM_CUPONS === 0 && <NoSalesInPeriod />}
          <ClubKpis metrics={dashboard.metrics} />
          <CustomerActivityClusters account={data.viewer.account} clusters={dashboard.clusters} />
          <ClubMonthlyCharts dashboard={dashboard} />
        </>
      )}
    </>
  );
}

/** Dashboard do Clube: the loyalty club's base, its weight in the sales and its monthly trend. */
export function ClubDashboardPage() {
  return (
    <AnalyticsPage texts="clubDashboard" skeleton={{ filters: true, kpis: 8 }}>
      <ClubDashboardContent />
    </AnalyticsPage>
  );
}
