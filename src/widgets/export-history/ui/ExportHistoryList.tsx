import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { commitLocalUpdate } from 'relay-runtime';
import { Button, Spinner, useSnackbar } from '@/shared/ui';
import { groupByDay } from '../model/groupByDay';
import { appendPage, HISTORY_PAGE_SIZE } from '../model/historyStore';
import { ExportHistoryItem } from './ExportHistoryItem';
import type { ExportHistoryListQuery as ExportHistoryListQueryType } from './__generated__/ExportHistoryListQuery.graphql';
import type { ExportHistoryListMoreQuery } from './__generated__/ExportHistoryListMoreQuery.graphql';

// `limit: 5` is written out: model/historyStore finds the list in the store under that exact key.
export const ExportHistoryListQuery = graphql`
  query ExportHistoryListQuery {
    asyncJobs(limit: 5) {
      cursor
      asyncJobs {
        id
        createdAt
        ...ExportHistoryItem_job
      }
    }
  }
`;

const moreQuery = graphql`
  query ExportHistoryListMoreQuery($cursor: String!) {
    asyncJobs(cursor: $cursor, limit: 5) {
      cursor
      asyncJobs {
        id
        createdAt
        ...ExportHistoryItem_job
      }
    }
  }
`;

const DayHeader = styled.h3`
  position: sticky;
  top: 0;
  z-index: 1;
  margin: 0;
  padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(5)}`};
  background: ${(p) => p.theme.colors.surfaceMuted};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 700;
  color: ${(p) => p.theme.colors.textMuted};
  letter-spacing: 0.04em;
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => `${p.theme.space(12)} ${p.theme.space(6)}`};
  text-align: center;
  strong {
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  span {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${(p) => p.theme.space(4)};
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(12)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

/** The drawer's loading state (also its Suspense fallback). */
export function Loading() {
  const intl = useIntl();
  return (
    <Centered role="status" aria-busy="true">
      <Spinner size={24} />
      {intl.formatMessage({ id: 'exportHistory.loading' })}
    </Centered>
  );
}

export interface ExportHistoryListProps {
  queryRef: PreloadedQuery<ExportHistoryListQueryType>;
}

/** The viewer's reports grouped by day (dd/MM), newest first, 5 at a time. */
export function ExportHistoryList({ queryRef }: ExportHistoryListProps) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<ExportHistoryListQueryType>(ExportHistoryListQuery, queryRef);
  const [loadingMore, setLoadingMore] = useState(false);
  // store-and-network may render once before the first answer is in the store: show the loader until it is
  const jobs = data.asyncJobs?.asyncJobs;
  const cursor = data.asyncJobs?.cursor ?? null;

  const loadMore = () => {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    fetchQuery<ExportHistoryListMoreQuery>(environment, moreQuery, { cursor }, { fetchPolicy: 'network-only' }).subscribe({
      complete: () => {
        commitLocalUpdate(environment, (store) => appendPage(store, cursor));
        setLoadingMore(false);
      },
      error: () => {
        setLoadingMore(false);
        snackbar.show(intl.formatMessage({ id: 'exportHistory.loadError' }));
      },
    });
  };

  if (!jobs) return <Loading />;

  if (jobs.length === 0) {
    return (
      <Empty role="status">
        <strong>{intl.formatMessage({ id: 'exportHistory.empty' })}</strong>
        <span>{intl.formatMessage({ id: 'exportHistory.emptyHint' })}</span>
      </Empty>
    );
  }

  return (
    <>
      {groupByDay(jobs).map((group) => (
        <section key={group.day} aria-label={intl.formatMessage({ id: 'exportHistory.dayLabel' }, { day: group.day })}>
          <DayHeader>{group.day}</DayHeader>
          <Items>
            {group.items.map((job) => (
              <ExportHistoryItem key={job.id} job={job} />
            ))}
          </Items>
        </section>
      ))}
      {cursor && (
        <More>
          <Button variant="secondary" onClick={loadMore} loading={loadingMore}>
            {intl.formatMessage({ id: loadingMore ? 'exportHistory.loadingMore' : 'exportHistory.loadMore' })}
          </Button>
        </More>
      )}
    </>
  );
}

export { HISTORY_PAGE_SIZE };
