import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { KpiCard, metricTip } from '@/entities/metric';
import { formatCurrency, formatPercent } from '@/shared/lib/number';
import type { HomeKpis_metrics$key } from './__generated__/HomeKpis_metrics.graphql';
import { KpiGrid } from '@/shared/ui/analytics-page';

const metricsFragment = graphql`
  fragment HomeKpis_metrics on DashboardMetrics {
    VAL_FATURAMENTO
    PER_FATURAMENTO_DTA
    VAL_FATURAMENTO_DTA
    NUM_CUPONS
    VAL_TICKET_MEDIO
    NUM_CLIENTES_CADASTRADOS
    NUM_CLIENTES_ATIVOS
    PER_FATURAMENTO_FIDELIDADE
    VAL_MEDIA_COMPRAS_POR_CLIENTE
    VAL_GASTO_MEDIO_POR_CLIENTE
    NUM_CLIENTES_PERDIDOS
  }
`;

/** The KPIs of the home, in the order a retail manager reads them. */
export const HOME_KPIS = [
  'VAL_FATURAMENTO',
  'NUM_CUPONS',
  'VAL_TICKET_MEDIO',
  'NUM_CLIENTES_CADASTRADOS',
  'NUM_CLIENTES_ATIVOS',
  'PER_FATURAMENTO_FIDELIDADE',
  'VAL_MEDIA_COMPRAS_POR_CLIENTE',
  'VAL_GASTO_MEDIO_POR_CLIENTE',
  'NUM_CLIENTES_PERDIDOS',
] as const;

const Change = styled.span<{ tone: 'up' | 'down' | 'flat' }>`
  font-weight: 700;
  color: ${(p) => (p.tone === 'up' ? p.theme.colors.success : p.tone === 'down' ? p.theme.colors.danger : p.theme.colors.textMuted)};
`;

/** "+5,2% vs. ano anterior (R$ …)" under the revenue, or why there is no comparison. */
function RevenueComparison({ change, previous }: { change: number | null; previous: number }) {
  const intl = useIntl();
  if (change === null) {
    return <span data-metric="PER_FATURAMENTO_DTA" data-value="">{intl.formatMessage({ id: 'homeKpis.noComparison' })}</span>;
  }
  const tone = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const arrow = tone === 'up' ? '▲' : tone === 'down' ? '▼' : '';
  return (
    <span title={metricTip(intl, 'PER_FATURAMENTO_DTA')}>
      <Change tone={tone} data-metric="PER_FATURAMENTO_DTA" data-value={String(change)}>
        {`${arrow} ${change > 0 ? '+' : ''}${formatPercent(change)}`.trim()}
      </Change>{' '}
      {intl.formatMessage({ id: 'homeKpis.vsLastYear' }, { revenue: formatCurrency(previous) })}
    </span>
  );
}

/** The club KPIs of the home: each card says how it is computed (the "i"). */
export function HomeKpis({ metrics }: { metrics: HomeKpis_metrics$key }) {
  const data = useFragment(metricsFragment, metrics);
  return (
    <KpiGrid>
      {HOME_KPIS.map((field) => (
        <KpiCard
          key={field}
          metric={field}
          value={data[field]}
          footer={field === 'VAL_FATURAMENTO' ? <RevenueComparison change={data.PER_FATURAMENTO_DTA ?? null} previous={data.VAL_FATURAMENTO_DTA} /> : undefined}
        />
      ))}
    </KpiGrid>
  );
}
