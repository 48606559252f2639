import styled from '@emotion/styled';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { InfoTip } from '@/entities/metric';
import { MessagesScope } from '@/shared/i18n';
import { formatNumber } from '@/shared/lib/number';
import { Alert } from '@/shared/ui';
import {
  CustomerMapCanvas,
  STATUSES,
  STATUS_COLORS,
  messages as canvasMessages,
  pointsExtent,
  pointsFromCoordinates,
  type DecodedPoints,
  type MapBounds,
  type MapStorePin,
} from '@/entities/customer-map';
import { firstGroupEmpty, type Definition } from '../model/definition';
import type { SegmentMapCoordinatesQuery } from './__generated__/SegmentMapCoordinatesQuery.graphql';
import type { SegmentMapStatusCountQuery, SegmentMapStatusCountQuery$data } from './__generated__/SegmentMapStatusCountQuery.graphql';

const coordinatesQuery = graphql`
  query SegmentMapCoordinatesQuery($definition: JSON!, $segmentId: ID, $max: Int) {
    segmentClientsCoordinates(segmentationGroups: $definition, segmentId: $segmentId, maxNumberOfClients: $max) {
      total
      coarse
      latitudes
      longitudes
      styleUrl
      stores {
        idErp
        name
        latitude
        longitude
      }
    }
  }
`;

const statusCountQuery = graphql`
  query SegmentMapStatusCountQuery($definition: JSON!, $segmentId: ID, $bounds: MapBoundsInput!) {
    segmentStatusCount(segmentationGroups: $definition, segmentId: $segmentId, bounds: $bounds) {
      total
      actives
      recentInactives
      atRisk
      losses
      neverBought
    }
  }
`;

/** The most points one answer carries (contracts/segmentation.md `max_number_of_clients`). */
export const MAX_MAP_POINTS = 250_000;
/** Pause after the map stops moving before the visible area is counted. */
export const AREA_DELAY_MS = 250;

type AreaCounts = SegmentMapStatusCountQuery$data['segmentStatusCount'];

export type MembersState =
  | { state: 'waiting' }
  | { state: 'loading'; previous: MembersAnswer | null }
  | { state: 'ready'; answer: MembersAnswer }
  | { state: 'error'; message: string };

export interface MembersAnswer {
  points: DecodedPoints;
  total: number;
  coarse: boolean;
  stores: readonly MapStorePin[];
  styleUrl: string | null;
}

type AreaState = { state: 'waiting' } | { state: 'loading'; counts: AreaCounts | null } | { state: 'ready'; counts: AreaCounts } | { state: 'error' };

const EMPTY: MembersAnswer = { points: pointsFromCoordinates({ total: 0, latitudes: [], longitudes: [] }), total: 0, coarse: false, stores: [], styleUrl: null };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The members' positions and the visible area's status counts of the definition the figures were
 * evaluated for (`evaluated`, from useSegmentInsights: never per keystroke). A newer definition or
 * area drops the answer of an older one.
 */
