import styled from '@emotion/styled';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, loadQuery, useRelayEnvironment, useSubscription, type PreloadedQuery } from 'react-relay';
import type { FetchPolicy, GraphQLSubscriptionConfig } from 'relay-runtime';
import { insertJob } from '../model/historyStore';
import { HistoryIcon } from './icons';
import type { ExportHistoryButtonSubscription } from './__generated__/ExportHistoryButtonSubscription.graphql';
import type { ExportHistoryListQuery as ExportHistoryListQueryType } from './__generated__/ExportHistoryListQuery.graphql';

const jobsSubscription = graphql`
  subscription ExportHistoryButtonSubscription {
    asyncJobsReports {
      id
      job {
        id
        createdAt
        ...ExportHistoryItem_job
      }
    }
  }
`;

/** The drawer and its list are not on screen at first paint: their code is fetched on the first opening. */
const ExportHistoryDrawer = lazy(() =>
  import(/* webpackChunkName: "export-history-drawer" */ './ExportHistoryDrawer').then((m) => ({ default: m.ExportHistoryDrawer })),
);

const ToolButton = styled.button`
  position: relative;
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radii.md};
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.neutralSoft};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Dot = styled.span`
  position: absolute;
  top: 7px;
  right: 7px;
  width: 9px;
  height: 9px;
  border-radius: 50%;
  background: ${(p) => p.theme.colors.danger};
  box-shadow: 0 0 0 2px ${(p) => p.theme.colors.surface};
`;

/**
 * The history list's query, started on demand. Its artifact comes with the drawer's chunk (same
 * chunk name), not with the first load: the drawer is not on screen at first paint (bench:bundle).
 * Each load replaces (and disposes) the previous one, like useQueryLoader.
 */
function useHistoryQuery() {
  const environment = useRelayEnvironment();
  const [current, setCurrent] = useState<PreloadedQuery<ExportHistoryListQueryType> | null>(null);
  const latest = useRef<PreloadedQuery<ExportHistoryListQueryType> | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      latest.current?.dispose();
      latest.current = null;
    };
  }, []);
  const load = useCallback(
    (fetchPolicy: FetchPolicy) => {
      void import(/* webpackChunkName: "export-history-drawer" */ './__generated__/ExportHistoryListQuery.graphql').then(({ default: query }) => {
        if (!mounted.current) return;
        latest.current?.dispose();
        latest.current = loadQuery<ExportHistoryListQueryType>(environment, query, {}, { fetchPolicy });
        setCurrent(latest.current);
      });
    },
    [environment],
  );
  return { current, load };
}

/**
 * Toolbar button of the export history (spec §2). Listens to the async-jobs feed all the time: each
 * event updates the job in the Relay store (the drawer re-renders from it) and, while the drawer is
 * closed, lights the badge.
 */
export function ExportHistoryButton() {
  const intl = useIntl();
  const drawerId = useId();
  const [open, setOpen] = useState(false);
  const [badge, setBadge] = useState(false);
  // read by the feed's callback, which is created once
  const openRef = useRef(false);
  openRef.current = open;
  const queryRef = useHistoryQuery();

  const config = useMemo<GraphQLSubscriptionConfig<ExportHistoryButtonSubscription>>(
    () => ({
      subscription: jobsSubscription,
      variables: {},
      updater: (store) => {
        const job = store.getRootField('asyncJobsReports')?.getLinkedRecord('job');
        if (job) insertJob(store, job);
      },
      onNext: () => {
        if (!openRef.current) setBadge(true);
      },
      // the feed reconnects by itself; a refused subscription leaves the history usable on demand
      onError: () => undefined,
    }),
    [],
  );
  useSubscription(config);

  const show = () => {
    setBadge(false);
    // always asks the server too: the feed may have been down while the drawer was closed
    queryRef.load('store-and-network');
    setOpen(true);
  };
  const close = useCallback(() => setOpen(false), []);
  const { load } = queryRef;
  const retry = useCallback(() => load('network-only'), [load]);

  const label = intl.formatMessage({ id: badge ? 'exportHistory.openWithNews' : 'exportHistory.open' });
  return (
    <>
      <ToolButton type="button" aria-label={label} title={intl.formatMessage({ id: 'exportHistory.open' })} aria-haspopup="dialog" aria-expanded={open} aria-controls={open ? drawerId : undefined} onClick={show}>
        <HistoryIcon />
        {badge && <Dot data-testid="export-history-badge" />}
      </ToolButton>
      {open && (
        <Suspense fallback={null}>
          <ExportHistoryDrawer id={drawerId} queryRef={queryRef.current} onClose={close} onRetry={retry} />
        </Suspense>
      )}
    </>
  );
}
