import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ClientsActivityClusters } from '@/widgets/customer-activity-clusters';
import { HomeKpis } from './HomeKpis';
import { MercapromoMetrics } from './MercapromoMetrics';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { SuggestedOpportunities } from './SuggestedOpportunities';
import { KpiGrid } from '@/entities/metric';
import { formatDateTime } from '@/shared/lib/date';
import { usePageQuery, usePageScope } from '@/shared/api';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { Alert, Card, PageContainer, PageHeading, TableEmptyState, VisuallyHidden } from '@/shared/ui';
import { homePage } from '../api/HomePageQuery';

const INTEGRATIONS_PATH = '/configuracoes-admin/integracoes';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const Bone = styled.div<{ height: number }>`
  height: ${(p) => p.height}px;
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.neutralSoft};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

const Columns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
`;

const EmptyLink = styled(Link)`
  align-self: center;
  margin-top: ${(p) => p.theme.space(3)};
  font-weight: 600;
  color: ${(p) => p.theme.colors.primary};
`;

/** Placeholders in the shape of the page while its query is in flight. */
function HomeSkeleton() {
  const intl = useIntl();
  return (
    <PageContainer aria-busy="true">
      <VisuallyHidden role="status">{intl.formatMessage({ id: 'home.loading' })}</VisuallyHidden>
      <Bone height={56} />
      <Bone height={96} />
      <KpiGrid>
        {Array.from({ length: 9 }, (_, i) => (
          <Bone key={i} height={112} />
        ))}
      </KpiGrid>
      <Bone height={320} />
    </PageContainer>
  );
}

/** "Todas as lojas" or how many stores the filter holds, for the opportunities' subtitle. */
function useUnitsLabel(units: readonly string[]): string {
  const intl = useIntl();
  return units.length === 0 ? intl.formatMessage({ id: 'home.allStores' }) : intl.formatMessage({ id: 'home.selectedStores' }, { count: units.length });
}

function HomeContent() {
  const data = usePageQuery(homePage);
  const filters = usePageScope(homePage);
  const unitsLabel = useUnitsLabel(filters.units);
  // The guard only lets signed-in users here; a session lost mid-flight renders nothing and the
  // network layer takes the user to /expired-session.
  if (!data.viewer) return null;
  const { user, account } = data.viewer;
  const updated = formatDateTime(account.processing?.lastUpdated, 'DD/MM/YYYY HH:mm');

  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="home.greeting" values={{ name: user.name }} />
        </h1>
        <p>
          <FormattedMessage id="home.accountSubtitle" values={{ account: <strong>{account.name}</strong> }} />
          {updated && (
            <>
              {' '}
              <span data-testid="last-updated">
                <FormattedMessage id="home.updatedAt" values={{ when: updated }} />
              </span>
            </>
          )}
        </p>
      </PageHeading>

      {!account.processing ? (
        <Card>
          <TableEmptyState>
            <p>
              <FormattedMessage id="home.noProcessing" />
            </p>
            <p>
              <FormattedMessage id="home.noProcessingHint" />
            </p>
            <EmptyLink to={INTEGRATIONS_PATH}>
              <FormattedMessage id="home.noProcessingLink" />
            </EmptyLink>
          </TableEmptyState>
        </Card>
      ) : (
        <>
          <SalesFilterBar account={account} filters={filters} show={{ units: true }} />
          {account.only_mercapromo ? (
            data.mercapromoMetrics ? (
              <MercapromoMetrics metrics={data.mercapromoMetrics} />
            ) : (
              <Alert tone="info">
                <FormattedMessage id="home.promoNoData" />
              </Alert>
            )
          ) : (
            <>
              {data.dashboardMetrics?.NUM_CUPONS === 0 && (
                <Alert tone="info">
                  <strong>
                    <FormattedMessage id="home.noSales" />
                  </strong>{' '}
                  <FormattedMessage id="home.noSalesHint" />
                </Alert>
              )}
              {data.dashboardMetrics && <HomeKpis metrics={data.dashboardMetrics} />}
              <Columns>
                <ClientsActivityClusters account={account} clusters={data.clientsActivityClusters ?? null} />
                <SuggestedOpportunities
                  opportunities={data.suggestedProductsOpportunities}
                  units={filters.units}
                  unitsLabel={unitsLabel}
                  filter={toSalesFilterInput(filters)}
                />
              </Columns>
            </>
          )}
        </>
      )}
    </PageContainer>
  );
}

/**
 * Início: the sales home of a retail manager — the club KPIs of the period, the activity groups of
 * the customer base, and the suggested-product opportunities of the selected stores; a
 * promotions-only account sees its promotion metrics instead. Filters live in the address.
 */
export function HomePage() {
  return (
    <Suspense fallback={<HomeSkeleton />}>
      <HomeContent />
    </Suspense>
  );
}
