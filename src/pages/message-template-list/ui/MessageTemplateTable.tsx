import styled from '@emotion/styled';
import { startTransition, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { TipHeader } from '@/entities/metric';
import { CHANNEL_LABELS, MESSAGE_TYPE_LABELS, type MessageTemplateChannel, type MessageTemplateType } from '@/shared/config/messageTemplates';
import type { MessageId } from '@/shared/i18n';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '@/shared/lib';
import { formatNumber } from '@/shared/lib/number';
import { Badge, Button, Card, EmptyListCard, MutedLine, NameCell, NumCell, Table, TableScroll, useConfirm, useSnackbar } from '@/shared/ui';
import { LoadMoreFooter } from '@/shared/ui/data-table';
import type { MessageTemplateTable_query$key } from './__generated__/MessageTemplateTable_query.graphql';
import type { MessageTemplateTableDeleteMutation } from './__generated__/MessageTemplateTableDeleteMutation.graphql';
import type { MessageTemplateTableRestoreMutation } from './__generated__/MessageTemplateTableRestoreMutation.graphql';

/** Templates fetched per page ("Carregar mais" asks for as many again). */
export const TEMPLATES_PAGE_SIZE = 20;

/** The edit page of one template (its uuid in the address). */
export const templatePath = (id: string) => `/configuracoes/mensagens/${encodeURIComponent(id)}`;

const fragment = graphql`
  fragment MessageTemplateTable_query on Query
  @refetchable(queryName: "MessageTemplateTablePaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
    search: { type: "String" }
    channels: { type: "[MessageTemplateChannel!]" }
    active: { type: "Boolean" }
    sort: { type: "MessageTemplateSort" }
    sortDirection: { type: "MessageTemplateSortDirection" }
  ) {
    messageTemplates(first: $count, after: $cursor, search: $search, channels: $channels, active: $active, sort: $sort, sortDirection: $sortDirection)
      @connection(key: "MessageTemplateTable_messageTemplates", filters: ["search", "channels", "active", "sort", "sortDirection"]) {
      __id
      totalCount
      edges {
        node {
          id
          _id
          name
          channel
          message_type
          subject
          text
          active
          send_without_accents
          smsCount {
            credits
            characters
            perCredit
          }
          updatedAt
          updatedBy
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation MessageTemplateTableDeleteMutation($id: ID!, $connections: [ID!]!) {
    deleteMessageTemplate(id: $id) {
      deletedId @deleteEdge(connections: $connections)
    }
  }
`;

const restoreMutation = graphql`
  mutation MessageTemplateTableRestoreMutation($id: ID!) {
    restoreMessageTemplate(id: $id) {
      messageTemplate {
        id
        name
      }
    }
  }
`;

/** The text's first two lines (the whole text is its tooltip and the edit page). */
const Excerpt = styled.p`
  max-width: 40ch;
  overflow: hidden;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;

const Actions = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  flex-wrap: wrap;
  align-items: center;
`;

const COLUMNS = ['name', 'channel', 'status', 'credits', 'updated', 'actions'] as const;
type Column = (typeof COLUMNS)[number];
const TIPS: Partial<Record<Column, MessageId>> = {
  credits: 'messageTemplateList.tip.credits',
  status: 'messageTemplateList.tip.status',
};

/** The account's templates (already searched, filtered and ordered by the query): edit, delete with undo. */
export function MessageTemplateTable({ query, filtered }: { query: MessageTemplateTable_query$key; filtered: boolean }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const snackbar = useSnackbar();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(fragment, query);
  const [commitDelete] = useMutation<MessageTemplateTableDeleteMutation>(deleteMutation);
  const [commitRestore] = useMutation<MessageTemplateTableRestoreMutation>(restoreMutation);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const { edges, totalCount, __id: connection } = data.messageTemplates;

  // the counts and the order come from the server: ask again without hiding the list meanwhile
  const reload = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });

  const restore = (template: { id: string; name: string }) =>
    commitRestore({
      variables: { id: template.id },
      onCompleted: (_response, errors) => {
        if (errors?.length) return void snackbar.show(errors[0].message);
        snackbar.show(intl.formatMessage({ id: 'messageTemplateList.restored' }, { name: template.name }), { severity: 'success' });
        reload();
      },
      onError: (error) => {
        snackbar.show(error.message);
      },
    });

  const remove = async (template: { id: string; name: string }) => {
    const confirmed = await confirm({
      title: intl.formatMessage({ id: 'messageTemplateList.deleteTitle' }),
      message: intl.formatMessage({ id: 'messageTemplateList.deleteMessage' }, { name: template.name }),
      confirmLabel: intl.formatMessage({ id: 'messageTemplateList.deleteConfirm' }),
      destructive: true,
    });
    if (!confirmed) return;
    setBusy((current) => new Set([...current, template.id]));
    const done = () =>
      setBusy((current) => {
        const next = new Set(current);
        next.delete(template.id);
        return next;
      });
    commitDelete({
      variables: { id: template.id, connections: [connection] },
      onCompleted: (_response, errors) => {
        done();
        if (errors?.length) return void snackbar.show(errors[0].message);
        snackbar.show(intl.formatMessage({ id: 'messageTemplateList.deleted' }, { name: template.name }), {
          severity: 'success',
          durationMs: 10_000,
          action: { label: intl.formatMessage({ id: 'messageTemplateList.undo' }), onClick: () => restore(template) },
        });
        reload();
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
        title={<FormattedMessage id={filtered ? 'messageTemplateList.noMatch' : 'messageTemplateList.empty'} />}
        hint={<FormattedMessage id={filtered ? 'messageTemplateList.noMatchHint' : 'messageTemplateList.emptyHint'} />}
      />
    );
  }

  const label = intl.formatMessage({ id: 'messageTemplateList.tableLabel' });
  const header = (column: Column) => intl.formatMessage({ id: `messageTemplateList.col.${column}` as MessageId });
  return (
    <Card>
      <TableScroll tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} stacked>
          <TipHeader
            columns={COLUMNS.map((column) => {
              const tip = TIPS[column];
              return { key: column, label: header(column), tip: tip && intl.formatMessage({ id: tip }), numeric: column === 'credits' };
            })}
          />
          <tbody>
            {edges.map(({ node }) => (
              <tr key={node.id} data-template={node._id} aria-busy={busy.has(node.id) || undefined}>
                <td data-label={header('name')}>
                  <NameCell>
                    <Link to={templatePath(node._id)}>{node.name}</Link>
                    {node.subject && <p>{node.subject}</p>}
                    <Excerpt title={node.text}>{node.text}</Excerpt>
                  </NameCell>
                </td>
                <td data-label={header('channel')} data-channel={node.channel}>
                  {CHANNEL_LABELS[node.channel as MessageTemplateChannel] ?? node.channel}
                  <MutedLine>{MESSAGE_TYPE_LABELS[node.message_type as MessageTemplateType] ?? node.message_type}</MutedLine>
                </td>
                <td data-label={header('status')}>
                  <Badge tone={node.active ? 'success' : 'neutral'} data-active={node.active}>
                    {intl.formatMessage({ id: node.active ? 'messageTemplateList.active' : 'messageTemplateList.inactive' })}
                  </Badge>
                </td>
                {node.smsCount ? (
                  <NumCell data-label={header('credits')} data-metric="SMS_CREDITOS_POR_MENSAGEM" data-value={node.smsCount.credits}>
                    {formatNumber(node.smsCount.credits, 0)}
                    {node.send_without_accents && <MutedLine>{intl.formatMessage({ id: 'messageTemplateList.withoutAccents' })}</MutedLine>}
                  </NumCell>
                ) : (
                  <NumCell data-label={header('credits')}>{intl.formatMessage({ id: 'messageTemplateList.notSms' })}</NumCell>
                )}
                <td data-label={header('updated')}>
                  {formatDisplayDateTime(node.updatedAt, DATE_TIME_MINUTES_FORMAT)}
                  {node.updatedBy && <MutedLine>{node.updatedBy}</MutedLine>}
                </td>
                <td data-label={header('actions')}>
                  <Actions>
                    <Button
                      variant="secondary"
                      loading={busy.has(node.id)}
                      aria-label={intl.formatMessage({ id: 'messageTemplateList.deleteLabel' }, { name: node.name })}
                      onClick={() => void remove(node)}
                    >
                      {intl.formatMessage({ id: 'messageTemplateList.delete' })}
                    </Button>
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <LoadMoreFooter shown={edges.length} total={totalCount} pageSize={TEMPLATES_PAGE_SIZE} paging={{ hasNext, isLoadingNext, loadNext }} address="mensagens" />
    </Card>
  );
}