export function useSegmentMapData(evaluated: Definition | null, segmentId: string | null) {
  const environment = useRelayEnvironment();
  const [members, setMembers] = useState<MembersState>({ state: 'waiting' });
  const [area, setArea] = useState<AreaState>({ state: 'waiting' });
  const generation = useRef(0);
  const lastBounds = useRef<MapBounds | null>(null);
  const areaRequest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    if (!evaluated) return;
    const current = ++generation.current;
    if (firstGroupEmpty(evaluated)) {
      // spec §5: no criterion in the first group is an empty segment, nothing to ask
      setMembers((previous) => ({ state: 'ready', answer: { ...EMPTY, stores: previous.state === 'ready' ? previous.answer.stores : [] } }));
      return;
    }
    setMembers((previous) => ({ state: 'loading', previous: previous.state === 'ready' ? previous.answer : previous.state === 'loading' ? previous.previous : null }));
    const variables = { definition: evaluated as unknown as Record<string, unknown>, segmentId, max: MAX_MAP_POINTS };
    fetchQuery<SegmentMapCoordinatesQuery>(environment, coordinatesQuery, variables, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => {
        if (current !== generation.current || !data) return;
        const answer = data.segmentClientsCoordinates;
        setMembers({
          state: 'ready',
          answer: { points: pointsFromCoordinates(answer), total: answer.total, coarse: answer.coarse, stores: answer.stores, styleUrl: answer.styleUrl ?? null },
        });
      })
      .catch((error: unknown) => current === generation.current && setMembers({ state: 'error', message: messageOf(error) }));
  }, [evaluated, segmentId, environment]);

  const countArea = useCallback(
    (bounds: MapBounds | null) => {
      if (bounds) lastBounds.current = bounds;
      const area = lastBounds.current;
      clearTimeout(timer.current);
      if (!area || !evaluated) return;
      const request = ++areaRequest.current;
      if (firstGroupEmpty(evaluated)) {
        setArea({ state: 'ready', counts: { total: 0, actives: 0, recentInactives: 0, atRisk: 0, losses: 0, neverBought: 0 } });
        return;
      }
      timer.current = setTimeout(() => {
        setArea((previous) => ({ state: 'loading', counts: previous.state === 'ready' || previous.state === 'loading' ? previous.counts : null }));
        fetchQuery<SegmentMapStatusCountQuery>(
          environment,
          statusCountQuery,
          { definition: evaluated as unknown as Record<string, unknown>, segmentId, bounds: area },
          { fetchPolicy: 'network-only' },
        )
          .toPromise()
          .then((data) => request === areaRequest.current && setArea(data ? { state: 'ready', counts: data.segmentStatusCount } : { state: 'error' }))
          .catch(() => request === areaRequest.current && setArea({ state: 'error' }));
      }, AREA_DELAY_MS);
    },
    [environment, evaluated, segmentId],
  );

  // a newly evaluated definition: count the same area again
  useEffect(() => countArea(null), [countArea]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return { members, area, countArea };
}

