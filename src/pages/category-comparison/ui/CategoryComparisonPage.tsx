import { useIntl } from 'react-intl';
import { ComparisonView } from '@/widgets/compared-items';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { AnalyticsPage, EmptyState, NoSalesYet } from '@/shared/ui/analytics-page';
import { ReferencePeriodPicker } from '@/shared/ui/reference-period';
import { categoryComparisonPage } from '../api/CategoryComparisonPageQuery';

function CategoryComparisonContent() {
  const intl = useIntl();
  const data = usePageQuery(categoryComparisonPage);
  const scope = usePageScope(categoryComparisonPage);
  if (!data.viewer) return null;
  const result = data.categoryComparison;
  return (
    <>
      <SalesFilterBar account={data.viewer.account} filters={scope.filters} />
      <ReferencePeriodPicker reference={scope.reference} resetLabel={intl.formatMessage({ id: 'categoryComparison.referenceReset' })} />
      <p>{intl.formatMessage({ id: 'categoryComparison.scopeNote' })}</p>
      {!result ? (
        <NoSalesYet />
      ) : result.rows.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'categoryComparison.empty' })} hint={intl.formatMessage({ id: 'categoryComparison.emptyHint' })} />
      ) : (
        <ComparisonView comparison={result} kind="CATEGORIES" chosen={scope.items} exportFilter={toSalesFilterInput(scope.filters)} />
      )}
    </>
  );
}

/** The /produtos/comparativo-categorias page: two to five side by side, over the period and against a reference period. */
export function CategoryComparisonPage() {
  return (
    <AnalyticsPage texts="categoryComparison" skeleton={{ filters: true, blocks: [320, 320] }}>
      <CategoryComparisonContent />
    </AnalyticsPage>
  );
}
