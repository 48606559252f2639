import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { InfoTip } from '@/entities/metric';
import { formatNumber } from '@/shared/lib/number';
import { formatDay } from '@/shared/lib/sales-filters';
import { STATUSES, STATUS_COLORS, writeStatuses, type Status } from '../model/statuses';

export type StatusCounts = Record<Status, number> & { total: number };

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  legend {
    font-weight: 600;
    margin-bottom: ${(p) => p.theme.space(2)};
  }
`;

const Toggle = styled('div', { shouldForwardProp: (prop) => prop !== 'on' })<{ on: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(1)};
  border: 1px solid ${(p) => (p.on ? p.theme.colors.borderStrong : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => (p.on ? p.theme.colors.surface : p.theme.colors.surfaceMuted)};
  opacity: ${(p) => (p.on ? 1 : 0.6)};
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  > button {
    all: unset;
    flex: 1;
    cursor: pointer;
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  > button:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 4px;
    border-radius: 4px;
  }
`;

const Name = styled.span`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

const Dot = styled.span<{ color: string }>`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${(p) => p.color};
  flex: none;
`;

const Count = styled.span`
  font-size: ${(p) => p.theme.fontSizes.lg};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

export interface StatusFilterProps {
  counts: StatusCounts;
  /** the statuses of the address (none = all) */
  chosen: readonly Status[];
  /** the reference date (YYYY-MM-DD) */
  date: string;
}

/**
 * The five activity groups as toggles with their count in the filters: pressing one hides or shows
 * its consumers on the map, in the counts and in the table (the choice lives in the address).
 */
export function StatusFilter({ counts, chosen, date }: StatusFilterProps) {
  const intl = useIntl();
  const [search, setSearch] = useSearchParams();
  const active = chosen.length ? chosen : STATUSES;
  const toggle = (status: Status) => {
    const next = active.includes(status) ? active.filter((s) => s !== status) : [...active, status];
    setSearch(writeStatuses(search, next));
  };
  return (
    <Group>
      <legend>
        {intl.formatMessage({ id: 'customerMap.statuses' })}{' '}
        <InfoTip label={intl.formatMessage({ id: 'customerMap.statuses' })} text={intl.formatMessage({ id: 'customerMap.statusesHint' })} />
      </legend>
      {STATUSES.map((status) => {
        const name = intl.formatMessage({ id: `clusters.${status}` });
        const on = active.includes(status);
        return (
          <Toggle key={status} on={on}>
            <button type="button" aria-pressed={on} onClick={() => toggle(status)} data-status={status}>
              <Name>
                <Dot color={STATUS_COLORS[status]} aria-hidden="true" />
                {name}
              </Name>
              <Count data-metric={`customerMap.${status}`} data-value={String(counts[status])}>
                {formatNumber(counts[status], 0)}
              </Count>
            </button>
            <InfoTip label={name} text={intl.formatMessage({ id: 'customerMap.statusTip' }, { status: name, date: formatDay(date) })} />
          </Toggle>
        );
      })}
    </Group>
  );
}
