import { FormattedMessage } from 'react-intl';
import { comparisonGap, KpiCard, shownChange, type ComparisonGap } from '@/entities/metric';
import { KpiGrid } from '@/shared/ui/analytics-page';

/** The revenue report's figures, in the order the cards show them. */
export const REVENUE_KPIS = [
  'VAL_FATURAMENTO',
  'NUM_CUPONS',
  'VAL_TICKET_MEDIO',
  'NUM_ITENS',
  'VAL_ITENS_NA_CESTA',
  'PER_FATURAMENTO_FIDELIDADE',
  'VAL_FATURAMENTO_DTA',
  'PER_FATURAMENTO_DTA',
] as const;

export type RevenueKpiFigures = { readonly [Field in (typeof REVENUE_KPIS)[number]]: number | null | undefined };

/** What the change card says when it has no figure. */
const gapText = (gap: ComparisonGap) => (gap ? <FormattedMessage id={gap === 'noData' ? 'metric.comparison.noData' : 'metric.comparison.noBase'} /> : undefined);

/**
 * The KPI cards of Faturamento and of a month's days: revenue, coupons, ticket, items, basket,
 * loyalty share, last year and the change against it — no "-100,0 %" for a period without sales,
 * and the reason instead of a bare dash (issue 14 §6).
 */
export function RevenueKpis({ metrics, label }: { metrics: RevenueKpiFigures; label: string }) {
  return (
    <KpiGrid aria-label={label}>
      {REVENUE_KPIS.map((metric) =>
        metric === 'PER_FATURAMENTO_DTA' ? (
          <KpiCard
            key={metric}
            metric={metric}
            value={shownChange(metrics.PER_FATURAMENTO_DTA, metrics.VAL_FATURAMENTO, metrics.VAL_FATURAMENTO_DTA)}
            footer={gapText(comparisonGap(metrics.VAL_FATURAMENTO, metrics.VAL_FATURAMENTO_DTA))}
          />
        ) : (
          <KpiCard key={metric} metric={metric} value={metrics[metric]} />
        ),
      )}
    </KpiGrid>
  );
}
