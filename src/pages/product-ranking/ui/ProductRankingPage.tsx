import { useIntl } from 'react-intl';
import { ExportTableButton } from '@/features/export-table';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import type { MessageId } from '@/shared/i18n';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { AnalyticsPage, EmptyState, NoSalesYet } from '@/shared/ui/analytics-page';
import { productRankingPage } from '../api/ProductRankingPageQuery';
import { RankingChoices } from './RankingChoices';
import { RankingKpis } from './RankingKpis';
import { RankingTable } from './RankingTable';

/** The export's params: the ranking's choices, so the file lists what the screen lists. */
function exportParams(scope: ReturnType<typeof productRankingPage.scope>): Record<string, string> {
  const params: Record<string, string> = { metric: scope.metric, order: scope.order };
  if (scope.department !== null) params.department = scope.department;
  if (scope.category !== null) params.category = scope.category;
  return params;
}

function ProductRankingContent() {
  const intl = useIntl();
  const data = usePageQuery(productRankingPage);
  const scope = usePageScope(productRankingPage);
  if (!data.viewer) return null;
  const ranking = data.productRanking;
  const text = (id: MessageId) => intl.formatMessage({ id });
  return (
    <>
      <SalesFilterBar account={data.viewer.account} filters={scope.filters} />
      {!ranking ? (
        <NoSalesYet />
      ) : (
        <>
          <RankingChoices scope={scope} departments={ranking.departments} />
          <p>{text('productRanking.scopeNote')}</p>
          {ranking.NUM_PRODUTOS_ATIVOS === 0 ? (
            <EmptyState title={text('productRanking.empty')} hint={text('productRanking.emptyHint')} />
          ) : (
            <>
              <RankingKpis ranking={ranking} />
              <RankingTable
                ranking={ranking}
                actions={
                  <ExportTableButton
                    table="produtos.ranking-produtos"
                    title={text('productRanking.exportTitle')}
                    filter={toSalesFilterInput(scope.filters)}
                    params={exportParams(scope)}
                  />
                }
              />
            </>
          )}
        </>
      )}
    </>
  );
}

/** Ranking de produtos: the 100 best (or least) sold products and the product metrics of spec §3. */
export function ProductRankingPage() {
  return (
    <AnalyticsPage texts="productRanking" skeleton={{ filters: true }}>
      <ProductRankingContent />
    </AnalyticsPage>
  );
}
