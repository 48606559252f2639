import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import { graphql, useFragment } from 'react-relay';
import { InfoTip } from '@/entities/metric';
import { formatDateTime } from '@/shared/lib/date';
import { formatCurrency, formatNumber, formatPercent } from '@/shared/lib/number';
import { Card } from '@/shared/ui';
import type { MercapromoMetrics_metrics$data, MercapromoMetrics_metrics$key } from './__generated__/MercapromoMetrics_metrics.graphql';
import { KpiGrid } from '@/shared/ui/analytics-page';

const metricsFragment = graphql`
  fragment MercapromoMetrics_metrics on MercapromoMetrics {
    type
    coupons {
      with_products
      with_eligible_quantity
      with_earn
    }
    sold_units {
      total
      total_in_offer
    }
    clients {
      uniques_in_offer
    }
    discounts {
      total
    }
    created_at
  }
`;

/** Each figure: its spec path (data-metric), how it reads and what share goes under it. */
type FigurePath =
  | 'coupons.with_products'
  | 'coupons.with_eligible_quantity'
  | 'coupons.with_earn'
  | 'sold_units.total'
  | 'sold_units.total_in_offer'
  | 'clients.uniques_in_offer'
  | 'discounts.total';

const FIGURES: {
  path: FigurePath;
  value: (m: MercapromoMetrics_metrics$data) => number;
  format: 'integer' | 'decimal' | 'currency';
  share?: (m: MercapromoMetrics_metrics$data) => { part: number; whole: number };
}[] = [
  { path: 'coupons.with_products', value: (m) => m.coupons.with_products, format: 'integer' },
  {
    path: 'coupons.with_eligible_quantity',
    value: (m) => m.coupons.with_eligible_quantity,
    format: 'integer',
    share: (m) => ({ part: m.coupons.with_eligible_quantity, whole: m.coupons.with_products }),
  },
  {
    path: 'coupons.with_earn',
    value: (m) => m.coupons.with_earn,
    format: 'integer',
    share: (m) => ({ part: m.coupons.with_earn, whole: m.coupons.with_products }),
  },
  { path: 'sold_units.total', value: (m) => m.sold_units.total, format: 'decimal' },
  {
    path: 'sold_units.total_in_offer',
    value: (m) => m.sold_units.total_in_offer,
    format: 'decimal',
    share: (m) => ({ part: m.sold_units.total_in_offer, whole: m.sold_units.total }),
  },
  { path: 'clients.uniques_in_offer', value: (m) => m.clients.uniques_in_offer, format: 'integer' },
  { path: 'discounts.total', value: (m) => m.discounts.total, format: 'currency' },
];

const show = (format: 'integer' | 'decimal' | 'currency', value: number) =>
  format === 'currency' ? formatCurrency(value) : formatNumber(value, format === 'integer' ? 0 : 2);

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  min-width: 0;
  padding: ${(p) => p.theme.space(4)};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Value = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.xl};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Footer = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;

/**
 * The home of a promotions-only account: how its promotions sold in the period. Until offers are
 * registered, an item "in offer" is one sold with a discount; each card's "i" says how it is counted.
 */
export function MercapromoMetrics({ metrics }: { metrics: MercapromoMetrics_metrics$key }) {
  const intl = useIntl();
  const data = useFragment(metricsFragment, metrics);
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Section aria-labelledby="mercapromo-title">
      <h2 id="mercapromo-title">{t('mercapromo.title')}</h2>
      <Muted>
        {t('mercapromo.subtitle', { type: data.type === 'DESCONTO' ? t('mercapromo.type.DESCONTO') : data.type, when: formatDateTime(data.created_at, 'DD/MM/YYYY HH:mm') ?? '-' })}
      </Muted>
      {data.coupons.with_products === 0 && <Muted role="status">{t('mercapromo.noSales')}</Muted>}
      <KpiGrid>
        {FIGURES.map((figure) => {
          const label = t(`mercapromo.${figure.path}`);
          const value = figure.value(data);
          const share = figure.share?.(data);
          return (
            <Box key={figure.path} aria-label={label}>
              <Head>
                <h3>{label}</h3>
                <InfoTip label={label} text={t(`mercapromo.${figure.path}.tip`)} />
              </Head>
              <Value data-metric={figure.path} data-value={String(value)}>
                {show(figure.format, value)}
              </Value>
              {share && (
                <Footer>{t('mercapromo.share', { percent: formatPercent(share.whole ? (share.part / share.whole) * 100 : 0) })}</Footer>
              )}
            </Box>
          );
        })}
      </KpiGrid>
    </Section>
  );
}
