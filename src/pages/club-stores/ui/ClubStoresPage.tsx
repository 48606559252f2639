import { Suspense } from 'react';
import { ClubNoSales, ClubSkeleton } from '@/shared/ui/analytics-page';
import { ClubStores } from './ClubStores';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { ExportTableButton } from '@/features/export-table';
import { usePageQuery, usePageScope } from '@/shared/api';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { PageContainer, PageHeading } from '@/shared/ui';
import { clubStoresPage } from '../api/ClubStoresPageQuery';

function ClubStoresContent() {
  const data = usePageQuery(clubStoresPage);
  const filters = usePageScope(clubStoresPage);
  if (!data.viewer) return null;
  return (
    <>
      <SalesFilterBar account={data.viewer.account} filters={filters} show={{ personType: true }} />
      {data.clubStores ? (
        <ClubStores
          rows={data.clubStores}
          actions={<ExportTableButton table="clube.lojas" title="Clube por loja" filter={toSalesFilterInput(filters)} disabled={data.clubStores.length === 0} />}
        />
      ) : (
        <ClubNoSales />
      )}
    </>
  );
}

/** Clube por loja: the club's clients, revenue share and tickets, store by store. */
export function ClubStoresPage() {
  return (
    <PageContainer>
      <PageHeading>
        <h1>Clube por loja</h1>
        <p>Clientes cadastrados e ativos pela loja de cadastro; faturamento, ticket médio e cupons pela loja da compra.</p>
      </PageHeading>
      <Suspense fallback={<ClubSkeleton kpis={0} label="Carregando os indicadores por loja" />}>
        <ClubStoresContent />
      </Suspense>
    </PageContainer>
  );
}
