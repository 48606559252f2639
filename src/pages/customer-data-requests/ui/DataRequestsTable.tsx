import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { InfoTip } from '@/entities/metric';
import { formatDateTime } from '@/shared/lib/date';
import { formatNumber } from '@/shared/lib/number';
import { Button, Card, MutedLine, NameCell, Table, TableEmptyState, TableScroll } from '@/shared/ui';
import { LoadMoreFooter } from '@/shared/ui/data-table';
import { REQUEST_PARAMS, REQUEST_ROWS_ADDRESS } from '../model/params';
import { DeadlineBadge } from './DeadlineBadge';
import type { DataRequestsTable_query$key } from './__generated__/DataRequestsTable_query.graphql';

/** Requests fetched per page ("Carregar mais" asks for as many again). */
export const REQUESTS_PAGE_SIZE = 20;

const fragment = graphql`
  fragment DataRequestsTable_query on Query
  @refetchable(queryName: "DataRequestsTablePaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
    status: { type: "DeleteDataRequestStatus" }
    search: { type: "String" }
    sort: { type: "DeleteDataRequestSort" }
    direction: { type: "DeleteDataRequestSortDirection" }
  ) {
    usersAllDeleteDataRequests(first: $count, after: $cursor, status: $status, search: $search, sort: $sort, direction: $direction)
      @connection(key: "DataRequestsTable_usersAllDeleteDataRequests", filters: ["status", "search", "sort", "direction"]) {
      totalCount
      edges {
        node {
          id
          name
          document
          email
          kind
          categories
          requested_at
          status
          finished_at
          days_left
          deadline
          due_date
        }
      }
    }
  }
`;

const Total = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
  a {
    white-space: nowrap;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  align-items: flex-start;
`;

const COLUMNS = ['name', 'kind', 'requested', 'deadline', 'status', 'actions'] as const;
type Column = (typeof COLUMNS)[number];

export interface AnswerTarget {
  id: string;
  name: string;
  kind: string;
  answer: 'ACCEPT' | 'DECLINE';
}

/** The tab's requests, each with its clock, its detail and (pending) the accept / decline actions. */
export function DataRequestsTable({ query, filtering, onAnswer }: { query: DataRequestsTable_query$key; filtering: boolean; onAnswer: (target: AnswerTarget) => void }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const { edges, totalCount } = data.usersAllDeleteDataRequests;
  if (edges.length === 0) {
    return (
      <Card>
        <TableEmptyState>
          <p>
            <FormattedMessage id={filtering ? 'dataRequests.noMatch' : 'dataRequests.empty'} />
          </p>
          <p>
            <FormattedMessage id={filtering ? 'dataRequests.noMatchHint' : 'dataRequests.emptyHint'} />
          </p>
        </TableEmptyState>
      </Card>
    );
  }
  const label = intl.formatMessage({ id: 'dataRequests.tableLabel' });
  const header = (column: Column) => intl.formatMessage({ id: `dataRequests.col.${column}` as const });
  const detailHref = (id: string) => {
    const next = new URLSearchParams(params);
    next.set(REQUEST_PARAMS.detail, id);
    return `?${next}`;
  };
  return (
    <Card>
      <Total data-metric="SOLICITACOES_LISTADAS" data-value={totalCount}>
        <FormattedMessage id="dataRequests.total" values={{ count: totalCount, shown: formatNumber(totalCount, 0) }} />
        <InfoTip label={intl.formatMessage({ id: 'dataRequests.totalLabel' })} text={intl.formatMessage({ id: 'dataRequests.tip.total' })} />
      </Total>
      <TableScroll tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} stacked>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {header(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {edges.map(({ node }) => (
              <tr key={node.id} data-request={node.id}>
                <td data-label={header('name')}>
                  <NameCell>
                    <Link to={detailHref(node.id)}>{node.name}</Link>
                    <MutedLine>{node.document}</MutedLine>
                    {node.email && <MutedLine>{node.email}</MutedLine>}
                  </NameCell>
                </td>
                <td data-label={header('kind')}>
                  <Stack>
                    <span>{intl.formatMessage({ id: node.kind === 'FULL' ? 'dataRequests.kind.FULL' : 'dataRequests.kind.PARTIAL' })}</span>
                    {node.categories.length > 0 && (
                      <MutedLine>{node.categories.map((category) => intl.formatMessage({ id: `dataRequests.category.${category}` as 'dataRequests.category.CONTACT' })).join(', ')}</MutedLine>
                    )}
                  </Stack>
                </td>
                <td data-label={header('requested')}>{formatDateTime(node.requested_at)}</td>
                <td data-label={header('deadline')}>
                  <Stack>
                    <DeadlineBadge deadline={node.deadline} data-metric="DIAS_RESTANTES" data-value={node.days_left} data-deadline={node.deadline}>
                      {node.status === 'PENDING'
                        ? intl.formatMessage({ id: node.days_left < 0 ? 'dataRequests.overdueBy' : 'dataRequests.daysLeft' }, { count: Math.abs(node.days_left) })
                        : intl.formatMessage({ id: 'dataRequests.answered' })}
                    </DeadlineBadge>
                    <MutedLine>{intl.formatMessage({ id: 'dataRequests.dueDate' }, { date: node.due_date.split('-').reverse().join('/') })}</MutedLine>
                  </Stack>
                </td>
                <td data-label={header('status')}>
                  <Stack>
                    <span>{intl.formatMessage({ id: `dataRequests.status.${node.status}` as 'dataRequests.status.PENDING' })}</span>
                    {node.finished_at && <MutedLine>{formatDateTime(node.finished_at)}</MutedLine>}
                  </Stack>
                </td>
                <td data-label={header('actions')}>
                  <Actions>
                    <Link to={detailHref(node.id)} aria-label={intl.formatMessage({ id: 'dataRequests.detailNamed' }, { name: node.name })}>
                      <FormattedMessage id="dataRequests.detail" />
                    </Link>
                    {node.status === 'PENDING' && (
                      <>
                        <Button variant="secondary" onClick={() => onAnswer({ id: node.id, name: node.name, kind: node.kind, answer: 'DECLINE' })} aria-label={intl.formatMessage({ id: 'dataRequests.declineNamed' }, { name: node.name })}>
                          <FormattedMessage id="dataRequests.decline" />
                        </Button>
                        <Button onClick={() => onAnswer({ id: node.id, name: node.name, kind: node.kind, answer: 'ACCEPT' })} aria-label={intl.formatMessage({ id: 'dataRequests.acceptNamed' }, { name: node.name })}>
                          <FormattedMessage id="dataRequests.accept" />
                        </Button>
                      </>
                    )}
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <LoadMoreFooter shown={edges.length} total={totalCount} pageSize={REQUESTS_PAGE_SIZE} paging={{ hasNext, isLoadingNext, loadNext }} address={REQUEST_ROWS_ADDRESS} />
    </Card>
  );
}
