import { Suspense } from 'react';
import { ClientsActivityClusters } from '@/widgets/customer-activity-clusters';
import { ClubNoSales, ClubNoSalesInPeriod, ClubSkeleton } from '@/shared/ui/analytics-page';
import { ClubKpis } from './ClubKpis';
import { ClubMonthlyCharts } from './ClubMonthlyCharts';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import { PageContainer, PageHeading } from '@/shared/ui';
import { clubDashboardPage } from '../api/ClubDashboardPageQuery';

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
        <ClubNoSales />
      ) : (
        <>
          {dashboard.metrics.NUM_CUPONS === 0 && <ClubNoSalesInPeriod />}
          <ClubKpis metrics={dashboard.metrics} />
          <ClientsActivityClusters account={data.viewer.account} clusters={dashboard.clusters} />
          <ClubMonthlyCharts dashboard={dashboard} />
        </>
      )}
    </>
  );
}

/** Dashboard do Clube: the loyalty club's base, its weight in the sales and its monthly trend. */
export function ClubDashboardPage() {
  return (
    <PageContainer>
      <PageHeading>
        <h1>Dashboard do Clube</h1>
        <p>Clientes do clube de fidelidade, participação no faturamento e evolução mês a mês.</p>
      </PageHeading>
      <Suspense fallback={<ClubSkeleton kpis={8} label="Carregando os indicadores do clube" />}>
        <ClubDashboardContent />
      </Suspense>
    </PageContainer>
  );
}
