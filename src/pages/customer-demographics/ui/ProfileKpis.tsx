import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { InfoTip } from '@/entities/metric';
import { formatCurrency, formatNumber } from '@/shared/lib/number';
import { formatDay } from '@/shared/lib/sales-filters';
import { Card } from '@/shared/ui/Card';
import { KpiGrid } from '@/shared/ui/analytics-page';

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  min-width: 0;
  padding: ${(p) => p.theme.space(4)};
  h3 {
    display: flex;
    justify-content: space-between;
    align-items: center;
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** The figure; big amounts (R$ 89.884.659,31) step down a size or two instead of being cut, as KpiCard does. */
const Value = styled.p<{ chars: number }>`
  margin: 0;
  font-size: ${(p) => (p.chars > 15 ? p.theme.fontSizes.md : p.chars > 13 ? p.theme.fontSizes.lg : p.theme.fontSizes.xl)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** The profile's totals, each a figure with its tooltip, `data-metric` and raw `data-value`. */
export interface ProfileTotals {
  referenceDate: string;
  NUM_CLIENTES: number;
  VAL_FATURAMENTO_FIDELIDADE: number;
  NUM_CUPONS_FIDELIDADE: number;
  VAL_TICKET_MEDIO: number;
}

const FIGURES = [
  ['NUM_CLIENTES', 'integer'],
  ['VAL_FATURAMENTO_FIDELIDADE', 'currency'],
  ['NUM_CUPONS_FIDELIDADE', 'integer'],
  ['VAL_TICKET_MEDIO', 'currency'],
] as const;

/** The population and its loyalty purchases in the period. */
export function ProfileKpis({ totals }: { totals: ProfileTotals }) {
  const intl = useIntl();
  return (
    <KpiGrid>
      {FIGURES.map(([field, format]) => {
        const label = intl.formatMessage({ id: `customerDemographics.kpi.${field}` });
        const value = totals[field];
        const text = format === 'currency' ? formatCurrency(value) : formatNumber(value, 0);
        return (
          <Box key={field} aria-label={label}>
            <h3>
              {label}
              <InfoTip label={label} text={intl.formatMessage({ id: `customerDemographics.kpi.${field}.tip` }, { date: formatDay(totals.referenceDate) })} />
            </h3>
            <Value chars={text.length} data-metric={field} data-value={String(value)}>
              {text}
            </Value>
          </Box>
        );
      })}
    </KpiGrid>
  );
}
