import { useIntl } from 'react-intl';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { AnalyticsPage, NoSalesYet } from '@/shared/ui/analytics-page';
import { customerRetentionPage } from '../api/CustomerRetentionPageQuery';
import { CohortTriangle } from './CohortTriangle';
import { ActiveCustomers, InactiveCustomers } from './RetentionLists';

function CustomerRetentionContent() {
  const intl = useIntl();
  const data = usePageQuery(customerRetentionPage);
  const filters = usePageScope(customerRetentionPage);
  if (!data.viewer) return null;
  const filter = toSalesFilterInput(filters);
  return (
    <>
      <SalesFilterBar account={data.viewer.account} filters={filters} show={{ personType: true }} />
      {!data.customerRetention ? (
        <NoSalesYet />
      ) : (
        <>
          <p>{intl.formatMessage({ id: 'customerRetention.storesNote' })}</p>
          <CohortTriangle retention={data.customerRetention} />
          <ActiveCustomers query={data} filter={filter} />
          <InactiveCustomers query={data} filter={filter} />
        </>
      )}
    </>
  );
}

/** Retenção: cohorts of first purchases and who comes back, and the active and inactive consumers. */
export function CustomerRetentionPage() {
  return (
    <AnalyticsPage texts="customerRetention" skeleton={{ filters: true }}>
      <CustomerRetentionContent />
    </AnalyticsPage>
  );
}
