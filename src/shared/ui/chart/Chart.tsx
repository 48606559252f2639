import styled from '@emotion/styled';
import { useTheme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import type { ApexOptions } from 'apexcharts';
import { useIntl } from 'react-intl';
import { formatAbbreviated, formatAbbreviatedCurrency, formatCurrency, formatNumber, formatPercent } from '@/shared/lib/number';
import { VisuallyHidden } from '../VisuallyHidden';

/** How an axis or a value is written. */
export type ChartValueFormat = 'currency' | 'number' | 'percent';

export interface ChartSeries {
  name: string;
  data: (number | null)[];
  /** in a mixed chart: 'column' or 'line' */
  type?: 'column' | 'line' | 'area';
  /** which y axis (0 = left, 1 = right) */
  axis?: 0 | 1;
}

export interface ChartProps {
  /** what the chart shows, for screen readers (the data also goes into a hidden table) */
  title: string;
  kind: 'bar' | 'line' | 'area' | 'donut' | 'mixed';
  categories: string[];
  series: ChartSeries[];
  /** format of each y axis (left, right) */
  formats: [ChartValueFormat] | [ChartValueFormat, ChartValueFormat];
  height?: number;
  horizontal?: boolean;
  stacked?: boolean;
  /** series (or donut slice) colours when they carry a meaning; default: the brand palette */
  colors?: string[];
}

// apexcharts' own locale: its month and day names only show on datetime axes and its words only in
// the toolbar, and these charts use category axes with the toolbar hidden, so nothing here reaches
// the screen; it stays library data rather than react-intl texts.
const PT_BR = {
  name: 'pt-br',
  options: {
    months: ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'],
    shortMonths: ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'],
    days: ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'],
    shortDays: ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'],
    toolbar: {
      exportToSVG: 'Baixar SVG',
      exportToPNG: 'Baixar PNG',
      exportToCSV: 'Baixar CSV',
      menu: 'Menu',
      selection: 'Selecionar',
      selectionZoom: 'Selecionar zoom',
      zoomIn: 'Aumentar',
      zoomOut: 'Diminuir',
      pan: 'Navegação',
      reset: 'Reiniciar zoom',
    },
  },
};

/** Axis labels abbreviated; tooltips in full. */
const AXIS: Record<ChartValueFormat, (value: number) => string> = {
  currency: formatAbbreviatedCurrency,
  number: formatAbbreviated,
  percent: (value) => formatPercent(value),
};
const FULL: Record<ChartValueFormat, (value: number) => string> = {
  currency: formatCurrency,
  number: (value) => formatNumber(value, 2),
  percent: (value) => formatPercent(value),
};

const Frame = styled.figure`
  margin: 0;
  /* apexcharts writes its own text colours; keep them readable on our surfaces */
  .apexcharts-text,
  .apexcharts-legend-text {
    fill: currentColor;
  }
`;

const ChartError = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
`;

/** Most category labels drawn under a column or line chart; longer series show every n-th. */
export const MAX_CATEGORY_LABELS = 24;

/**
 * Room for the category names of a horizontal bar chart: the longest name whole (issue 14 §6: store
 * names were cut at 160 px, "Bom Preço Lauro de Freit…"), up to 320 px, or 40 % of a narrow window
 * (phones keep room for the bars; the tooltip always has the whole name).
 */
export function categoryLabelWidth(categories: readonly string[], windowWidth: number): number {
  const longest = categories.reduce((max, name) => Math.max(max, name.length), 0);
  const cap = windowWidth < 640 ? Math.max(120, Math.floor(windowWidth * 0.4)) : 320;
  return Math.min(cap, Math.max(160, Math.ceil(longest * 6.6) + 12));
}

function optionsFor(props: ChartProps, colors: string[], fontFamily: string): ApexOptions {
  const { kind, categories, series, formats, height = 320, horizontal, stacked } = props;
  const chartType = kind === 'mixed' ? 'line' : kind;
  // horizontal bars put the categories (text) on the y axis and the values on the x axis
  const label = (format: ChartValueFormat) => ({
    formatter: (value: number | string) => (typeof value === 'number' ? AXIS[format](value) : String(value)),
    maxWidth: horizontal ? categoryLabelWidth(categories, typeof window === 'undefined' ? 1440 : window.innerWidth) : undefined,
  });
  // apexcharts wants one y-axis entry per series once there are two axes: series on the same axis
  // name its first series (seriesName) and only that first entry is drawn.
  const firstOnAxis = (axis: number) => series.findIndex((s) => (s.axis ?? 0) === axis);
  const yaxis =
    formats.length === 1
      ? [{ labels: label(formats[0]) }]
      : series.map((s, index) => {
          const axis = s.axis ?? 0;
          return {
            opposite: axis === 1,
            seriesName: series[firstOnAxis(axis)]?.name,
            show: firstOnAxis(axis) === index,
            labels: label(formats[axis] ?? formats[0]),
          };
        });
  return {
    chart: {
      type: chartType,
      height,
      stacked,
      fontFamily,
      locales: [PT_BR],
      defaultLocale: 'pt-br',
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
    },
    colors,
    series:
      kind === 'donut'
        ? (series[0]?.data.map((value) => value ?? 0) as ApexOptions['series'])
        : series.map((s) => ({ name: s.name, type: kind === 'mixed' ? s.type ?? 'line' : undefined, data: s.data })),
    // only donuts take labels: an explicit `labels: undefined` makes apexcharts fail on bar charts
    ...(kind === 'donut' ? { labels: categories } : {}),
    xaxis:
      kind === 'donut'
        ? undefined
        : {
            categories,
            labels: horizontal
              ? { formatter: (value: string) => AXIS[formats[0]](Number(value)) }
              : { rotate: -45, hideOverlappingLabels: true },
            // long daily series (issue 14 §6: 325–730 days, unreadable labels): about 24 labels across
            ...(!horizontal && categories.length > MAX_CATEGORY_LABELS ? { tickAmount: MAX_CATEGORY_LABELS } : {}),
          },
    yaxis: kind === 'donut' ? undefined : yaxis,
    plotOptions: { bar: { horizontal, borderRadius: 3, columnWidth: '60%' } },
    stroke: { width: kind === 'mixed' ? series.map((s) => (s.type === 'column' ? 0 : 3)) : kind === 'bar' ? 0 : 3, curve: 'smooth' },
    dataLabels: { enabled: false },
    legend: { position: 'bottom' },
    tooltip: {
      shared: kind !== 'donut',
      intersect: false,
      y: {
        formatter: (value: number, context?: { seriesIndex?: number }) => {
          const axis = kind === 'donut' ? 0 : series[context?.seriesIndex ?? 0]?.axis ?? 0;
          return value === null || value === undefined ? '-' : FULL[formats[axis] ?? formats[0]](value);
        },
      },
    },
    grid: { strokeDashArray: 3 },
  };
}

/**
 * A chart drawn with apexcharts (pt-BR locale, abbreviated currency axes, full values in the
 * tooltip). The library loads in its own chunk the first time a chart is shown; the numbers are
 * also in a visually hidden table, for screen readers and for tests.
 */
export function Chart(props: ChartProps) {
  const theme = useTheme();
  const intl = useIntl();
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<{ updateOptions(options: ApexOptions): unknown; destroy(): void } | null>(null);
  const [failed, setFailed] = useState(false);
  const colors = props.colors ?? [theme.colors.primary, '#f59e0b', '#6366f1', '#10b981', '#ef4444', '#64748b'];
  const options = optionsFor(props, colors, theme.fonts.body);

  useEffect(() => {
    let cancelled = false;
    if (chart.current) {
      void chart.current.updateOptions(options);
      return undefined;
    }
    const draw = () =>
      import(/* webpackChunkName: "apexcharts" */ 'apexcharts')
        .then(({ default: ApexCharts }) => {
          if (cancelled || !element.current) return;
          const instance = new ApexCharts(element.current, options);
          chart.current = instance;
          return instance.render();
        })
        .catch(() => setFailed(true));
    // A chart below the fold loads the library and draws when it comes near the screen: on a phone
    // the first load then carries no chart work the user cannot see yet (Lighthouse mobile TBT/LCP).
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') {
      void draw();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void draw();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(target);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
    // options is rebuilt every render; the chart follows the data it describes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify([props.categories, props.series, props.kind, props.formats, colors])]);

  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
    },
    [],
  );

  const height = props.height ?? 320;
  return (
    <Frame style={{ minHeight: height }} aria-label={props.title}>
      {failed ? <ChartError>{intl.formatMessage({ id: 'chart.failed' })}</ChartError> : <div ref={element} aria-hidden="true" />}
      <VisuallyHidden>
        <table>
          <caption>{props.title}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'chart.category' })}</th>
              {props.series.map((series) => (
                <th scope="col" key={series.name}>
                  {series.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.categories.map((category, row) => (
              <tr key={category}>
                <th scope="row">{category}</th>
                {props.series.map((series) => {
                  const value = series.data[row];
                  const format = props.formats[series.axis ?? 0] ?? props.formats[0];
                  return <td key={series.name}>{value === null || value === undefined ? '-' : FULL[format](value)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Frame>
  );
}
