import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation, usePaginationFragment, useSubscription } from 'react-relay';
import { Link } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { TipHeader } from '@/entities/metric';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '@/shared/lib';
import { formatNumber } from '@/shared/lib/number';
import type { MessageId } from '@/shared/i18n';
import { Badge, Button, Card, EmptyListCard, MutedLine, NameCell, NumCell, Table, TableScroll, useConfirm, useSnackbar } from '@/shared/ui';
import { LoadMoreFooter } from '@/shared/ui/data-table';
import type { PriceRangeTable_query$key } from './__generated__/PriceRangeTable_query.graphql';
import type { PriceRangeTableDeleteMutation } from './__generated__/PriceRangeTableDeleteMutation.graphql';
import type { PriceRangeTableStatusSubscription } from './__generated__/PriceRangeTableStatusSubscription.graphql';

/** Analyses fetched per page ("Carregar mais" asks for as many again). */
export const PRICE_RANGES_PAGE_SIZE = 20;

/** The page of one analysis (its uuid in the address). */
export const analysisPath = (id: string) => `/produtos/faixas-precos/${encodeURIComponent(id)}`;

const fragment = graphql`
  fragment PriceRangeTable_query on Query
  @refetchable(queryName: "PriceRangeTablePaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
    search: { type: "String" }
    sort: { type: "PriceRangesAnalysisSort" }
    sortDirection: { type: "PriceRangesSortDirection" }
  ) {
    priceRangesAnalyticsList(first: $count, after: $cursor, search: $search, sort: $sort, sortDirection: $sortDirection)
      @connection(key: "PriceRangeTable_priceRangesAnalyticsList", filters: ["search", "sort", "sortDirection"]) {
      totalCount
      edges {
        node {
          id
          _id
          name
          description
          products_count
          ranges_count
          status
          error
          createdAt
          createdBy
          filters {
            referenceStart
            referenceEnd
            analyzedStart
            analyzedEnd
            units
          }
        }
      }
    }
  }
`;

// Each status change of the account's analyses updates its row in the store (by id).
const statusSubscription = graphql`
  subscription PriceRangeTableStatusSubscription {
    priceRangesAnalyticsStatus {
      id
      status
      error
      finishedAt
    }
  }
`;

const deleteMutation = graphql`
  mutation PriceRangeTableDeleteMutation($id: ID!) {
    deletePriceRangesAnalytics(id: $id) {
      deletedId @deleteRecord
    }
  }
`;

/** The two periods and the stores, one per line (also in the phone's stacked card). */
const Periods = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  flex-wrap: wrap;
  align-items: center;
