import { graphql, useFragment } from 'react-relay';
import { Card } from '@/shared/ui';
import { Chart } from '@/shared/ui/chart';
import styled from '@emotion/styled';
import { monthLabel } from '@/shared/lib/periods';
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

const Grid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  ${(p) => p.theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(5)};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
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
    <Grid>
      <Box as="section" aria-label="Novos cadastros por mês">
        <h2>Novos cadastros por mês</h2>
        <p>{`Clientes cadastrados no clube, de ${first} a ${last}, pela loja de cadastro.`}</p>
        <Chart
          title="Novos cadastros por mês"
          kind="bar"
          categories={data.registrations.map((m) => monthLabel(m.month))}
          series={[{ name: 'Novos cadastros', data: data.registrations.map((m) => m.count) }]}
          formats={['number']}
        />
      </Box>
      <Box as="section" aria-label="Faturamento fidelidade e não fidelidade por mês">
        <h2>Faturamento fidelidade e não fidelidade por mês</h2>
        <p>{`Cupons de clientes do clube e demais cupons, de ${first} a ${last}.`}</p>
        <Chart
          title="Faturamento fidelidade e não fidelidade por mês"
          kind="bar"
          stacked
          categories={months}
          series={[
            { name: 'Fidelidade', data: data.revenueByMonth.map((m) => m.VAL_FATURAMENTO_FIDELIDADE) },
            { name: 'Não fidelidade', data: data.revenueByMonth.map((m) => m.VAL_FATURAMENTO_NAO_FIDELIDADE) },
          ]}
          formats={['currency']}
        />
      </Box>
    </Grid>
  );
}
