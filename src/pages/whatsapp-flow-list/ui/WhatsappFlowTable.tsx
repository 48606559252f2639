import styled from '@emotion/styled';
import { startTransition, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { TipHeader } from '@/entities/metric';
import type { MessageId } from '@/shared/i18n';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '@/shared/lib';
import { formatNumber } from '@/shared/lib/number';
import { Badge, Button, Card, EmptyListCard, MutedLine, NameCell, NumCell, Table, TableScroll, useConfirm, useSnackbar } from '@/shared/ui';
import { LoadMoreFooter } from '@/shared/ui/data-table';
import { FLOW_ROWS_ADDRESS } from '../api/WhatsappFlowListPageQuery';
import type { WhatsappFlowTable_query$key } from './__generated__/WhatsappFlowTable_query.graphql';
import type { WhatsappFlowTableDeleteMutation } from './__generated__/WhatsappFlowTableDeleteMutation.graphql';

/** Flows fetched per page ("Carregar mais" asks for as many again). */
export const FLOWS_PAGE_SIZE = 20;

/** The editor of one flow (its uuid in the address). */
export const flowEditorPath = (id: string) => `/campanhas/whatsapp/fluxos/editar/${encodeURIComponent(id)}`;

const fragment = graphql`
  fragment WhatsappFlowTable_query on Query
  @refetchable(queryName: "WhatsappFlowTablePaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
    search: { type: "String" }
    status: { type: "WhatsappFlowStatus" }
    sort: { type: "WhatsappFlowSort" }
    sortDirection: { type: "WhatsappSortDirection" }
  ) {
    whatsappFlows(first: $count, after: $cursor, search: $search, status: $status, sort: $sort, sortDirection: $sortDirection)
      @connection(key: "WhatsappFlowTable_whatsappFlows", filters: ["search", "status", "sort", "sortDirection"]) {
      __id
      totalCount
      edges {
        node {
          id
          _id
          name
          trigger_type
          trigger_values
          status
          draftChanged
          currentVersion
          runningConversations
          updatedAt
          updatedBy
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation WhatsappFlowTableDeleteMutation($id: ID!, $connections: [ID!]!) {
    deleteWhatsappFlow(id: $id) {
      deletedId @deleteEdge(connections: $connections)
    }
  }
`;

const Triggers = styled.p`
  max-width: 36ch;
  overflow-wrap: anywhere;
`;

const COLUMNS = ['name', 'trigger', 'status', 'version', 'running', 'updated', 'actions'] as const;
type Column = (typeof COLUMNS)[number];
const TIPS: Partial<Record<Column, MessageId>> = {
  running: 'whatsappFlowList.tip.running',
  version: 'whatsappFlowList.tip.version',
};

/** The account's flows (already searched, filtered and ordered by the query): open in the editor, delete with confirmation. */
export function WhatsappFlowTable({ query, filtered }: { query: WhatsappFlowTable_query$key; filtered: boolean }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(fragment, query);
  const [commitDelete] = useMutation<WhatsappFlowTableDeleteMutation>(deleteMutation);
  const [busy, setBusy] = useState<string | null>(null);
  const { edges, totalCount, __id: connection } = data.whatsappFlows;

  const remove = async (flow: { id: string; name: string }) => {
    const confirmed = await confirm({
      title: intl.formatMessage({ id: 'whatsappFlowList.deleteTitle' }),
      message: intl.formatMessage({ id: 'whatsappFlowList.deleteMessage' }, { name: flow.name }),
      confirmLabel: intl.formatMessage({ id: 'whatsappFlowList.deleteConfirm' }),
      destructive: true,
    });
    if (!confirmed) return;
    setBusy(flow.id);
    commitDelete({
      variables: { id: flow.id, connections: [connection] },
      onCompleted: (_response, errors) => {
        setBusy(null);
        if (errors?.length) return void snackbar.show(errors[0].message);
        snackbar.show(intl.formatMessage({ id: 'whatsappFlowList.deleted' }, { name: flow.name }), { severity: 'success' });
        startTransition(() => {
          refetch({}, { fetchPolicy: 'network-only' });
        });
      },
      onError: (error) => {
        setBusy(null);
        snackbar.show(error.message);
      },
    });
  };

  if (edges.length === 0) {
    return (
      <EmptyListCard
        title={<FormattedMessage id={filtered ? 'whatsappFlowList.noMatch' : 'whatsappFlowList.empty'} />}
        hint={<FormattedMessage id={filtered ? 'whatsappFlowList.noMatchHint' : 'whatsappFlowList.emptyHint'} />}
      />
    );
  }

  const label = intl.formatMessage({ id: 'whatsappFlowList.tableLabel' });
  const header = (column: Column) => intl.formatMessage({ id: `whatsappFlowList.col.${column}` as MessageId });
  return (
    <Card>
      <TableScroll tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} stacked>
          <TipHeader
            columns={COLUMNS.map((column) => {
              const tip = TIPS[column];
              return { key: column, label: header(column), tip: tip && intl.formatMessage({ id: tip }), numeric: column === 'running' || column === 'version' };
            })}
          />
          <tbody>
            {edges.map(({ node }) => (
              <tr key={node.id} data-flow={node._id} aria-busy={busy === node.id || undefined}>
                <td data-label={header('name')}>
                  <NameCell>
                    <Link to={flowEditorPath(node._id)}>{node.name}</Link>
                  </NameCell>
                </td>
                <td data-label={header('trigger')}>
                  {intl.formatMessage({ id: node.trigger_type === 'BUTTON' ? 'whatsappFlowList.trigger.button' : 'whatsappFlowList.trigger.keyword' })}
                  <Triggers>
                    <MutedLine>{node.trigger_values.join(', ')}</MutedLine>
                  </Triggers>
                </td>
                <td data-label={header('status')}>
                  <Badge tone={node.status === 'PUBLISHED' ? 'success' : 'neutral'} data-status={node.status}>
                    {intl.formatMessage({ id: node.status === 'PUBLISHED' ? 'whatsappFlowList.published' : 'whatsappFlowList.draft' })}
                  </Badge>
                  {node.status === 'PUBLISHED' && node.draftChanged && <MutedLine>{intl.formatMessage({ id: 'whatsappFlowList.draftChanged' })}</MutedLine>}
                </td>
                <NumCell data-label={header('version')} data-metric="WHATSAPP_FLUXO_VERSAO" data-value={node.currentVersion ?? 0}>
                  {node.currentVersion === null ? '—' : formatNumber(node.currentVersion, 0)}
                </NumCell>
                <NumCell data-label={header('running')} data-metric="WHATSAPP_FLUXO_CONVERSAS_EM_ANDAMENTO" data-value={node.runningConversations}>
                  {formatNumber(node.runningConversations, 0)}
                </NumCell>
                <td data-label={header('updated')}>
                  {formatDisplayDateTime(node.updatedAt, DATE_TIME_MINUTES_FORMAT)}
                  {node.updatedBy && <MutedLine>{node.updatedBy}</MutedLine>}
                </td>
                <td data-label={header('actions')}>
                  <Button
                    variant="secondary"
                    loading={busy === node.id}
                    aria-label={intl.formatMessage({ id: 'whatsappFlowList.deleteLabel' }, { name: node.name })}
                    onClick={() => void remove(node)}
                  >
                    {intl.formatMessage({ id: 'whatsappFlowList.delete' })}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <LoadMoreFooter shown={edges.length} total={totalCount} pageSize={FLOWS_PAGE_SIZE} paging={{ hasNext, isLoadingNext, loadNext }} address={FLOW_ROWS_ADDRESS} />
    </Card>
  );
}
