import { Suspense } from 'react';
import { usePreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { ClubNoSales, ClubSkeleton } from '@/shared/ui/analytics-page';
import { ClubPerformance } from './ClubPerformance';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { ExportTableButton } from '@/features/export-table';
import { usePageQueryRef } from '@/shared/lib/route-module';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { PageContainer, PageHeading } from '@/shared/ui';
import { ClubPerformancePageQuery, clubPerformanceFilters, type ClubPerformancePageQueryType } from '../api/ClubPerformancePageQuery';

function ClubPerformanceContent() {
  const data = usePreloadedQuery<ClubPerformancePageQueryType>(ClubPerformancePageQuery, usePageQueryRef<ClubPerformancePageQueryType>());
  const [search] = useSearchParams();
  if (!data.viewer) return null;
  const filters = clubPerformanceFilters(search);
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