const Figures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(5)};
  align-items: flex-end;
  .label {
    display: flex;
    align-items: center;
    gap: 4px;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  strong {
    font-size: ${(p) => p.theme.fontSizes.xl};
    font-variant-numeric: tabular-nums;
  }
`;

const Area = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  gap: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)};
  > div {
    display: flex;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(2)};
  }
  dt {
    display: flex;
    align-items: center;
    gap: 6px;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const Dot = styled.span<{ color: string }>`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${(p) => p.color};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

/**
 * "Mapa dos clientes" of the segment editor (loaded on demand: MapLibre stays out of the editor's
 * first render): the located members as points with the stores, and the visible area's members
 * per activity status.
 */
export function SegmentMap({ evaluated, segmentId }: { evaluated: Definition | null; segmentId: string | null }) {
  return (
    <MessagesScope messages={canvasMessages}>
      <SegmentMapContent evaluated={evaluated} segmentId={segmentId} />
    </MessagesScope>
  );
}

function SegmentMapContent({ evaluated, segmentId }: { evaluated: Definition | null; segmentId: string | null }) {
  const intl = useIntl();
  const { members, area, countArea } = useSegmentMapData(evaluated, segmentId);
  const [mapError, setMapError] = useState<string | null>(null);
  const [drawn, setDrawn] = useState(false);
  const shown = members.state === 'ready' ? members.answer : members.state === 'loading' ? members.previous : null;
  useEffect(() => setDrawn(false), [shown?.points]);
  // the map's first view fits the stores and the members
  const focus = useMemo(() => (shown ? pointsExtent(shown.points) : []), [shown]);

  if (members.state === 'waiting' || (members.state === 'loading' && !shown)) {
    return <Note aria-live="polite">{intl.formatMessage({ id: 'segmentEditor.map.loading' })}</Note>;
  }
  if (members.state === 'error') {
    return <Alert tone="danger">{intl.formatMessage({ id: 'segmentEditor.map.error' }, { message: members.message })}</Alert>;
  }
  const answer = shown!;
  const counts = area.state === 'ready' || area.state === 'loading' ? area.counts : null;
  const locatedLabel = intl.formatMessage({ id: 'segmentEditor.map.located' });
  const areaLabel = intl.formatMessage({ id: 'segmentEditor.map.area' });

  return (
    <>
      <Figures aria-busy={members.state === 'loading'}>
        <div>
          <span className="label">
            {locatedLabel} <InfoTip label={locatedLabel} text={intl.formatMessage({ id: 'segmentEditor.map.locatedTip' })} />
          </span>
          <strong data-metric="segmentEditor.map.located" data-value={String(answer.total)}>
            {formatNumber(answer.total, 0)}
          </strong>
        </div>
      </Figures>
      {members.state === 'loading' && <Note aria-live="polite">{intl.formatMessage({ id: 'segmentEditor.map.updating' })}</Note>}
      {answer.total === 0 ? (
        <Note role="status">{intl.formatMessage({ id: 'segmentEditor.map.empty' })}</Note>
      ) : mapError ? (
        <Alert>{mapError}</Alert>
      ) : (
        <>
          <CustomerMapCanvas
            label={intl.formatMessage({ id: 'segmentEditor.map.canvasLabel' })}
            styleUrl={answer.styleUrl}
            stores={answer.stores}
            focus={focus}
            points={answer.points}
            view="points"
            colorByStatus={false}
            onBoundsChange={countArea}
            onDrawn={() => setDrawn(true)}
            onError={setMapError}
          />
          {!drawn && <Note aria-live="polite">{intl.formatMessage({ id: 'segmentEditor.map.drawing' }, { count: answer.points.count })}</Note>}
          {answer.points.count < answer.total && (
            <Note data-sample>
              {intl.formatMessage(
                { id: 'segmentEditor.map.sample' },
                { shown: formatNumber(answer.points.count, 0), total: formatNumber(answer.total, 0), max: formatNumber(MAX_MAP_POINTS, 0) },
              )}
            </Note>
          )}
          {answer.coarse && <Note data-coarse>{intl.formatMessage({ id: 'segmentEditor.map.coarse' })}</Note>}
          <section aria-label={areaLabel} aria-busy={area.state === 'loading'}>
            <p style={{ margin: '0 0 6px', fontWeight: 600, display: 'flex', alignItems: 'center', gap: 6 }}>
              {areaLabel} <InfoTip label={areaLabel} text={intl.formatMessage({ id: 'segmentEditor.map.areaTip' })} />
            </p>
            {area.state === 'waiting' && <Note>{intl.formatMessage({ id: 'segmentEditor.map.areaWaiting' })}</Note>}
            {area.state === 'error' && <Note role="alert">{intl.formatMessage({ id: 'segmentEditor.map.areaError' })}</Note>}
            {counts && (
              <Area>
                <div>
                  <dt>{intl.formatMessage({ id: 'segmentEditor.map.areaTotal' })}</dt>
                  <dd data-metric="segmentEditor.map.area.total" data-value={String(counts.total)}>
                    {formatNumber(counts.total, 0)}
                  </dd>
                </div>
                {STATUSES.map((status) => (
                  <div key={status}>
                    <dt>
                      <Dot color={STATUS_COLORS[status]} aria-hidden="true" />
                      {intl.formatMessage({ id: `clusters.${status}` })}
                    </dt>
                    <dd data-metric={`segmentEditor.map.area.${status}`} data-value={String(counts[status])}>
                      {formatNumber(counts[status], 0)}
                    </dd>
                  </div>
                ))}
              </Area>
            )}
          </section>
        </>
      )}
    </>
  );
}

