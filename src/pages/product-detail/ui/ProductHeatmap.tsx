import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { isHexColor, mix, readableTextOn } from '@/shared/lib/color';
import { formatNumber } from '@/shared/lib/number';
import { WEEKDAY_LONG, WEEKDAY_SHORT } from '@/shared/lib/periods';
import { Card, TableScroll } from '@/shared/ui';

const Box = styled(Card)`
  min-width: 0;
  padding: ${(p) => p.theme.space(5)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  p {
    margin: ${(p) => `${p.theme.space(1)} 0 ${p.theme.space(3)}`};
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Grid = styled.table`
  border-collapse: separate;
  border-spacing: 2px;
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
  }
  td {
    min-width: 30px;
    height: 28px;
    text-align: center;
    border-radius: ${(p) => p.theme.radii.sm};
  }
`;

export interface ProductHeatmapProps {
  cells: readonly { weekday: number; hour: number; NUM_CUPONS: number }[];
}

/** Tickets with the product per weekday × hour; each cell also says its number (colour is never the only cue). */
export function ProductHeatmap({ cells }: ProductHeatmapProps) {
  const intl = useIntl();
  const theme = useTheme();
  const title = intl.formatMessage({ id: 'productDetail.heatmap' });
  const byKey = new Map(cells.map((cell) => [`${cell.weekday}:${cell.hour}`, cell.NUM_CUPONS]));
  const present = cells.map((cell) => cell.hour);
  // only the hours the product sold in, not 24 mostly empty columns
  const first = present.length ? Math.min(...present) : 0;
  const last = present.length ? Math.max(...present) : -1;
  const hours = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const max = Math.max(0, ...cells.map((cell) => cell.NUM_CUPONS));
  const brand = isHexColor(theme.colors.primary) ? theme.colors.primary : '#2563eb';
  return (
    <Box as="section" aria-label={title}>
      <h2>{title}</h2>
      <p>{intl.formatMessage({ id: 'productDetail.heatmap.note' })}</p>
      <TableScroll tabIndex={0} role="region" aria-label={title}>
        <Grid>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'productDetail.heatmap.day' })}</th>
              {hours.map((hour) => (
                <th key={hour} scope="col">{`${String(hour).padStart(2, '0')}h`}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[1, 2, 3, 4, 5, 6, 7].map((weekday) => (
              <tr key={weekday}>
                <th scope="row" title={WEEKDAY_LONG[weekday - 1]}>
                  {WEEKDAY_SHORT[weekday - 1]}
                </th>
                {hours.map((hour) => {
                  const value = byKey.get(`${weekday}:${hour}`) ?? 0;
                  const background = value ? mix('#ffffff', brand, 0.12 + (max > 0 ? value / max : 0) * 0.88) : theme.colors.surfaceMuted;
                  return (
                    <td
                      key={hour}
                      data-weekday={weekday}
                      data-hour={hour}
                      data-value={value}
                      title={`${WEEKDAY_LONG[weekday - 1]}, ${hour}h: ${formatNumber(value, 0)}`}
                      style={{ background, color: value ? readableTextOn(background) : theme.colors.text }}
                    >
                      {value ? formatNumber(value, 0) : ''}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Grid>
      </TableScroll>
    </Box>
  );
}
