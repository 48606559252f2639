import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { TipHeader } from '@/entities/metric';
import { SegmentTagList } from '@/entities/segment-tag';
import { ExportSegmentDialog, type SegmentExportKind } from '@/features/export-segment';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '@/shared/lib';
import { formatNumber } from '@/shared/lib/number';
import { Badge, Card, EmptyListCard, MutedLine, NameCell, NumCell, Table, TableScroll, useConfirm, useSnackbar } from '@/shared/ui';
import { LoadMoreFooter } from '@/shared/ui/data-table';
import type { SegmentTable_query$key } from './__generated__/SegmentTable_query.graphql';
import type { SegmentTableCloneMutation } from './__generated__/SegmentTableCloneMutation.graphql';
import type { SegmentTableDeleteMutation } from './__generated__/SegmentTableDeleteMutation.graphql';
import type { SegmentTableRefreshMutation } from './__generated__/SegmentTableRefreshMutation.graphql';
import { SegmentActions } from './SegmentActions';
import { SegmentCampaigns } from './SegmentCampaigns';

/** Segments fetched per page ("Carregar mais" asks for as many again). */
export const SEGMENTS_PAGE_SIZE = 20;

/** The editor of a stored segment. */
export const editPath = (id: string) => `/clientes/segmentacao/editar/${encodeURIComponent(id)}`;

/** The list filtered by a tag. */
const tagPath = (tag: { name: string }) => `/clientes/segmentacao?etiqueta=${encodeURIComponent(tag.name)}`;

const fragment = graphql`
  fragment SegmentTable_query on Query
  @refetchable(queryName: "SegmentTablePaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
    search: { type: "String" }
    sort: { type: "SegmentSort" }
    sortDirection: { type: "SegmentSortDirection" }
    tags: { type: "[String!]" }
  ) {
    segments(first: $count, after: $cursor, search: $search, sort: $sort, sortDirection: $sortDirection, tags: $tags)
      @connection(key: "SegmentTable_segments", filters: ["search", "sort", "sortDirection", "tags"]) {
      totalCount
      edges {
        node {
          id
          name
          description
          fixed
          tags {
            name
            color
          }
          clients_qty
          unlimited_count
          clients_refreshed_at
          campaign_qty
          campaigns {
            campaignId
            campaignName
          }
          updated_at
        }
      }
    }
  }
`;

const cloneMutation = graphql`
  mutation SegmentTableCloneMutation($id: ID!) {
    cloneSegment(id: $id) {
      segment {
        id
        name
      }
    }
  }
`;

const refreshMutation = graphql`
  mutation SegmentTableRefreshMutation($ids: [ID!]!) {
    refreshSegments(segments_ids: $ids) {
      _id
      clients_qty
      clients_refreshed_at
    }
  }
`;

const deleteMutation = graphql`
  mutation SegmentTableDeleteMutation($id: ID!) {
    deleteSegment(id: $id) {
      deletedId @deleteRecord
    }
  }
`;

const COLUMNS = ['name', 'kind', 'size', 'counted', 'campaigns', 'actions'] as const;
type Column = (typeof COLUMNS)[number];
const TIPS: Partial<Record<Column, 'segmentList.tip.size' | 'segmentList.tip.counted' | 'segmentList.tip.campaigns' | 'segmentList.tip.kind'>> = {
  kind: 'segmentList.tip.kind',
  size: 'segmentList.tip.size',
  counted: 'segmentList.tip.counted',
  campaigns: 'segmentList.tip.campaigns',
};

