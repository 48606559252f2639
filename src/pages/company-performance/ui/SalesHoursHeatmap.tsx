import { useIntl } from 'react-intl';
import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { useMemo, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { isHexColor, mix, readableTextOn } from '@/shared/lib/color';
import { formatAbbreviated, formatCurrency, formatNumber } from '@/shared/lib/number';
import { Card, TableScroll } from '@/shared/ui';
import { WEEKDAY_LONG, WEEKDAY_SHORT } from '@/shared/lib/periods';
import type { SalesHoursHeatmap_cells$key } from './__generated__/SalesHoursHeatmap_cells.graphql';
import { InlineSelect } from '@/shared/ui';

const cellsFragment = graphql`
  fragment SalesHoursHeatmap_cells on SalesHourCell @relay(plural: true) {
    weekday
    hour
    NUM_CUPONS
    VAL_FATURAMENTO
  }
`;

type Measure = 'NUM_CUPONS' | 'VAL_FATURAMENTO';

const MEASURES: readonly Measure[] = ['NUM_CUPONS', 'VAL_FATURAMENTO'];

const Box = styled(Card)`
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  align-items: center;
  justify-content: space-between;
  padding: ${(p) => `${p.theme.space(4)} ${p.theme.space(5)}`};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  p {
    flex-basis: 100%;
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.xs};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Grid = styled.table`
  border-collapse: separate;
  border-spacing: 2px;
  margin: 0 ${(p) => p.theme.space(4)} ${(p) => p.theme.space(4)};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  th {
    font-weight: 600;
    color: ${(p) => p.theme.colors.textMuted};
    padding: ${(p) => p.theme.space(1)};
    white-space: nowrap;
  }
  tbody th {
    text-align: left;
    padding-right: ${(p) => p.theme.space(2)};
  }
  td {
    min-width: 34px;
    height: 30px;
    padding: 0 ${(p) => p.theme.space(1)};
    text-align: center;
    border-radius: ${(p) => p.theme.radii.sm};
  }
`;

const Empty = styled.p`
  padding: ${(p) => `${p.theme.space(8)} ${p.theme.space(5)}`};
  text-align: center;
  color: ${(p) => p.theme.colors.textMuted};
`;

export interface SalesHoursHeatmapProps {
  cells: SalesHoursHeatmap_cells$key;
  title: string;
  actions?: ReactNode;
}

/**
 * "Vendas por dia da semana e hora": a weekday × hour grid whose colour grows with the coupons
 * (or revenue) of that slot; each cell also says its number, so colour is never the only cue.
 */
export function SalesHoursHeatmap({ cells, title, actions }: SalesHoursHeatmapProps) {
  const intl = useIntl();
  const data = useFragment(cellsFragment, cells);
  const theme = useTheme();
  const [measure, setMeasure] = useState<Measure>('NUM_CUPONS');
  const { grid, hours, max } = useMemo(() => {
    const byKey = new Map(data.map((cell) => [`${cell.weekday}:${cell.hour}`, cell]));
    const present = data.map((cell) => cell.hour);
    // only the hours the stores sell in (e.g. 7h–22h), not 24 mostly empty columns
    const first = present.length ? Math.min(...present) : 0;
    const last = present.length ? Math.max(...present) : -1;
    const range = Array.from({ length: last - first + 1 }, (_, i) => first + i);
    return {
      hours: range,
      grid: [1, 2, 3, 4, 5, 6, 7].map((weekday) => range.map((hour) => byKey.get(`${weekday}:${hour}`)?.[measure] ?? 0)),
      max: Math.max(0, ...data.map((cell) => cell[measure])),
    };
  }, [data, measure]);
  const brand = isHexColor(theme.colors.primary) ? theme.colors.primary : '#2563eb';
  const format = (value: number) => (measure === 'NUM_CUPONS' ? formatNumber(value, 0) : formatCurrency(value));

  const measureOptions = MEASURES.map((value) => ({ value, label: intl.formatMessage({ id: 'companyPerformance.measure.option' }, { measure: value }) }));
  return (
    <Box>
      <Head>
        <h2>{title}</h2>
        <InlineSelect label={intl.formatMessage({ id: 'companyPerformance.measure' })} value={measure} options={measureOptions} onChange={setMeasure} />
        {actions}
        <p>{intl.formatMessage({ id: 'companyPerformance.hoursNote' })}</p>
      </Head>
      {data.length === 0 ? (
        <Empty>{intl.formatMessage({ id: 'companyPerformance.noSalesToDraw' })}</Empty>
      ) : (
        <TableScroll tabIndex={0} role="region" aria-label={title}>
          <Grid>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'companyPerformance.hoursDay' })}</th>
                {hours.map((hour) => (
                  <th key={hour} scope="col">{`${String(hour).padStart(2, '0')}h`}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid.map((row, index) => (
                <tr key={WEEKDAY_SHORT[index]}>
                  <th scope="row" title={WEEKDAY_LONG[index]}>
                    {WEEKDAY_SHORT[index]}
                  </th>
                  {row.map((value, column) => {
                    const strength = max > 0 ? value / max : 0;
                    const background = value ? mix('#ffffff', brand, 0.12 + strength * 0.88) : theme.colors.surfaceMuted;
                    return (
                      <td
                        key={hours[column]}
                        data-weekday={index + 1}
                        data-hour={hours[column]}
                        data-value={value}
                        title={`${WEEKDAY_LONG[index]}, ${hours[column]}h: ${format(value)}`}
                        style={{ background, color: value ? readableTextOn(background) : theme.colors.text }}
                      >
                        {value ? (measure === 'NUM_CUPONS' ? formatNumber(value, 0) : formatAbbreviated(value)) : ''}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Grid>
        </TableScroll>
      )}
    </Box>
  );
}
