import { useIntl } from 'react-intl';
import { ExportTableButton } from '@/features/export-table';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { AnalyticsPage, NoSalesYet } from '@/shared/ui/analytics-page';
import { clubStoresPage } from '../api/ClubStoresPageQuery';
import { ClubStores } from './ClubStores';

function ClubStoresContent() {
  const intl = useIntl();
  const data = usePageQuery(clubStoresPage);
  const filters = usePageScope(clubStoresPage);
  if (!data.viewer) return null;
  return (
    <>
      <SalesFilterBar account={data.viewer.account} filters={filters} show={{ personType: true }} />
      {data.clubStores ? (
        <ClubStores
          rows={data.clubStores}
          actions={
            <ExportTableButton
              table="clube.lojas"
              title={intl.formatMessage({ id: 'clubStores.exportTitle' })}
              filter={toSalesFilterInput(filters)}
              disabled={data.clubStores.length === 0}
            />
          }
        />
      ) : (
        <NoSalesYet />
      )}
    </>
  );
}

/** Clube por loja: the club's customers, revenue share and tickets, store by store. */
export function ClubStoresPage() {
  return (
    <AnalyticsPage texts="clubStores" skeleton={{ filters: true }}>
      <ClubStoresContent />
    </AnalyticsPage>
  );
}