/** The account's stored segments (already searched and ordered by the query) with their actions. */
export function SegmentTable({ query, searching }: { query: SegmentTable_query$key; searching: boolean }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(fragment, query);
  const [cloneSegment] = useMutation<SegmentTableCloneMutation>(cloneMutation);
  const [refreshSegments] = useMutation<SegmentTableRefreshMutation>(refreshMutation);
  const [deleteSegment] = useMutation<SegmentTableDeleteMutation>(deleteMutation);
  const [exporting, setExporting] = useState<{ id: string; name: string; kind: SegmentExportKind } | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const { edges, totalCount } = data.segments;
  const reload = () => refetch({}, { fetchPolicy: 'network-only' });
  const track = (id: string, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const clone = (segment: { id: string; name: string }) => {
    track(segment.id, true);
    cloneSegment({
      variables: { id: segment.id },
      onCompleted: (response, errors) => {
        track(segment.id, false);
        if (errors?.length) return void snackbar.show(errors[0].message);
        snackbar.show(intl.formatMessage({ id: 'segmentList.cloned' }, { name: response.cloneSegment.segment.name }), { severity: 'success' });
        reload();
      },
      onError: (error) => {
        track(segment.id, false);
        snackbar.show(error.message);
      },
    });
  };

  const refresh = (segment: { id: string; name: string }) => {
    track(segment.id, true);
    refreshSegments({
      variables: { ids: [segment.id] },
      onCompleted: (_response, errors) => {
        track(segment.id, false);
        if (errors?.length) return void snackbar.show(errors[0].message);
        snackbar.show(intl.formatMessage({ id: 'segmentList.refreshed' }, { name: segment.name }), { severity: 'success' });
        reload();
      },
      onError: (error) => {
        track(segment.id, false);
        snackbar.show(error.message);
      },
    });
  };

  const remove = async (segment: { id: string; name: string }) => {
    const confirmed = await confirm({
      title: intl.formatMessage({ id: 'segmentList.deleteTitle' }),
      message: intl.formatMessage({ id: 'segmentList.deleteMessage' }, { name: segment.name }),
      confirmLabel: intl.formatMessage({ id: 'segmentList.deleteConfirm' }),
      destructive: true,
    });
    if (!confirmed) return;
    track(segment.id, true);
    deleteSegment({
      variables: { id: segment.id },
      onCompleted: (_response, errors) => {
        track(segment.id, false);
        if (errors?.length) return void snackbar.show(errors[0].message);
        snackbar.show(intl.formatMessage({ id: 'segmentList.deleted' }, { name: segment.name }), { severity: 'success' });
      },
      onError: (error) => {
        track(segment.id, false);
        snackbar.show(error.message);
      },
    });
  };

  if (edges.length === 0) {
    return (
      <EmptyListCard
        title={<FormattedMessage id={searching ? 'segmentList.noMatch' : 'segmentList.empty'} />}
        hint={<FormattedMessage id={searching ? 'segmentList.noMatchHint' : 'segmentList.emptyHint'} />}
      />
    );
  }

  const label = intl.formatMessage({ id: 'segmentList.tableLabel' });
  const header = (column: Column) => intl.formatMessage({ id: `segmentList.col.${column}` as const });
  return (
    <Card>
      <TableScroll tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} stacked>
          <TipHeader
            columns={COLUMNS.map((column) => {
              const tip = TIPS[column];
              return { key: column, label: header(column), tip: tip && intl.formatMessage({ id: tip }), numeric: column === 'size' || column === 'campaigns' };
            })}
          />
          <tbody>
            {edges.map(({ node }) => (
              <tr key={node.id} data-segment={node.id} aria-busy={busy.has(node.id) || undefined}>
                <td data-label={header('name')}>
                  <NameCell>
                    <Link to={editPath(node.id)}>{node.name}</Link>
                    {node.description && <p>{node.description}</p>}
                    <SegmentTagList tags={node.tags} label={intl.formatMessage({ id: 'segmentList.tags' })} linkTo={tagPath} />
                  </NameCell>
                </td>
                <td data-label={header('kind')}>
                  <Badge tone={node.fixed ? 'brand' : 'neutral'}>{intl.formatMessage({ id: node.fixed ? 'segmentList.fixed' : 'segmentList.dynamic' })}</Badge>
                </td>
                <NumCell data-label={header('size')} data-metric="NUM_CLIENTES_SEGMENTO" data-value={node.clients_qty ?? ''}>
                  {node.clients_qty == null ? intl.formatMessage({ id: 'segmentList.notCounted' }) : formatNumber(node.clients_qty, 0)}
                  {node.unlimited_count != null && node.clients_qty != null && node.unlimited_count > node.clients_qty && (
                    <MutedLine>{intl.formatMessage({ id: 'segmentList.limited' }, { count: node.unlimited_count })}</MutedLine>
                  )}
                </NumCell>
                <td data-label={header('counted')}>
                  {node.clients_refreshed_at ? formatDisplayDateTime(node.clients_refreshed_at, DATE_TIME_MINUTES_FORMAT) : '-'}
                </td>
                <NumCell data-label={header('campaigns')} data-metric="NUM_CAMPANHAS" data-value={node.campaign_qty}>
                  <SegmentCampaigns segment={node} />
                </NumCell>
                <td data-label={header('actions')}>
                  <SegmentActions
                    segment={node}
                    editPath={editPath(node.id)}
                    onClone={() => clone(node)}
                    onRefresh={() => refresh(node)}
                    onExport={(kind) => setExporting({ id: node.id, name: node.name, kind })}
                    onDelete={() => void remove(node)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <LoadMoreFooter shown={edges.length} total={totalCount} pageSize={SEGMENTS_PAGE_SIZE} paging={{ hasNext, isLoadingNext, loadNext }} address="segmentos" />
      {exporting && (
        <Suspense fallback={null}>
          <ExportSegmentDialog segmentId={exporting.id} segmentName={exporting.name} kind={exporting.kind} onClose={() => setExporting(null)} />
        </Suspense>
      )}
    </Card>
  );
}
