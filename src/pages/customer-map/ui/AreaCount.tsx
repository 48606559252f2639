import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { InfoTip } from '@/entities/metric';
import { formatNumber } from '@/shared/lib/number';
import { STATUSES, STATUS_COLORS } from '../model/statuses';
import type { StatusCounts } from './StatusFilter';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
    display: flex;
    align-items: center;
    gap: 6px;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(3)};
  }
  dt {
    display: flex;
    align-items: center;
    gap: 6px;
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
  p {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Dot = styled.span<{ color: string }>`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${(p) => p.color};
`;

export type AreaState = { state: 'waiting' } | { state: 'loading'; counts: StatusCounts | null } | { state: 'ready'; counts: StatusCounts } | { state: 'error' };

/** status_count of the visible area: the consumers inside what the map shows, by status. */
export function AreaCount({ area }: { area: AreaState }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'customerMap.areaTitle' });
  const counts = area.state === 'ready' || area.state === 'loading' ? ('counts' in area ? area.counts : null) : null;
  return (
    <Panel aria-label={title} aria-busy={area.state === 'loading'}>
      <h2>
        {title} <InfoTip label={title} text={intl.formatMessage({ id: 'customerMap.areaTip' })} />
      </h2>
      {area.state === 'waiting' && <p>{intl.formatMessage({ id: 'customerMap.areaWaiting' })}</p>}
      {area.state === 'error' && <p role="alert">{intl.formatMessage({ id: 'customerMap.areaError' })}</p>}
      {counts && (
        <dl>
          <dt>{intl.formatMessage({ id: 'customerMap.areaTotal' })}</dt>
          <dd data-metric="customerMap.area.total" data-value={String(counts.total)}>
            {formatNumber(counts.total, 0)}
          </dd>
          {STATUSES.map((status) => (
            <div key={status} style={{ display: 'contents' }}>
              <dt>
                <Dot color={STATUS_COLORS[status]} aria-hidden="true" />
                {intl.formatMessage({ id: `clusters.${status}` })}
              </dt>
              <dd data-metric={`customerMap.area.${status}`} data-value={String(counts[status])}>
                {formatNumber(counts[status], 0)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p aria-live="polite">{area.state === 'loading' ? intl.formatMessage({ id: 'customerMap.areaUpdating' }) : ''}</p>
    </Panel>
  );
}
