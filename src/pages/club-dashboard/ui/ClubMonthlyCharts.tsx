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
  const data = useFragment(fragment, dashboard);
  const months = data.revenueByMonth.map((m) => monthLabel(m.month));
  const first = monthLabel(data.chartStart);
  const last = months[months.length - 1] ?? first;
  return (
    <TwoColumns>
      <ChartCard
        heading="Novos cadastros por mês"
        note={`Clientes cadastrados no clube, de ${first} a ${last}, pela loja de cadastro.`}
        kind="bar"
        categories={data.registrations.map((m) => monthLabel(m.month))}
        series={[{ name: 'Novos cadastros', data: data.registrations.map((m) => m.count) }]}
        formats={['number']}
      />
      <ChartCard
        heading="Faturamento fidelidade e não fidelidade por mês"
        note={`Cupons de clientes do clube e demais cupons, de ${first} a ${last}.`}
        kind="bar"
        stacked
        categories={months}
        series={[
          { name: 'Fidelidade', data: data.revenueByMonth.map((m) => m.VAL_FATURAMENTO_FIDELIDADE) },
          { name: 'Não fidelidade', data: data.revenueByMonth.map((m) => m.VAL_FATURAMENTO_NAO_FIDELIDADE) },
        ]}
        formats={['currency']}
      />
    </TwoColumns>
  );
}
