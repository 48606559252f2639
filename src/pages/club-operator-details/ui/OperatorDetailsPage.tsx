import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ClubNoSales, ClubSkeleton } from '@/shared/ui/analytics-page';
import { OperatorDetails } from './OperatorDetails';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { ExportTableButton } from '@/features/export-table';
import { usePageQuery, usePageScope } from '@/shared/api';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { Card, PageContainer, PageHeading, TableEmptyState } from '@/shared/ui';
import { operatorDetailsPage } from '../api/OperatorDetailsPageQuery';

/** The operators list the details page returns to. */
const LIST_PATH = '/clube/performance-operacional';

function OperatorDetailsContent() {
  const data = usePageQuery(operatorDetailsPage);
  const { filters } = usePageScope(operatorDetailsPage);
  if (!data.viewer) return null;
  const operator = data.operatorDetails;
  const processed = data.viewer.account.processing !== null;
  return (
    <>
      {operator && (
        <PageHeading>
          <h2>{operator.NOME_PROFISSIONAL || `Operador ${operator.COD_ID_PROFISSIONAL}`}</h2>
          <p>{`Código ${operator.COD_ID_PROFISSIONAL}`}</p>
        </PageHeading>
      )}
      <SalesFilterBar account={data.viewer.account} filters={filters} />
      {!processed ? (
        <ClubNoSales />
      ) : operator ? (
        <OperatorDetails
          operator={operator}
          actions={
            <ExportTableButton
              table="clube.performance-operacional.detalhes-operador"
              title="Operador por loja"
              filter={toSalesFilterInput(filters)}
              params={{ operatorId: operator.COD_ID_PROFISSIONAL }}
            />
          }
        />
      ) : (
        <Card role="status">
          <TableEmptyState>
            <p>Operador não encontrado</p>
            <p>Este operador não emitiu cupons nas lojas escolhidas até o fim do período.</p>
          </TableEmptyState>
        </Card>
      )}
    </>
  );
}

/** Detalhes do operador: one cashier's identification figures, day by day and store by store. */
export function OperatorDetailsPage() {
  const [search] = useSearchParams();
  const query = search.toString();
  return (
    <PageContainer>
      <PageHeading>
        <p>
          <Link to={`${LIST_PATH}${query ? `?${query}` : ''}`}>← Voltar para Performance operacional</Link>
        </p>
        <h1>Detalhes do operador</h1>
      </PageHeading>
      <Suspense fallback={<ClubSkeleton kpis={7} label="Carregando os dados do operador" />}>
        <OperatorDetailsContent />
      </Suspense>
    </PageContainer>
  );
}
