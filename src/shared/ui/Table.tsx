import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/shared/i18n';

/**
 * Table primitives. The wrapper scrolls sideways when the table is wider than the screen; it is
 * focusable and labelled so keyboard users can scroll it too.
 */
export const TableScroll = styled.div`
  width: 100%;
  overflow-x: auto;
  &:focus-visible {
    outline-offset: -3px;
  }
`;

/**
 * `stacked`: on phones each row becomes a small card of label/value lines (cells carry their
 * column name in `data-label`), instead of a table scrolled sideways.
 */
export const Table = styled.table<{ stacked?: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.fontSizes.sm};
  th,
  td {
    padding: ${(p) => `${p.theme.space(3)} ${p.theme.space(4)}`};
    text-align: left;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    white-space: nowrap;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${(p) => p.theme.colors.surfaceMuted};
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.xs};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  tbody th {
    font-weight: 600;
  }
  tbody tr:hover {
    background: ${(p) => p.theme.colors.surfaceMuted};
  }
  tbody tr:last-of-type > * {
    border-bottom: none;
  }
  ${(p) =>
    p.stacked &&
    css`
      @media (max-width: 639.98px) {
        thead {
          position: absolute;
          width: 1px;
          height: 1px;
          overflow: hidden;
          clip: rect(0, 0, 0, 0);
        }
        tbody tr {
          display: block;
          padding: ${p.theme.space(3)} ${p.theme.space(4)};
          border-bottom: 1px solid ${p.theme.colors.border};
        }
        tbody tr:last-of-type {
          border-bottom: none;
        }
        tbody th,
        tbody td {
          display: flex;
          justify-content: space-between;
          align-items: center;
          gap: ${p.theme.space(3)};
          padding: ${p.theme.space(1)} 0;
          border: none;
          white-space: normal;
          text-align: right;
        }
        tbody th {
          text-align: left;
          font-size: ${p.theme.fontSizes.md};
          padding-bottom: ${p.theme.space(2)};
        }
        tbody td::before {
          content: attr(data-label);
          color: ${p.theme.colors.textMuted};
          font-family: ${p.theme.fonts.body};
          font-size: ${p.theme.fontSizes.xs};
          font-weight: 600;
          text-transform: uppercase;
          letter-spacing: 0.04em;
          text-align: left;
        }
      }
    `}
`;

/** Cell for codes and documents: monospaced digits so columns line up. */
/** A list row's name cell: the name as a link, its description beneath. */
export const NameCell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  min-width: 200px;
  max-width: 420px;
  white-space: normal;
  a {
    font-weight: 600;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

/** A figure's cell: right-aligned, digits of equal width, on one line. */
export const NumCell = styled.td`
  text-align: right;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** A second, muted line under a cell's value (who created it, how many stores, …). */
export const MutedLine = styled.span`
  display: block;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.xs};
`;

export const MonoCell = styled.td`
  font-variant-numeric: tabular-nums;
  font-family: ${(p) => p.theme.fonts.mono};
  font-size: ${(p) => p.theme.fontSizes.xs};
`;

/** A table's column headers, one per message id, in order (matching the row component's cells). */
export function HeaderRow({ messageIds }: { messageIds: readonly MessageId[] }) {
  return (
    <tr>
      {messageIds.map((id) => (
        <th key={id} scope="col">
          <FormattedMessage id={id} />
        </th>
      ))}
    </tr>
  );
}
