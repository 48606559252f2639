import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Card } from '@/shared/ui';
import { METRICS, formatMetric, metricLabel, metricTip, type MetricField } from '../model/definitions';
import { InfoTip } from './InfoTip';

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
`;

const Label = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Value = styled.p<{ chars: number }>`
  margin: 0;
  /* big amounts (R$ 12.345.678,90) step down a size or two instead of being cut */
  font-size: ${(p) => (p.chars > 15 ? p.theme.fontSizes.md : p.chars > 13 ? p.theme.fontSizes.lg : p.theme.fontSizes.xl)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Footer = styled.div`
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;

export interface KpiCardProps {
  metric: MetricField;
  value: number | string | null | undefined;
  /** overrides the catalogue label (e.g. a page-specific wording) */
  label?: string;
  /** a line under the value: a comparison, a share */
  footer?: ReactNode;
}

/**
 * One figure of the metrics contract: label, formatted value and an "i" tooltip saying how it is
 * computed. The value carries `data-metric` (the spec's field) and `data-value` (full precision),
 * so tests and people can check the number behind the rounding.
 */
export function KpiCard({ metric, value, label, footer }: KpiCardProps) {
  const intl = useIntl();
  const definition = METRICS[metric];
  const name = label ?? metricLabel(intl, metric);
  const text = formatMetric(definition.format, value);
  return (
    <Box aria-label={name}>
      <Head>
        <Label>{name}</Label>
        <InfoTip label={name} text={metricTip(intl, metric)} />
      </Head>
      <Value chars={text.length} title={text} data-metric={metric} data-value={value === null || value === undefined ? '' : String(value)}>
        {text}
      </Value>
      {footer ? <Footer>{footer}</Footer> : null}
    </Box>
  );
}
