import { Suspense } from 'react';
import { ClubNoSales, ClubSkeleton } from '@/shared/ui/analytics-page';
import { ClubPerformance } from './ClubPerformance';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { ExportTableButton } from '@/features/export-table';
import { usePageQuery, usePageScope } from '@/shared/api';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { PageContainer, PageHeading } from '@/shared/ui';
import { clubPerformancePage } from '../api/ClubPerformancePageQuery';

function ClubPerformanceContent() {
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
              title="Desempenho do clube"
              filter={toSalesFilterInput(filters)}
              params={{ granularity: filters.granularity }}
              disabled={data.clubPerformance.length === 0}
            />
          }
        />
      ) : <ClubNoSales />}
    </>
  );
}

/** Desempenho do Clube: the club's figures bucket by bucket over the period. */
export function ClubPerformancePage() {
  return (
    <PageContainer>
      <PageHeading>
        <h1>Desempenho do Clube</h1>
        <p>Faturamento e cupons do clube, clientes identificados e ticket médio ao longo do tempo.</p>
      </PageHeading>
      <Suspense fallback={<ClubSkeleton kpis={0} label="Carregando o desempenho do clube" />}>
        <ClubPerformanceContent />
      </Suspense>
    </PageContainer>
  );
}
