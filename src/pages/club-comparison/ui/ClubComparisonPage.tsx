import { Suspense } from 'react';
import { usePreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { ClubNoSales, ClubSkeleton } from '@/shared/ui/analytics-page';
import { ClubComparison } from './ClubComparison';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { ExportTableButton } from '@/features/export-table';
import { usePageQueryRef } from '@/shared/lib/route-module';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { PageContainer, PageHeading } from '@/shared/ui';
import { readReferencePeriod, ReferencePeriodPicker } from '@/shared/ui/reference-period';
import { ClubComparisonPageQuery, clubComparisonFilters, type ClubComparisonPageQueryType } from '../api/ClubComparisonPageQuery';

function ClubComparisonContent() {
  const data = usePreloadedQuery<ClubComparisonPageQueryType>(ClubComparisonPageQuery, usePageQueryRef<ClubComparisonPageQueryType>());
  const [search] = useSearchParams();
  if (!data.viewer) return null;
  const filters = clubComparisonFilters(search);
  const reference = readReferencePeriod(search, filters);
  return (
    <>
      <SalesFilterBar account={data.viewer.account} filters={filters} show={{ personType: true }} />
      <ReferencePeriodPicker reference={reference} resetLabel="Um ano antes" />
      {data.clubComparison ? (
        <ClubComparison
          comparison={data.clubComparison}
          actions={
            <ExportTableButton
              table="clube.comparativo"
              title="Comparativo do clube"
              filter={toSalesFilterInput(filters)}
              params={{ referenceStart: reference.start, referenceEnd: reference.end }}
            />
          }
        />
      ) : (
        <ClubNoSales />
      )}
    </>
  );
}

/** Comparativo do Clube: the club KPIs of two periods side by side. */
export function ClubComparisonPage() {
  return (
    <PageContainer>
      <PageHeading>
        <h1>Comparativo do Clube</h1>
        <p>Os indicadores do clube no período escolhido e no período de referência (por padrão, os mesmos dias um ano antes).</p>
      </PageHeading>
      <Suspense fallback={<ClubSkeleton kpis={10} label="Carregando o comparativo do clube" />}>
        <ClubComparisonContent />
      </Suspense>
    </PageContainer>
  );
}
