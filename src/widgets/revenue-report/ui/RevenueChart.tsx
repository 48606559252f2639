import { useIntl } from 'react-intl';
import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Card } from '@/shared/ui';
import { Chart } from '@/shared/ui/chart';
import { bucketsOf, periodLabel, yearBefore, type PeriodGranularity } from '@/shared/lib/periods';
import type { RevenueChart_comparison$key } from './__generated__/RevenueChart_comparison.graphql';
import type { RevenueChart_points$key } from './__generated__/RevenueChart_points.graphql';
import { InlineSelect } from '@/shared/ui';

const pointsFragment = graphql`
  fragment RevenueChart_points on RevenuePoint @relay(plural: true) {
    period
    VAL_FATURAMENTO
    NUM_CUPONS
    VAL_TICKET_MEDIO
  }
`;

const comparisonFragment = graphql`
  fragment RevenueChart_comparison on RevenuePoint @relay(plural: true) {
    period
    VAL_FATURAMENTO
  }
`;

/**
 * What the chart draws next to the revenue columns: last year's columns, or coupons / average ticket
 * as a line on the right axis. (The shared Chart maps one series per y axis, so the three do not
 * share one drawing; the table below has every figure.)
 */
type View = 'ANO_ANTERIOR' | 'NUM_CUPONS' | 'VAL_TICKET_MEDIO';

const VIEWS: readonly View[] = ['ANO_ANTERIOR', 'NUM_CUPONS', 'VAL_TICKET_MEDIO'];

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${(p) => p.theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
`;

const Box = styled(Card)`
  padding: ${(p) => p.theme.space(4)};
  min-width: 0;
`;

const Empty = styled.p`
  padding: ${(p) => p.theme.space(10)} 0;
  text-align: center;
  color: ${(p) => p.theme.colors.textMuted};
`;

export interface RevenueChartProps {
  points: RevenueChart_points$key;
  /** the same period one year earlier, same buckets */
  comparison: RevenueChart_comparison$key;
  granularity: PeriodGranularity;
  start: string;
  end: string;
  /** what the columns are, e.g. "Faturamento por mês"; the heading adds what they are compared with */
  title: string;
}

/**
 * Revenue per bucket (columns) with, as chosen, the same bucket one year earlier or coupons / the
 * average ticket as a line on the right axis. Buckets without sales show as zero.
 */
export function RevenueChart({ points, comparison, granularity, start, end, title }: RevenueChartProps) {
  const intl = useIntl();
  const current = useFragment(pointsFragment, points);
  const before = useFragment(comparisonFragment, comparison);
  const [view, setView] = useState<View>('ANO_ANTERIOR');
  // the heading follows "Comparar com" (issue 14 §6: it kept "… e ano anterior" after choosing Cupons)
  const heading = intl.formatMessage({ id: 'revenueReport.chart.heading' }, { subject: title, view });

  const { categories, revenue, previous, measure } = useMemo(() => {
    const buckets = bucketsOf(start, end, granularity);
    const byPeriod = new Map(current.map((point) => [point.period, point]));
    const beforeByPeriod = new Map(before.map((point) => [point.period, point.VAL_FATURAMENTO]));
    // weeks of last year start on other days: pair them by position; other buckets by the date
    const beforeBuckets = granularity === 'SEMANAL' ? bucketsOf(yearBefore(start), yearBefore(end), granularity) : [];
    return {
      categories: buckets.map((period) => periodLabel(period, granularity)),
      revenue: buckets.map((period) => byPeriod.get(period)?.VAL_FATURAMENTO ?? 0),
      previous: buckets.map((period, index) => beforeByPeriod.get(granularity === 'SEMANAL' ? beforeBuckets[index] ?? '' : yearBefore(period)) ?? 0),
      measure: buckets.map((period) => (view === 'ANO_ANTERIOR' ? 0 : byPeriod.get(period)?.[view] ?? 0)),
    };
  }, [current, before, start, end, granularity, view]);

  const viewOptions = VIEWS.map((value) => ({ value, label: intl.formatMessage({ id: 'revenueReport.view' }, { view: value }) }));
  return (
    <Box aria-label={heading}>
      <Head>
        <h2>{heading}</h2>
        <InlineSelect label={intl.formatMessage({ id: 'revenueReport.compareWith' })} value={view} options={viewOptions} onChange={setView} />
      </Head>
      {current.length === 0 ? (
        <Empty>{intl.formatMessage({ id: 'revenueReport.noSalesToDraw' })}</Empty>
      ) : (
        <Chart
          key={view === 'ANO_ANTERIOR' ? 'bar' : 'mixed'}
          title={heading}
          {...(view === 'ANO_ANTERIOR'
            ? {
                kind: 'bar' as const,
                formats: ['currency'] as ['currency'],
                series: [
                  { name: intl.formatMessage({ id: 'revenueReport.series.revenue' }), data: revenue },
                  { name: intl.formatMessage({ id: 'revenueReport.series.lastYear' }), data: previous },
                ],
              }
            : {
                kind: 'mixed' as const,
                formats: ['currency', view === 'NUM_CUPONS' ? 'number' : 'currency'] as ['currency', 'number' | 'currency'],
                series: [
                  { name: intl.formatMessage({ id: 'revenueReport.series.revenue' }), type: 'column' as const, axis: 0 as const, data: revenue },
                  { name: intl.formatMessage({ id: 'revenueReport.view' }, { view }), type: 'line' as const, axis: 1 as const, data: measure },
                ],
              })}
          categories={categories}
        />
      )}
    </Box>
  );
}
