import { Suspense } from 'react';
import { ExportTableButton } from '@/features/export-table';
import { usePageQuery, usePageScope } from '@/shared/api';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { PageContainer, PageHeading } from '@/shared/ui';
import { ReferencePeriodPicker } from '@/shared/ui/reference-period';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { NoProcessedSales, ReportSkeleton } from '@/shared/ui/analytics-page';
import { RevenueDecompositionReport } from './RevenueDecompositionReport';
import { companyDecompositionPage, type DecompositionScope } from '../api/CompanyDecompositionPageQuery';

function DecompositionContent({ scope }: { scope: DecompositionScope }) {
  const data = usePageQuery(companyDecompositionPage);
  if (!data.viewer) return null;
  const { account } = data.viewer;
  return (
    <>
      <SalesFilterBar account={account} filters={scope.filters} show={{ personType: true }} />
      <ReferencePeriodPicker reference={scope.reference} resetLabel="Mesmos dias do ano anterior" resetWhenDefault="disable" summary />
      {!account.processing || !data.revenueDecomposition ? (
        <NoProcessedSales />
      ) : (
        <RevenueDecompositionReport
          decomposition={data.revenueDecomposition}
          start={scope.filters.start}
          end={scope.filters.end}
          actions={
            <ExportTableButton
              table="empresa.decomposicao"
              title="Decomposição do faturamento"
              filter={toSalesFilterInput(scope.filters)}
              params={{ referenceStart: scope.reference.start, referenceEnd: scope.reference.end }}
            />
          }
        />
      )}
    </>
  );
}

/**
 * Empresa > Decomposição: why revenue changed between two periods — clients, purchase frequency
 * and average ticket for the club, coupons and average ticket for everyone else.
 */
export function CompanyDecompositionPage() {
  const scope = usePageScope(companyDecompositionPage);
  return (
    <PageContainer>
      <PageHeading>
        <h1>Decomposição do faturamento</h1>
        <p>A variação do faturamento entre dois períodos, separada nos efeitos de clientes, frequência de compra e ticket médio.</p>
      </PageHeading>
      <Suspense fallback={<ReportSkeleton />}>
        <DecompositionContent scope={scope} />
      </Suspense>
    </PageContainer>
  );
}
