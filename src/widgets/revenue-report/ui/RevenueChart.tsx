import { useIntl } from 'react-intl';
import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Card } from '@/shared/ui';
import { Chart } from '@/shared/ui/chart';
import { bucketStart, bucketsOf, periodLabel, yearBefore, type PeriodGranularity } from '@/shared/lib/periods';
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

const Note = styled.p`
  margin: 0 0 ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.fontSizes.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;

/** Beyond this many days a daily chart draws weeks (and beyond a year, months); the table stays daily. */
export const DAILY_CHART_MAX_DAYS = 92;

const daysBetween = (start: string, end: string) => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The buckets the chart draws: the asked ones, except days over more than DAILY_CHART_MAX_DAYS
 * (325–730 daily columns had unreadable labels, issue 14 §6), which become weeks up to a year, months
 * beyond.
 */
export function chartGranularity(granularity: PeriodGranularity, start: string, end: string): PeriodGranularity {
  if (granularity !== 'DIARIO') return granularity;
  const days = daysBetween(start, end);
  if (days <= DAILY_CHART_MAX_DAYS) return 'DIARIO';
  return days <= 366 ? 'SEMANAL' : 'MENSAL';
}


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

  const shown = chartGranularity(granularity, start, end);
  const { categories, revenue, previous, measure } = useMemo(() => {
    if (shown !== granularity) {
      // days summed into the drawn buckets; the comparison of each day is the same day one year earlier
      const buckets = bucketsOf(start, end, shown);
      const index = new Map(buckets.map((period, i) => [period, i]));
      const beforeByDay = new Map(before.map((point) => [point.period, point.VAL_FATURAMENTO]));
      const sums = buckets.map(() => ({ revenue: 0, previous: 0, coupons: 0 }));
      for (const day of bucketsOf(start, end, 'DIARIO')) {
        const sum = sums[index.get(bucketStart(day, shown))!];
        if (sum) sum.previous += beforeByDay.get(yearBefore(day)) ?? 0;
      }
      for (const point of current) {
        const sum = sums[index.get(bucketStart(point.period, shown)) ?? -1];
        if (!sum) continue;
        sum.revenue += point.VAL_FATURAMENTO;
        sum.coupons += point.NUM_CUPONS;
      }
      return {
        categories: buckets.map((period) => periodLabel(period, shown)),
        revenue: sums.map((sum) => sum.revenue),
        previous: sums.map((sum) => sum.previous),
        measure: sums.map((sum) =>
          view === 'NUM_CUPONS' ? sum.coupons : view === 'VAL_TICKET_MEDIO' ? (sum.coupons ? sum.revenue / sum.coupons : 0) : 0,
        ),
      };
    }
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
  }, [current, before, start, end, granularity, shown, view]);

  const viewOptions = VIEWS.map((value) => ({ value, label: intl.formatMessage({ id: 'revenueReport.view' }, { view: value }) }));
  return (
    <Box aria-label={heading}>
      <Head>
        <h2>{heading}</h2>
        <InlineSelect label={intl.formatMessage({ id: 'revenueReport.compareWith' })} value={view} options={viewOptions} onChange={setView} />
      </Head>
      {shown !== granularity ? <Note data-chart-granularity={shown}>{intl.formatMessage({ id: 'revenueReport.chart.aggregated' }, { days: DAILY_CHART_MAX_DAYS, shown })}</Note> : null}
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
