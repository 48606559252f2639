import { useIntl } from 'react-intl';
import { ExportTableButton } from '@/features/export-table';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { AnalyticsPage, NoSalesYet } from '@/shared/ui/analytics-page';
import { ReferencePeriodPicker } from '@/shared/ui/reference-period';
import { clubComparisonPage } from '../api/ClubComparisonPageQuery';
import { ClubComparison } from './ClubComparison';

function ClubComparisonContent() {
  const intl = useIntl();
  const data = usePageQuery(clubComparisonPage);
  const { filters, reference } = usePageScope(clubComparisonPage);
  if (!data.viewer) return null;
  return (
    <>
      <SalesFilterBar account={data.viewer.account} filters={filters} show={{ personType: true }} />
      <ReferencePeriodPicker reference={reference} resetLabel={intl.formatMessage({ id: 'clubComparison.referenceReset' })} />
      {data.clubComparison ? (
        <ClubComparison
          comparison={data.clubComparison}
          actions={
            <ExportTableButton
              table="clube.comparativo"
              title={intl.formatMessage({ id: 'clubComparison.exportTitle' })}
              filter={toSalesFilterInput(filters)}
              params={{ referenceStart: reference.start, referenceEnd: reference.end }}
            />
          }
        />
      ) : (
        <NoSalesYet />
      )}
    </>
  );
}

/** Comparativo do Clube: the club KPIs of two periods side by side. */
export function ClubComparisonPage() {
  return (
    <AnalyticsPage texts="clubComparison" skeleton={{ filters: true, kpis: 10 }}>
      <ClubComparisonContent />
    </AnalyticsPage>
  );
}
