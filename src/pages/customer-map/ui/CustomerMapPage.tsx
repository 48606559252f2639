import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { InfoTip } from '@/entities/metric';
import { ExportTableButton } from '@/features/export-table';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import { formatNumber, formatPercent } from '@/shared/lib/number';
import { formatDay, toSalesFilterInput } from '@/shared/lib/sales-filters';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { AnalyticsPage, EmptyState, NoSalesYet } from '@/shared/ui/analytics-page';
import { customerMapPage } from '../api/CustomerMapPageQuery';
import { fetchPoints } from '../api/points';
import { CustomerMapStatusCountQuery } from '../api/CustomerMapStatusCountQuery';
import type { CustomerMapStatusCountQuery as StatusCountQueryType } from '../api/__generated__/CustomerMapStatusCountQuery.graphql';
import { writeView, type MapView } from '../model/statuses';
import { AreaCount, type AreaState } from './AreaCount';
import { CustomerMapCanvas, decodePoints, type DecodedPoints, type MapBounds } from '@/entities/customer-map';
import { NeighborhoodTable } from './NeighborhoodTable';
import { StatusFilter } from './StatusFilter';

const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  ${(p) => p.theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) 260px;
  }
`;

const Box = styled(Card)`
  padding: ${(p) => p.theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
`;

const Figures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(5)};
  > div {
    display: flex;
    flex-direction: column;
  }
  .figure-label,
  .figure-note {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
    display: flex;
    align-items: center;
    gap: 4px;
  }
  strong {
    font-size: ${(p) => p.theme.fontSizes.xl};
    font-variant-numeric: tabular-nums;
  }
`;

const ViewSwitch = styled.div`
  display: inline-flex;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  overflow: hidden;
  button {
    all: unset;
    cursor: pointer;
    padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  button[aria-pressed='true'] {
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
  }
  button:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

type PointsState = { state: 'loading' } | { state: 'ready'; points: DecodedPoints } | { state: 'error'; message: string };

/** The points of the current filters, fetched beside the page query (binary, up to 250 000). */
function usePoints(path: string | null) {
  const [points, setPoints] = useState<PointsState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!path) return undefined;
    let current = true;
    setPoints({ state: 'loading' });
    fetchPoints(path)
      .then((buffer) => {
        if (!current) return;
        performance.mark?.('customer-map:points'); // bench:map: the points arrived
        setPoints({ state: 'ready', points: decodePoints(buffer) });
      })
      .catch((error: unknown) => current && setPoints({ state: 'error', message: error instanceof Error ? error.message : String(error) }));
    return () => {
      current = false;
    };
  }, [path, attempt]);
  return { points, retry: () => setAttempt((n) => n + 1) };
}

function CustomerMapContent() {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const data = usePageQuery(customerMapPage);
  const scope = usePageScope(customerMapPage);
  const [search, setSearch] = useSearchParams();
  const map = data.customerMap;
  const { points, retry } = usePoints(map?.pointsPath ?? null);
  const [mapError, setMapError] = useState<string | null>(null);
  const [drawn, setDrawn] = useState(false);
  const [area, setArea] = useState<AreaState>({ state: 'waiting' });
  const lastBounds = useRef<MapBounds | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const variables = customerMapPage.variables(scope);
  const filterKey = JSON.stringify(variables.filter);

  const countArea = useCallback(
    (bounds: MapBounds) => {
      lastBounds.current = bounds;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setArea((previous) => ({ state: 'loading', counts: previous.state === 'ready' ? previous.counts : null }));
        fetchQuery<StatusCountQueryType>(environment, CustomerMapStatusCountQuery, { filter: JSON.parse(filterKey), bounds }, { fetchPolicy: 'network-only' })
          .toPromise()
          .then((answer) => {
            if (lastBounds.current !== bounds) return;
            const counts = answer?.customerMapStatusCount;
            setArea(counts ? { state: 'ready', counts } : { state: 'error' });
          })
          .catch(() => lastBounds.current === bounds && setArea({ state: 'error' }));
      }, 250);
    },
    [environment, filterKey],
  );

  // new filters: count the same area again
  useEffect(() => {
    if (lastBounds.current) countArea(lastBounds.current);
  }, [countArea]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setDrawn(false), [points, scope.view]);

  if (!data.viewer) return null;
  if (!map) {
    return (
      <>
        <SalesFilterBar account={data.viewer.account} filters={scope.filters} />
        <NoSalesYet />
      </>
    );
  }
  const date = formatDay(scope.filters.end);
  const setView = (view: MapView) => setSearch(writeView(search, view));
  const counts = map.statusCount;
  const shown = points.state === 'ready' ? points.points.count : 0;

  return (
    <>
      <SalesFilterBar account={data.viewer.account} filters={scope.filters} />
      <StatusFilter counts={counts} chosen={scope.statuses} date={scope.filters.end} />
      {counts.total === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'customerMap.noCustomers' }, { date })}
          hint={intl.formatMessage({ id: 'customerMap.noCustomersHint' })}
        />
      ) : (
        <Layout>
          <Box aria-label={intl.formatMessage({ id: 'customerMap.mapLabel' })}>
            <Toolbar>
              <Figures>
                <div>
                  <span className="figure-label">
                    {intl.formatMessage({ id: 'customerMap.registered' })}
                    <InfoTip label={intl.formatMessage({ id: 'customerMap.registered' })} text={intl.formatMessage({ id: 'customerMap.registeredTip' }, { date })} />
                  </span>
                  <strong data-metric="customerMap.registered" data-value={String(counts.total)}>
                    {formatNumber(counts.total, 0)}
                  </strong>
                </div>
                <div>
                  <span className="figure-label">
                    {intl.formatMessage({ id: 'customerMap.located' })}
                    <InfoTip label={intl.formatMessage({ id: 'customerMap.located' })} text={intl.formatMessage({ id: 'customerMap.locatedTip' })} />
                  </span>
                  <strong data-metric="customerMap.located" data-value={String(map.located)}>
                    {formatNumber(map.located, 0)}
                  </strong>
                  <span className="figure-note">{intl.formatMessage({ id: 'customerMap.locatedShare' }, { share: formatPercent((map.located / counts.total) * 100) })}</span>
                </div>
              </Figures>
              <ViewSwitch role="group" aria-label={intl.formatMessage({ id: 'customerMap.view' })}>
                <button type="button" aria-pressed={scope.view === 'points'} onClick={() => setView('points')}>
                  {intl.formatMessage({ id: 'customerMap.viewPoints' })}
                </button>
                <button type="button" aria-pressed={scope.view === 'heat'} onClick={() => setView('heat')}>
                  {intl.formatMessage({ id: 'customerMap.viewHeat' })}
                </button>
              </ViewSwitch>
            </Toolbar>
            {mapError ? (
              <Alert>
                {mapError} {intl.formatMessage({ id: 'customerMap.mapErrorStillBelow' })}
              </Alert>
            ) : (
              <CustomerMapCanvas
                label={intl.formatMessage({ id: 'customerMap.mapLabel' })}
                styleUrl={map.styleUrl ?? null}
                stores={map.stores}
                focus={map.neighborhoods}
                points={points.state === 'ready' ? points.points : null}
                view={scope.view}
                onBoundsChange={countArea}
                onDrawn={() => setDrawn(true)}
                onError={setMapError}
              />
            )}
            <div aria-live="polite">
              {points.state === 'loading' && <Note>{intl.formatMessage({ id: 'customerMap.mapLoading' }, { count: Math.min(map.located, map.maxPoints) })}</Note>}
              {points.state === 'ready' && !drawn && !mapError && <Note>{intl.formatMessage({ id: 'customerMap.mapLoading' }, { count: shown })}</Note>}
            </div>
            {points.state === 'error' && (
              <Alert tone="danger">
                {intl.formatMessage({ id: 'customerMap.mapError' }, { message: points.message })}{' '}
                <Button variant="secondary" onClick={retry}>
                  {intl.formatMessage({ id: 'customerMap.retry' })}
                </Button>
              </Alert>
            )}
            {points.state === 'ready' && points.points.total > points.points.count && (
              <Note data-sample>
                {intl.formatMessage(
                  { id: 'customerMap.sampleNote' },
                  { shown: formatNumber(points.points.count, 0), total: formatNumber(points.points.total, 0), max: formatNumber(map.maxPoints, 0) },
                )}
              </Note>
            )}
            {map.coarse && <Note data-coarse>{intl.formatMessage({ id: 'customerMap.coarseNote' })}</Note>}
            <Note>
              {scope.view === 'points' ? intl.formatMessage({ id: 'customerMap.clusterLegend' }) : null}{' '}
              {map.styleUrl ? null : intl.formatMessage({ id: 'customerMap.basemapNote' })}
            </Note>
          </Box>
          <Box>
            <AreaCount area={area} />
          </Box>
        </Layout>
      )}
      <NeighborhoodTable
        rows={map.neighborhoods}
        actions={
          <ExportTableButton
            table="clientes.mapa"
            title={intl.formatMessage({ id: 'customerMap.exportTitle' })}
            filter={toSalesFilterInput(scope.filters)}
            params={scope.statuses.length ? { statuses: scope.statuses.join(',') } : undefined}
            disabled={map.neighborhoods.length === 0}
          />
        }
      />
    </>
  );
}

/** Mapa de clientes: where the club's customers live, their status, the stores, and the neighbourhoods. */
export function CustomerMapPage() {
  return (
    <AnalyticsPage texts="customerMap" skeleton={{ filters: true }}>
      <CustomerMapContent />
    </AnalyticsPage>
  );
}
