import { useIntl } from 'react-intl';
import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { InfoTip, KpiCard, metricLabel, metricTip, type MetricField } from '@/entities/metric';
import { formatCurrency, formatNumber } from '@/shared/lib/number';
import { formatDay } from '@/shared/lib/sales-filters';
import { Card, Table, TableScroll } from '@/shared/ui';
import { NumericCell, TableCardHead } from '@/shared/ui/data-table';
import type { RevenueDecompositionReport_decomposition$key } from './__generated__/RevenueDecompositionReport_decomposition.graphql';
import { KpiGrid } from '@/shared/ui/analytics-page';

const decompositionFragment = graphql`
  fragment RevenueDecompositionReport_decomposition on RevenueDecomposition {
    referenceStart
    referenceEnd
    VAL_FATURAMENTO_REFERENCIA
    VAL_FATURAMENTO
    VAL_VARIACAO_FATURAMENTO
    loyalty {
      referenceRevenue
      currentRevenue
      referenceClients
      currentClients
      referenceTickets
      currentTickets
      VAL_EFEITO_CLIENTES
      VAL_EFEITO_FREQUENCIA
      VAL_EFEITO_TICKET_MEDIO
    }
    nonLoyalty {
      referenceRevenue
      currentRevenue
      referenceTickets
      currentTickets
      VAL_EFEITO_CUPONS_NAO_FIDELIDADE
      VAL_EFEITO_TICKET_NAO_FIDELIDADE
    }
  }
`;

const Box = styled(Card)`
  padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(5)};
  min-width: 0;
  h2 {
    margin: 0 0 ${(p) => p.theme.space(3)};
    font-size: ${(p) => p.theme.fontSizes.md};
  }
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
`;

/**
 * One step of the waterfall. On a phone the label and the amount share a line and the bar takes the
 * whole width under them (three columns left the bar a few pixels wide and the labels overlapping at
 * 390 px); from 640 px on, label | bar | amount on one line.
 */
const Step = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'name amount' 'track track';
  column-gap: ${(p) => p.theme.space(3)};
  row-gap: ${(p) => p.theme.space(1)};
  align-items: center;
  font-size: ${(p) => p.theme.fontSizes.sm};
  ${(p) => p.theme.mq.sm} {
    grid-template-columns: minmax(160px, 260px) minmax(0, 1fr) minmax(120px, auto);
    grid-template-areas: 'name track amount';
  }
`;

const Track = styled.div`
  grid-area: track;
  position: relative;
  height: 26px;
  background: ${(p) => p.theme.colors.surfaceMuted};
  border-radius: ${(p) => p.theme.radii.sm};
`;

const Bar = styled.div<{ tone: 'total' | 'up' | 'down' }>`
  position: absolute;
  top: 3px;
  bottom: 3px;
  min-width: 2px;
  border-radius: 3px;
  background: ${(p) => (p.tone === 'total' ? p.theme.colors.primary : p.tone === 'up' ? p.theme.colors.success : p.theme.colors.danger)};
`;

const Amount = styled.span<{ tone: 'total' | 'up' | 'down' }>`
  grid-area: amount;
  text-align: right;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  color: ${(p) => (p.tone === 'up' ? p.theme.colors.success : p.tone === 'down' ? p.theme.colors.danger : p.theme.colors.text)};
`;

const Name = styled.span`
  grid-area: name;
  min-width: 0;
  overflow-wrap: anywhere;
  display: inline-flex;
  gap: ${(p) => p.theme.space(1)};
  align-items: center;
`;

const Note = styled.p`
  margin: ${(p) => p.theme.space(3)} 0 0;
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;

const EFFECTS: MetricField[] = [
  'VAL_EFEITO_CLIENTES',
  'VAL_EFEITO_FREQUENCIA',
  'VAL_EFEITO_TICKET_MEDIO',
  'VAL_EFEITO_CUPONS_NAO_FIDELIDADE',
  'VAL_EFEITO_TICKET_NAO_FIDELIDADE',
];

