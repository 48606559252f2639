import styled from '@emotion/styled';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CustomerActivityClusters } from '@/widgets/customer-activity-clusters';
import { HomeKpis } from './HomeKpis';
import { MercapromoMetrics } from './MercapromoMetrics';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { SuggestedOpportunities } from './SuggestedOpportunities';
import { formatDateTime } from '@/shared/lib/date';
import { usePageQuery, usePageScope } from '@/shared/api';
import { toSalesFilterInput } from '@/shared/lib/sales-filters';
import { Alert, PageContainer, PageHeading } from '@/shared/ui';
import { homePage } from '../api/HomePageQuery';
import { endsBeforeFirstSale, FirstSaleNote, NoSalesInPeriod, NoSalesYet, PageSkeleton } from '@/shared/ui/analytics-page';

const Columns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
`;

/** Placeholders in the shape of the page (its heading too) while its query is in flight. */
function HomeSkeleton() {
  const intl = useIntl();
  return (
    <PageContainer>
      <PageSkeleton label={intl.formatMessage({ id: 'home.loading' })} heading filters kpis={9} />
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
        <NoSalesYet />
      ) : (
        <>
          <SalesFilterBar account={account} filters={filters} show={{ units: true }} />
          {endsBeforeFirstSale(filters.end, account.processing.firstSaleDay) ? (
            // before the chain's first sale every figure is zero for want of data: say so (issue 14 §6)
            <NoSalesInPeriod before={account.processing.firstSaleDay} />
          ) : account.only_mercapromo ? (
            data.mercapromoMetrics ? (
              <MercapromoMetrics metrics={data.mercapromoMetrics} />
            ) : (
              <Alert tone="info">
                <FormattedMessage id="home.promoNoData" />
              </Alert>
            )
          ) : (
            <>
              <FirstSaleNote start={filters.start} firstSaleDay={account.processing.firstSaleDay} />
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
                <CustomerActivityClusters account={account} clusters={data.clientsActivityClusters ?? null} />
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
