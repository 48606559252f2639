import { Suspense } from 'react';
import { ClubNoSales, ClubSkeleton } from '@/shared/ui/analytics-page';
import { ClubComparison } from './ClubComparison';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { ExportTableButton } from '@/features/export-table';
import { usePageQuery, usePageScope } from '@/shared/api';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { PageContainer, PageHeading } from '@/shared/ui';
import { readReferencePeriod, ReferencePeriodPicker } from '@/shared/ui/reference-period';
import { clubComparisonPage } from '../api/ClubComparisonPageQuery';

function ClubComparisonContent() {
  const data = usePageQuery(clubComparisonPage);
  const { filters, reference } = usePageScope(clubComparisonPage);
  if (!data.viewer) return null;
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