export interface RevenueDecompositionReportProps {
  decomposition: RevenueDecompositionReport_decomposition$key;
  /** the current period, YYYY-MM-DD */
  start: string;
  end: string;
  /** tools for the numbers table (export) */
  actions?: ReactNode;
}

interface WaterfallStep {
  metric: MetricField | 'TOTAL';
  label: string;
  tooltip: string;
  from: number;
  to: number;
  value: number;
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

/**
 * The revenue change between two periods as a waterfall (reference revenue → the five effects →
 * current revenue), the KPIs of each effect, and a table with the factors of both periods.
 */
export function RevenueDecompositionReport({ decomposition, start, end, actions }: RevenueDecompositionReportProps) {
  const intl = useIntl();
  const factorsHeading = useId();
  const data = useFragment(decompositionFragment, decomposition);
  const { loyalty, nonLoyalty } = data;
  const values: Record<string, number> = {
    VAL_EFEITO_CLIENTES: loyalty.VAL_EFEITO_CLIENTES,
    VAL_EFEITO_FREQUENCIA: loyalty.VAL_EFEITO_FREQUENCIA,
    VAL_EFEITO_TICKET_MEDIO: loyalty.VAL_EFEITO_TICKET_MEDIO,
    VAL_EFEITO_CUPONS_NAO_FIDELIDADE: nonLoyalty.VAL_EFEITO_CUPONS_NAO_FIDELIDADE,
    VAL_EFEITO_TICKET_NAO_FIDELIDADE: nonLoyalty.VAL_EFEITO_TICKET_NAO_FIDELIDADE,
  };
  const referenceLabel = intl.formatMessage({ id: 'companyDecomposition.range' }, { start: formatDay(data.referenceStart), end: formatDay(data.referenceEnd) });
  const currentLabel = intl.formatMessage({ id: 'companyDecomposition.range' }, { start: formatDay(start), end: formatDay(end) });
  const referenceHeading = intl.formatMessage({ id: 'companyDecomposition.reference' }, { range: referenceLabel });
  const currentHeading = intl.formatMessage({ id: 'companyDecomposition.current' }, { range: currentLabel });

  let running = data.VAL_FATURAMENTO_REFERENCIA;
  const steps: WaterfallStep[] = [
    { metric: 'TOTAL', label: referenceHeading, tooltip: metricTip(intl, 'VAL_FATURAMENTO_REFERENCIA'), from: 0, to: running, value: running },
    ...EFFECTS.map((metric) => {
      const from = running;
      running += values[metric];
      return { metric, label: metricLabel(intl, metric), tooltip: metricTip(intl, metric), from, to: running, value: values[metric] };
    }),
    { metric: 'TOTAL', label: currentHeading, tooltip: metricTip(intl, 'VAL_FATURAMENTO'), from: 0, to: data.VAL_FATURAMENTO, value: data.VAL_FATURAMENTO },
  ];
  const low = Math.min(0, ...steps.map((s) => Math.min(s.from, s.to)));
  const high = Math.max(...steps.map((s) => Math.max(s.from, s.to)));
  const span = high - low || 1;
  const position = (value: number) => ((value - low) / span) * 100;

  const rows = [
    {
      name: intl.formatMessage({ id: 'companyDecomposition.factor.loyaltyCustomers' }),
      reference: formatNumber(loyalty.referenceClients, 0),
      current: formatNumber(loyalty.currentClients, 0),
    },
    {
      name: intl.formatMessage({ id: 'companyDecomposition.factor.loyaltyFrequency' }),
      reference: formatNumber(ratio(loyalty.referenceTickets, loyalty.referenceClients), 2),
      current: formatNumber(ratio(loyalty.currentTickets, loyalty.currentClients), 2),
    },
    {
      name: intl.formatMessage({ id: 'companyDecomposition.factor.loyaltyTicket' }),
      reference: formatCurrency(ratio(loyalty.referenceRevenue, loyalty.referenceTickets)),
      current: formatCurrency(ratio(loyalty.currentRevenue, loyalty.currentTickets)),
    },
    { name: intl.formatMessage({ id: 'companyDecomposition.factor.loyaltyRevenue' }), reference: formatCurrency(loyalty.referenceRevenue), current: formatCurrency(loyalty.currentRevenue) },
    { name: intl.formatMessage({ id: 'companyDecomposition.factor.otherTickets' }), reference: formatNumber(nonLoyalty.referenceTickets, 0), current: formatNumber(nonLoyalty.currentTickets, 0) },
    {
      name: intl.formatMessage({ id: 'companyDecomposition.factor.otherTicket' }),
      reference: formatCurrency(ratio(nonLoyalty.referenceRevenue, nonLoyalty.referenceTickets)),
      current: formatCurrency(ratio(nonLoyalty.currentRevenue, nonLoyalty.currentTickets)),
    },
    { name: intl.formatMessage({ id: 'companyDecomposition.factor.otherRevenue' }), reference: formatCurrency(nonLoyalty.referenceRevenue), current: formatCurrency(nonLoyalty.currentRevenue) },
  ];

  return (
    <>
      <KpiGrid aria-label={intl.formatMessage({ id: 'companyDecomposition.effects' })}>
        <KpiCard metric="VAL_FATURAMENTO_REFERENCIA" value={data.VAL_FATURAMENTO_REFERENCIA} footer={referenceLabel} />
        <KpiCard metric="VAL_FATURAMENTO" value={data.VAL_FATURAMENTO} footer={currentLabel} />
        <KpiCard metric="VAL_VARIACAO_FATURAMENTO" value={data.VAL_VARIACAO_FATURAMENTO} />
        {EFFECTS.map((metric) => (
          <KpiCard key={metric} metric={metric} value={values[metric]} />
        ))}
      </KpiGrid>

      <Box aria-label={intl.formatMessage({ id: 'companyDecomposition.waterfall' })}>
        <h2>{intl.formatMessage({ id: 'companyDecomposition.waterfall' })}</h2>
        <Steps>
          {steps.map((step, index) => {
            const tone = step.metric === 'TOTAL' ? 'total' : step.value >= 0 ? 'up' : 'down';
            const left = position(Math.min(step.from, step.to));
            const width = position(Math.max(step.from, step.to)) - left;
            return (
              <Step key={`${step.metric}-${index}`} data-step={step.metric === 'TOTAL' ? (index === 0 ? 'REFERENCIA' : 'ATUAL') : step.metric}>
                <Name>
                  {step.label}
                  <InfoTip label={step.label} text={step.tooltip} />
                </Name>
                <Track aria-hidden="true">
                  <Bar tone={tone} style={{ left: `${left}%`, width: `${width}%` }} />
                </Track>
                <Amount tone={tone} data-value={step.value}>
                  {step.metric !== 'TOTAL' && step.value > 0 ? '+' : ''}
                  {formatCurrency(step.value)}
                </Amount>
              </Step>
            );
          })}
        </Steps>
        <Note>{intl.formatMessage({ id: 'companyDecomposition.methodNote' })}</Note>
      </Box>

      {/* one landmark, the card (its heading and export included); its scroll box only takes the
          keyboard focus to scroll, named by the same heading but not a second region */}
      <Card aria-labelledby={factorsHeading}>
        <TableCardHead>
          <h2 id={factorsHeading}>{intl.formatMessage({ id: 'companyDecomposition.factors' })}</h2>
          {actions}
        </TableCardHead>
        <TableScroll tabIndex={0} role="group" aria-labelledby={factorsHeading}>
          <Table stacked>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'companyDecomposition.factor' })}</th>
                <th scope="col" style={{ textAlign: 'right' }}>{referenceHeading}</th>
                <th scope="col" style={{ textAlign: 'right' }}>{currentHeading}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  <NumericCell data-label={intl.formatMessage({ id: 'companyDecomposition.referenceShort' })}>{row.reference}</NumericCell>
                  <NumericCell data-label={intl.formatMessage({ id: 'companyDecomposition.currentShort' })}>{row.current}</NumericCell>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      </Card>
    </>
  );
}
