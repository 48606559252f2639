import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { InfoTip } from '@/entities/metric';
import { formatCurrency, formatNumber, formatWeight } from '@/shared/lib/number';
import { Card } from '@/shared/ui/Card';
import { KpiGrid } from '@/shared/ui/analytics-page';
import type { RankingKpis_ranking$key } from './__generated__/RankingKpis_ranking.graphql';

const fragment = graphql`
  fragment RankingKpis_ranking on ProductRanking {
    NUM_PRODUTOS_ATIVOS
    VAL_FATURAMENTO_TOTAL
    VAL_FATURAMENTO_TOP_100
    VAL_QUANTIDADE_KG_TOTAL
    NUM_CUPONS_TOTAL
    NUM_CUPONS_TOP_100
    NUM_CLIENTES_TOTAL
    NUM_CLIENTES_TOP_100
    VAL_PRECO_MEDIO
    VAL_QUANTIDADE_MEDIA_NA_CESTA
  }
`;

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
    gap: ${(p) => p.theme.space(2)};
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** The figure; big amounts step down a size instead of being cut. */
const Value = styled.p<{ chars: number }>`
  margin: 0;
  font-size: ${(p) => (p.chars > 15 ? p.theme.fontSizes.md : p.chars > 13 ? p.theme.fontSizes.lg : p.theme.fontSizes.xl)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

type Format = 'integer' | 'currency' | 'weight' | 'decimal';

/** The product-metric fields of spec §3, in the order they read best: scope, then the list beside it. */
const FIGURES = [
  ['NUM_PRODUTOS_ATIVOS', 'integer'],
  ['VAL_FATURAMENTO_TOTAL', 'currency'],
  ['VAL_FATURAMENTO_TOP_100', 'currency'],
  ['VAL_QUANTIDADE_KG_TOTAL', 'weight'],
  ['NUM_CUPONS_TOTAL', 'integer'],
  ['NUM_CUPONS_TOP_100', 'integer'],
  ['NUM_CLIENTES_TOTAL', 'integer'],
  ['NUM_CLIENTES_TOP_100', 'integer'],
  ['VAL_PRECO_MEDIO', 'currency'],
  ['VAL_QUANTIDADE_MEDIA_NA_CESTA', 'decimal'],
] as const satisfies readonly (readonly [string, Format])[];

const FORMAT: Record<Format, (value: number) => string> = {
  integer: (value) => formatNumber(value, 0),
  currency: formatCurrency,
  weight: formatWeight,
  decimal: (value) => formatNumber(value, 2),
};

/** The scope's product metrics, each with its tooltip, `data-metric` and raw `data-value`. */
export function RankingKpis({ ranking }: { ranking: RankingKpis_ranking$key }) {
  const intl = useIntl();
  const data = useFragment(fragment, ranking);
  return (
    <KpiGrid>
      {FIGURES.map(([field, format]) => {
        const label = intl.formatMessage({ id: `productRanking.kpi.${field}` });
        const value = data[field];
        const text = FORMAT[format](value);
        return (
          <Box key={field} aria-label={label}>
            <h3>
              {label}
              <InfoTip label={label} text={intl.formatMessage({ id: `productRanking.kpi.${field}.tip` })} />
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
