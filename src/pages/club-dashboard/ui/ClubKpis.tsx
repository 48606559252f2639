import { graphql, useFragment } from 'react-relay';
import { KpiCard, type MetricField } from '@/entities/metric';
import type { ClubKpis_metrics$key } from './__generated__/ClubKpis_metrics.graphql';
import { KpiGrid } from '@/shared/ui/analytics-page';

const fragment = graphql`
  fragment ClubKpis_metrics on DashboardMetrics {
    NUM_CLIENTES_CADASTRADOS
    NUM_CLIENTES_ATIVOS
    NUM_CLIENTES_PERDIDOS
    PER_FATURAMENTO_FIDELIDADE
    PER_TICKET_MEDIO_FIDELIDADE
    VAL_GASTO_MEDIO_POR_CLIENTE
    VAL_MEDIA_COMPRAS_POR_CLIENTE
    VAL_FATURAMENTO
    NUM_CUPONS
    VAL_TICKET_MEDIO
    DAT_INICIO_FIDELIDADE
  }
`;

/** The club dashboard's figures, in the order people read them: the base, the club's weight, the sales. */
export const CLUB_KPI_FIELDS = [
  'NUM_CLIENTES_CADASTRADOS',
  'NUM_CLIENTES_ATIVOS',
  'NUM_CLIENTES_PERDIDOS',
  'PER_FATURAMENTO_FIDELIDADE',
  'PER_TICKET_MEDIO_FIDELIDADE',
  'VAL_GASTO_MEDIO_POR_CLIENTE',
  'VAL_MEDIA_COMPRAS_POR_CLIENTE',
  'VAL_FATURAMENTO',
  'NUM_CUPONS',
  'VAL_TICKET_MEDIO',
  'DAT_INICIO_FIDELIDADE',
] as const satisfies readonly MetricField[];

/** The club's KPI cards (each with its formula in the "i" tooltip). */
export function ClubKpis({ metrics }: { metrics: ClubKpis_metrics$key }) {
  const data = useFragment(fragment, metrics);
  return (
    <KpiGrid>
      {CLUB_KPI_FIELDS.map((field) => (
        <KpiCard key={field} metric={field} value={data[field]} />
      ))}
    </KpiGrid>
  );
}
