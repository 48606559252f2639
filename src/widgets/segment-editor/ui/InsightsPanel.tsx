import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { InfoTip } from '@/entities/metric';
import { RfvClusterName } from '@/entities/rfv-cluster';
import type { MessageId } from '@/shared/i18n';
import { formatNumber } from '@/shared/lib/number';
import { Alert, Button, Card, Spinner } from '@/shared/ui';
import type { SegmentInsights } from '../model/useSegmentInsights';

const Panel = styled(Card)`
  /* beside the definition; above it on narrow screens, so the size stays in sight while editing */
  position: sticky;
  top: ${(p) => p.theme.space(4)};
  @media (max-width: 1100px) {
    position: static;
    order: -1;
  }
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(5)};
  h2,
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
`;

const Size = styled.p<{ stale: boolean }>`
  margin: 0;
  font-size: 2rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  opacity: ${(p) => (p.stale ? 0.5 : 1)};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(3)};
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.fontSizes.xs};
  th,
  td {
    padding: 4px 2px;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  th:first-of-type,
  td:first-of-type {
    text-align: left;
  }
`;

const RFV_ORDER = ['champions', 'loyals', 'promising', 'atRisk', 'lowValue', 'losses', 'neverBought'] as const;
const STATUSES = ['actives', 'recentInactives', 'atRisk', 'losses', 'neverBought'] as const;
const CHANNELS: Record<string, MessageId> = { sms: 'segmentEditor.channel.sms', email: 'segmentEditor.channel.email', whatsapp: 'segmentEditor.channel.whatsapp', push: 'segmentEditor.channel.push' };

export interface InsightsPanelProps {
  insights: SegmentInsights;
  autoUpdate: boolean;
  onAutoUpdate: (on: boolean) => void;
  onForce: () => void;
}

/** Beside the definition: the live size, the size without the limiter, the RFV clusters and the reach per channel. */
export function InsightsPanel({ insights, autoUpdate, onAutoUpdate, onForce }: InsightsPanelProps) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { size, unlimited, rfv, rfvInvalid, reach, error, loading, stale } = insights;
  return (
    <Panel as="aside" aria-label={t('segmentEditor.insights')}>
      <Row>
        <h2>{t('segmentEditor.size')}</h2>
        <InfoTip label={t('segmentEditor.size')} text={t('segmentEditor.sizeTip')} />
      </Row>
      <Row>
        <Size stale={stale} role="status" aria-live="polite" data-metric="NUM_CLIENTES_SEGMENTO" data-value={size ?? ''} aria-busy={loading || undefined}>
          {size === null ? '–' : formatNumber(size, 0)}
        </Size>
        {loading && <Spinner size={20} label={t('segmentEditor.counting')} />}
      </Row>
      {unlimited !== null && size !== null && unlimited !== size && (
        <Muted data-metric="NUM_CLIENTES_SEM_LIMITADOR" data-value={unlimited}>
          {t('segmentEditor.unlimited', { count: unlimited })}
        </Muted>
      )}
      {stale && (
        <Alert tone="info">
          {t('segmentEditor.stale')}{' '}
          <Button variant="secondary" onClick={onForce}>
            {t('segmentEditor.update')}
          </Button>
        </Alert>
      )}
      {error && <Alert tone="danger">{error}</Alert>}
      <label style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 14 }}>
        <input type="checkbox" role="switch" checked={autoUpdate} onChange={(event) => onAutoUpdate(event.target.checked)} />
        {t('segmentEditor.autoUpdate')}
      </label>

      <section aria-label={t('segmentEditor.rfv')}>
        <Row>
          <h3>{t('segmentEditor.rfv')}</h3>
          <InfoTip label={t('segmentEditor.rfv')} text={t('segmentEditor.rfvTip')} />
        </Row>
        {rfvInvalid ? (
          <Muted data-rfv-invalid>{t('segmentEditor.rfvInvalid')}</Muted>
        ) : rfv ? (
          <List style={{ opacity: stale ? 0.5 : 1 }}>
            {RFV_ORDER.map((cluster) => (
              <div key={cluster} style={{ display: 'contents' }}>
                <dt>
                  <RfvClusterName cluster={cluster} />
                </dt>
                <dd data-metric={`segment.rfv.${cluster}`} data-value={rfv[cluster]}>
                  {formatNumber(rfv[cluster], 0)}
                </dd>
              </div>
            ))}
          </List>
        ) : (
          <Muted>{t(loading ? 'segmentEditor.computing' : 'segmentEditor.notYet')}</Muted>
        )}
      </section>

      <section aria-label={t('segmentEditor.reach')}>
        <Row>
          <h3>{t('segmentEditor.reach')}</h3>
          <InfoTip label={t('segmentEditor.reach')} text={t('segmentEditor.reachTip')} />
        </Row>
        {reach && reach.length > 0 ? (
          <Table style={{ opacity: stale ? 0.5 : 1 }}>
            <thead>
              <tr>
                <th scope="col">{t('segmentEditor.channel')}</th>
                <th scope="col">{t('segmentEditor.total')}</th>
                {STATUSES.map((status) => (
                  <th key={status} scope="col" title={t(`segmentEditor.status.${status}` as MessageId)}>
                    {t(`segmentEditor.statusShort.${status}` as MessageId)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {reach.map((row) => (
                <tr key={row.channel}>
                  <th scope="row">{CHANNELS[row.channel] ? t(CHANNELS[row.channel]) : row.channel}</th>
                  <td data-metric={`segment.reach.${row.channel}`} data-value={row.total}>
                    {formatNumber(row.total, 0)}
                  </td>
                  {STATUSES.map((status) => (
                    <td key={status}>{formatNumber(row[status], 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <Muted>{t(loading ? 'segmentEditor.computing' : 'segmentEditor.notYet')}</Muted>
        )}
      </section>
    </Panel>
  );
}
