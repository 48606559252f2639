import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { usePageQuery, usePageScope } from '@/shared/api';
import { AnalyticsPage, EmptyState } from '@/shared/ui/analytics-page';
import { customerRfvPage } from '../api/CustomerRfvPageQuery';
import { RfvClusterTable } from './RfvClusterTable';
import { RfvCustomers } from './RfvCustomers';
import { RfvMigrationMatrix } from './RfvMigrationMatrix';
import { RfvPickers } from './RfvPickers';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(5)};
`;

const Window = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const brDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

function CustomerRfvContent() {
  const intl = useIntl();
  const data = usePageQuery(customerRfvPage);
  const scope = usePageScope(customerRfvPage);
  const metrics = data.rfvClientsMetrics;
  if (!metrics) {
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'customerRfv.noAnalysis' })}
        hint={intl.formatMessage({ id: 'customerRfv.noAnalysisHint' })}
        action={<Link to="/gerenciador-analises">{intl.formatMessage({ id: 'customerRfv.toManager' })}</Link>}
      />
    );
  }
  return (
    <Stack>
      <RfvPickers analyses={data.aHubAnalyticsConfigurations} analysisId={metrics.analysis.id} periodId={metrics.period.id} fromPeriodId={data.rfvPeriodMigrations?.from.id ?? scope.fromPeriodId} />
      <Window data-period-start={metrics.period.initialDate} data-period-end={metrics.period.finalDate}>
        {intl.formatMessage({ id: 'customerRfv.window' }, { start: brDate(metrics.period.initialDate), end: brDate(metrics.period.finalDate) })}
      </Window>
      <RfvClusterTable metrics={metrics} />
      <RfvMigrationMatrix migrations={data.rfvPeriodMigrations ?? null} />
      <RfvCustomers query={data} cluster={scope.cluster} periodId={metrics.period.id} />
    </Stack>
  );
}

/** Classificação RFV: the seven clusters, their reach, the migration between periods and each cluster's customers. */
export function CustomerRfvPage() {
  return (
    <AnalyticsPage texts="customerRfv" skeleton={{ filters: true, blocks: [260, 420, 320] }}>
      <CustomerRfvContent />
    </AnalyticsPage>
  );
}
