import { useIntl } from 'react-intl';
import { ExportTableButton } from '@/features/export-table';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { AnalyticsPage, endsBeforeFirstSale, NoSalesInPeriod, NoSalesYet } from '@/shared/ui/analytics-page';
import { ReferencePeriodPicker } from '@/shared/ui/reference-period';
import { companyDecompositionPage } from '../api/CompanyDecompositionPageQuery';
import { RevenueDecompositionReport } from './RevenueDecompositionReport';

function DecompositionContent() {
  const intl = useIntl();
  const data = usePageQuery(companyDecompositionPage);
  const scope = usePageScope(companyDecompositionPage);
  if (!data.viewer) return null;
  const { account } = data.viewer;
  return (
    <>
      <SalesFilterBar account={account} filters={scope.filters} show={{ personType: true }} />
      <ReferencePeriodPicker
        reference={scope.reference}
        resetLabel={intl.formatMessage({ id: 'companyDecomposition.referenceReset' })}
        resetWhenDefault="disable"
        summary
      />
      {!account.processing || !data.revenueDecomposition ? (
        <NoSalesYet />
      ) : endsBeforeFirstSale(scope.filters.end, account.processing.firstSaleDay) ? (
        // before the chain's first sale every figure is zero for want of data: say so (issue 14 §6)
        <NoSalesInPeriod before={account.processing.firstSaleDay} />
      ) : (
        <RevenueDecompositionReport
          decomposition={data.revenueDecomposition}
          start={scope.filters.start}
          end={scope.filters.end}
          actions={
            <ExportTableButton
              table="empresa.decomposicao"
              title={intl.formatMessage({ id: 'companyDecomposition.exportTitle' })}
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
 * Empresa > Decomposição: why revenue changed between two periods — customers, purchase frequency
 * and average ticket for the club, coupons and average ticket for everyone else.
 */
export function CompanyDecompositionPage() {
  return (
    <AnalyticsPage texts="companyDecomposition" skeleton={{ kpis: 8, blocks: [360, 240] }}>
      <DecompositionContent />
    </AnalyticsPage>
  );
}
