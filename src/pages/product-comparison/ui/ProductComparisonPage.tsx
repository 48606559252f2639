import { useIntl } from 'react-intl';
import { ComparisonView } from '@/widgets/compared-items';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { AnalyticsPage, EmptyState, NoSalesYet } from '@/shared/ui/analytics-page';
import { ReferencePeriodPicker } from '@/shared/ui/reference-period';
import { productComparisonPage } from '../api/ProductComparisonPageQuery';

function ProductComparisonContent() {
  const intl = useIntl();
  const data = usePageQuery(productComparisonPage);
  const scope = usePageScope(productComparisonPage);
  if (!data.viewer) return null;
  const result = data.productComparison;
  return (
    <>
      <SalesFilterBar account={data.viewer.account} filters={scope.filters} />
      <ReferencePeriodPicker reference={scope.reference} resetLabel={intl.formatMessage({ id: 'productComparison.referenceReset' })} />
      <p>{intl.formatMessage({ id: 'productComparison.scopeNote' })}</p>
      {!result ? (
        <NoSalesYet />
      ) : result.rows.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'productComparison.empty' })} hint={intl.formatMessage({ id: 'productComparison.emptyHint' })} />
      ) : (
        <ComparisonView comparison={result} kind="PRODUCTS" chosen={scope.items} exportFilter={toSalesFilterInput(scope.filters)} />
      )}
    </>
  );
}

/** The /produtos/comparativo-produtos page: two to five side by side, over the period and against a reference period. */
export function ProductComparisonPage() {
  return (
    <AnalyticsPage texts="productComparison" skeleton={{ filters: true, blocks: [320, 320] }}>
      <ProductComparisonContent />
    </AnalyticsPage>
  );
}
