import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { monthLabel } from '@/shared/lib/periods';
import { ChartCard, TwoColumns } from '@/shared/ui/analytics-page';
import type { ClubMonthlyCharts_dashboard$key } from './__generated__/ClubMonthlyCharts_dashboard.graphql';

const fragment = graphql`
  fragment ClubMonthlyCharts_dashboard on ClubDashboard {
    chartStart
    registrations {
      month
      count
    }
    revenueByMonth {
      month
      VAL_FATURAMENTO_FIDELIDADE
      VAL_FATURAMENTO_NAO_FIDELIDADE
    }
  }
`;

/**
 * New registrations and loyalty vs. other revenue month by month, over the 12 months ending in the
 * period's last month (or the whole period when longer), so even one month shows its trend.
 */
export function ClubMonthlyCharts({ dashboard }: { dashboard: ClubMonthlyCharts_dashboard$key }) {
  const intl = useIntl();
  const data = useFragment(fragment, dashboard);
  const months = data.revenueByMonth.map((m) => monthLabel(m.month));
  const first = monthLabel(data.chartStart);
  const last = months[months.length - 1] ?? first;
  return (
    <TwoColumns>
      <ChartCard
        heading={intl.formatMessage({ id: 'clubDashboard.registrations' })}
        note={intl.formatMessage({ id: 'clubDashboard.registrationsNote' }, { first, last })}
        kind="bar"
        categories={data.registrations.map((m) => monthLabel(m.month))}
        series={[{ name: intl.formatMessage({ id: 'clubDashboard.registrationsSeries' }), data: data.registrations.map((m) => m.count) }]}
        formats={['number']}
      />
      <ChartCard
        heading={intl.formatMessage({ id: 'clubDashboard.revenueByMonth' })}
        note={intl.formatMessage({ id: 'clubDashboard.revenueByMonthNote' }, { first, last })}
        kind="bar"
        stacked
        categories={months}
        series={[
          { name: intl.formatMessage({ id: 'clubDashboard.series.loyalty' }), data: data.revenueByMonth.map((m) => m.VAL_FATURAMENTO_FIDELIDADE) },
          { name: intl.formatMessage({ id: 'clubDashboard.series.nonLoyalty' }), data: data.revenueByMonth.map((m) => m.VAL_FATURAMENTO_NAO_FIDELIDADE) },
        ]}
        formats={['currency']}
      />
    </TwoColumns>
  );
}
