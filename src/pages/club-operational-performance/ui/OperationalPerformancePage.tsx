import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ClubNoSales, ClubSkeleton } from '@/shared/ui/analytics-page';
import { OperatorsPerformance } from './OperatorsPerformance';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { ExportTableButton } from '@/features/export-table';
import { usePageQuery, usePageScope } from '@/shared/api';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { PageContainer, PageHeading } from '@/shared/ui';
import { operationalPerformancePage } from '../api/OperationalPerformancePageQuery';

/** Where an operator's details live; the page's filters travel along in the search. */
const DETAILS_PATH = '/clube/performance-operacional/detalhes-operador';

function OperationalPerformanceContent() {
  const data = usePageQuery(operationalPerformancePage);
  const [search] = useSearchParams();
  const filters = usePageScope(operationalPerformancePage);
  if (!data.viewer) return null;
  const query = search.toString();
  const detailsHref = (operatorId: string) => `${DETAILS_PATH}/${encodeURIComponent(operatorId)}${query ? `?${query}` : ''}`;
  return (
    <>
      <SalesFilterBar account={data.viewer.account} filters={filters} />
      {data.operatorPerformance ? (
        <OperatorsPerformance
          rows={data.operatorPerformance}
          detailsHref={detailsHref}
          actions={
            <ExportTableButton
              table="clube.performance-operacional"
              title="Performance operacional"
              filter={toSalesFilterInput(filters)}
              disabled={data.operatorPerformance.length === 0}
            />
          }
        />
      ) : (
        <ClubNoSales />
      )}
    </>
  );
}

/** Performance operacional: how often each cashier identifies the buyer (CPF/CNPJ) on the coupon. */
export function OperationalPerformancePage() {
  return (
    <PageContainer>
      <PageHeading>
        <h1>Performance operacional</h1>
        <p>Quanto cada operador de caixa identifica os clientes nos cupons, loja a loja.</p>
      </PageHeading>
      <Suspense fallback={<ClubSkeleton kpis={0} label="Carregando a performance dos operadores" />}>
        <OperationalPerformanceContent />
      </Suspense>
    </PageContainer>
  );
}
