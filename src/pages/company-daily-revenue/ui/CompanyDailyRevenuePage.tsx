import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ExportTableButton } from '@/features/export-table';
import { usePageQuery, usePageScope } from '@/shared/api';
import { formatDay, toSalesFilterInput } from '@/shared/lib/sales-filters';
import { AnalyticsPage, endsBeforeFirstSale, ErrorState, FirstSaleNote, NoSalesInPeriod, NoSalesYet } from '@/shared/ui/analytics-page';
import { monthTitle, RevenueChart, RevenueKpis, RevenueTable } from '@/widgets/revenue-report';
import { companyDailyRevenuePage, type DailyScope } from '../api/CompanyDailyRevenuePageQuery';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(4)};
  align-items: center;
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const Scope = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

function shiftMonth(month: string, by: number): string {
  const value = new Date(`${month}-01T00:00:00Z`);
  value.setUTCMonth(value.getUTCMonth() + by);
  return value.toISOString().slice(0, 7);
}

function DailyContent({ scope }: { scope: DailyScope }) {
  const intl = useIntl();
  const data = usePageQuery(companyDailyRevenuePage);
  if (!data.viewer) return null;
  const { account } = data.viewer;
  if (!account.processing || !data.dashboardMetrics || !data.revenueSeries || !data.comparison) return <NoSalesYet />;
  const { filters } = scope;
  const names = new Map((account.units.edges ?? []).map((edge) => [edge.node.id_erp, edge.node.name]));
  const stores = filters.units.length
    ? filters.units.map((id) => names.get(id) ?? intl.formatMessage({ id: 'companyDailyRevenue.store' }, { id })).join(', ')
    : intl.formatMessage({ id: 'companyDailyRevenue.allStores' });
  const metrics = data.dashboardMetrics;
  const { firstSaleDay } = account.processing;
  const scopeLine = (
    <Scope aria-live="polite">
      {intl.formatMessage(
        { id: 'companyDailyRevenue.scope' },
        { start: formatDay(filters.start), end: formatDay(filters.end), stores, loyalty: filters.loyalty, person: filters.personType ?? 'ALL' },
      )}
    </Scope>
  );
  // before the chain's first sale every figure is zero for want of data: say so (issue 14 §6)
  if (endsBeforeFirstSale(filters.end, firstSaleDay)) {
    return (
      <>
        {scopeLine}
        <NoSalesInPeriod before={firstSaleDay} />
      </>
    );
  }
  return (
    <>
      <Scope aria-live="polite">
        {intl.formatMessage(
          { id: 'companyDailyRevenue.scope' },
          { start: formatDay(filters.start), end: formatDay(filters.end), stores, loyalty: filters.loyalty, person: filters.personType ?? 'ALL' },
        )}
      </Scope>
      <FirstSaleNote start={filters.start} firstSaleDay={firstSaleDay} />
      <RevenueKpis metrics={metrics} label={intl.formatMessage({ id: 'companyDailyRevenue.kpis' })} />
      <RevenueChart
        points={data.revenueSeries}
        comparison={data.comparison}
        granularity="DIARIO"
        start={filters.start}
        end={filters.end}
        title={intl.formatMessage({ id: 'companyDailyRevenue.chartTitle' })}
      />
      <RevenueTable
        points={data.revenueSeries}
        granularity="DIARIO"
        start={filters.start}
        end={filters.end}
        title={intl.formatMessage({ id: 'companyDailyRevenue.tableTitle' })}
        actions={
          <ExportTableButton
            table="empresa.faturamento.diario"
            title={intl.formatMessage({ id: 'companyDailyRevenue.tableTitle' })}
            filter={toSalesFilterInput(filters)}
          />
        }
      />
    </>
  );
}

/** Empresa > Faturamento > one month: the month's KPIs and its days (reached from a month row). */
export function CompanyDailyRevenuePage() {
  const intl = useIntl();
  const params = useParams();
  const [search] = useSearchParams();
  const scope = usePageScope(companyDailyRevenuePage);
  const query = search.toString() ? `?${search.toString()}` : '';
  const back = (
    <Link to={`/empresa/faturamento${query}`}>
      <FormattedMessage id="companyDailyRevenue.back" />
    </Link>
  );
  const navLabel = intl.formatMessage({ id: 'companyDailyRevenue.nav' });
  if (!scope.month) {
    return (
      <AnalyticsPage title={<FormattedMessage id="companyDailyRevenue.titleInvalid" />} toolbar={<Nav aria-label={navLabel}>{back}</Nav>}>
        <ErrorState title={intl.formatMessage({ id: 'companyDailyRevenue.invalidMonth' }, { month: params.mes ?? '' })} hint={null} />
      </AnalyticsPage>
    );
  }
  return (
    <AnalyticsPage
      title={<FormattedMessage id="companyDailyRevenue.title" values={{ month: monthTitle(scope.month) }} />}
      description={<FormattedMessage id="companyDailyRevenue.description" />}
      toolbar={
        <Nav aria-label={navLabel}>
          {back}
          <Link to={`/empresa/faturamento/diario/${shiftMonth(scope.month, -1)}${query}`}>
            <FormattedMessage id="companyDailyRevenue.previousMonth" />
          </Link>
          <Link to={`/empresa/faturamento/diario/${shiftMonth(scope.month, 1)}${query}`}>
            <FormattedMessage id="companyDailyRevenue.nextMonth" />
          </Link>
        </Nav>
      }
      skeleton={{ kpis: 8, blocks: [360, 240] }}
    >
      <DailyContent scope={scope} />
    </AnalyticsPage>
  );
}
