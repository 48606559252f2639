import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { ExportTableButton } from '@/features/export-table';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { PageHeading } from '@/shared/ui';
import { AnalyticsPage, EmptyState, NoSalesYet } from '@/shared/ui/analytics-page';
import { operatorDetailsPage } from '../api/OperatorDetailsPageQuery';
import { OperatorDetails } from './OperatorDetails';

/** The operators list the details page returns to. */
const LIST_PATH = '/clube/performance-operacional';

function OperatorDetailsContent() {
  const intl = useIntl();
  const data = usePageQuery(operatorDetailsPage);
  const { filters } = usePageScope(operatorDetailsPage);
  if (!data.viewer) return null;
  const operator = data.operatorDetails;
  const processed = data.viewer.account.processing !== null;
  return (
    <>
      {operator && (
        <PageHeading>
          <h2>{operator.NOME_PROFISSIONAL || intl.formatMessage({ id: 'clubOperatorDetails.unnamed' }, { code: operator.COD_ID_PROFISSIONAL })}</h2>
          <p>{intl.formatMessage({ id: 'clubOperatorDetails.code' }, { code: operator.COD_ID_PROFISSIONAL })}</p>
        </PageHeading>
      )}
      <SalesFilterBar account={data.viewer.account} filters={filters} />
      {!processed ? (
        <NoSalesYet />
      ) : operator ? (
        <OperatorDetails
          operator={operator}
          actions={
            <ExportTableButton
              table="clube.performance-operacional.detalhes-operador"
              title={intl.formatMessage({ id: 'clubOperatorDetails.exportTitle' })}
              filter={toSalesFilterInput(filters)}
              params={{ operatorId: operator.COD_ID_PROFISSIONAL }}
            />
          }
        />
      ) : (
        <EmptyState title={<FormattedMessage id="clubOperatorDetails.notFound" />} hint={<FormattedMessage id="clubOperatorDetails.notFoundHint" />} />
      )}
    </>
  );
}

/** Detalhes do operador: one cashier's identification figures, day by day and store by store. */
export function OperatorDetailsPage() {
  const [search] = useSearchParams();
  const query = search.toString();
  return (
    <AnalyticsPage
      back={
        <Link to={`${LIST_PATH}${query ? `?${query}` : ''}`}>
          <FormattedMessage id="clubOperatorDetails.back" />
        </Link>
      }
      texts="clubOperatorDetails"
      skeleton={{ filters: true, kpis: 7 }}
    >
      <OperatorDetailsContent />
    </AnalyticsPage>
  );
}