`;

const STATUS_TONE = { DONE: 'success', RUNNING: 'brand', QUEUED: 'neutral', FAILED: 'neutral' } as const;

/** `2026-03-01` → `01/03/2026`. */
export const brDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

const COLUMNS = ['name', 'products', 'ranges', 'periods', 'status', 'created', 'actions'] as const;
type Column = (typeof COLUMNS)[number];
const TIPS: Partial<Record<Column, MessageId>> = {
  products: 'priceRangeList.tip.products',
  ranges: 'priceRangeList.tip.ranges',
  periods: 'priceRangeList.tip.periods',
  status: 'priceRangeList.tip.status',
};

/** The account's analyses (already searched and ordered by the query): live status, open, delete. */
export function PriceRangeTable({ query, searching }: { query: PriceRangeTable_query$key; searching: boolean }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const [commitDelete] = useMutation<PriceRangeTableDeleteMutation>(deleteMutation);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  useSubscription<PriceRangeTableStatusSubscription>(
    useMemo<GraphQLSubscriptionConfig<PriceRangeTableStatusSubscription>>(() => ({ subscription: statusSubscription, variables: {}, onError: () => undefined }), []),
  );
  const { edges, totalCount } = data.priceRangesAnalyticsList;

  const remove = async (analysis: { id: string; name: string }) => {
    const confirmed = await confirm({
      title: intl.formatMessage({ id: 'priceRangeList.deleteTitle' }),
      message: intl.formatMessage({ id: 'priceRangeList.deleteMessage' }, { name: analysis.name }),
      confirmLabel: intl.formatMessage({ id: 'priceRangeList.deleteConfirm' }),
      destructive: true,
    });
    if (!confirmed) return;
    setBusy((current) => new Set([...current, analysis.id]));
    const done = () =>
      setBusy((current) => {
        const next = new Set(current);
        next.delete(analysis.id);
        return next;
      });
    commitDelete({
      variables: { id: analysis.id },
      onCompleted: (_response, errors) => {
        done();
        if (errors?.length) return void snackbar.show(errors[0].message);
        snackbar.show(intl.formatMessage({ id: 'priceRangeList.deleted' }, { name: analysis.name }), { severity: 'success' });
      },
      onError: (error) => {
        done();
        snackbar.show(error.message);
      },
    });
  };

  if (edges.length === 0) {
    return (
      <EmptyListCard
        title={<FormattedMessage id={searching ? 'priceRangeList.noMatch' : 'priceRangeList.empty'} />}
        hint={<FormattedMessage id={searching ? 'priceRangeList.noMatchHint' : 'priceRangeList.emptyHint'} />}
      />
    );
  }

  const label = intl.formatMessage({ id: 'priceRangeList.tableLabel' });
  const header = (column: Column) => intl.formatMessage({ id: `priceRangeList.col.${column}` as MessageId });
  return (
    <Card>
      <TableScroll tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} stacked>
          <TipHeader
            columns={COLUMNS.map((column) => {
              const tip = TIPS[column];
              return { key: column, label: header(column), tip: tip && intl.formatMessage({ id: tip }), numeric: column === 'products' || column === 'ranges' };
            })}
          />
          <tbody>
            {edges.map(({ node }) => (
              <tr key={node.id} data-analysis={node._id} aria-busy={busy.has(node.id) || undefined}>
                <td data-label={header('name')}>
                  <NameCell>
                    <Link to={analysisPath(node._id)}>{node.name}</Link>
                    {node.description && <p>{node.description}</p>}
                  </NameCell>
                </td>
                <NumCell data-label={header('products')} data-metric="NUM_PRODUTOS" data-value={node.products_count}>
                  {formatNumber(node.products_count, 0)}
                </NumCell>
                <NumCell data-label={header('ranges')} data-metric="NUM_FAIXAS" data-value={node.ranges_count}>
                  {formatNumber(node.ranges_count, 0)}
                </NumCell>
                <td data-label={header('periods')}>
                  <Periods>
                    <MutedLine>
                      {intl.formatMessage({ id: 'priceRangeList.reference' }, { start: brDate(node.filters.referenceStart), end: brDate(node.filters.referenceEnd) })}
                    </MutedLine>
                    <MutedLine>
                      {intl.formatMessage({ id: 'priceRangeList.analyzed' }, { start: brDate(node.filters.analyzedStart), end: brDate(node.filters.analyzedEnd) })}
                    </MutedLine>
                    <MutedLine>
                      {node.filters.units.length
                        ? intl.formatMessage({ id: 'priceRangeList.stores' }, { count: node.filters.units.length })
                        : intl.formatMessage({ id: 'priceRangeList.allStores' })}
                    </MutedLine>
                  </Periods>
                </td>
                <td data-label={header('status')}>
                  <Badge tone={STATUS_TONE[node.status as keyof typeof STATUS_TONE] ?? 'neutral'} role="status" data-status={node.status}>
                    {intl.formatMessage({ id: `priceRangeList.status.${node.status}` as MessageId })}
                  </Badge>
                  {node.error && <MutedLine>{node.error}</MutedLine>}
                </td>
                <td data-label={header('created')}>
                  {formatDisplayDateTime(node.createdAt, DATE_TIME_MINUTES_FORMAT)}
                  {node.createdBy && <MutedLine>{node.createdBy}</MutedLine>}
                </td>
                <td data-label={header('actions')}>
                  {/* the name opens the analysis: the row's one action is its removal */}
                  <Actions>
                    <Button
                      variant="secondary"
                      loading={busy.has(node.id)}
                      aria-label={intl.formatMessage({ id: 'priceRangeList.deleteLabel' }, { name: node.name })}
                      onClick={() => void remove(node)}
                    >
                      {intl.formatMessage({ id: 'priceRangeList.delete' })}
                    </Button>
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <LoadMoreFooter shown={edges.length} total={totalCount} pageSize={PRICE_RANGES_PAGE_SIZE} paging={{ hasNext, isLoadingNext, loadNext }} address="analises" />
    </Card>
  );
}
