import styled from '@emotion/styled';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { EditUserDialog } from '@/features/edit-user';
import { Card, HeaderRow, Table, TableEmptyState, TableScroll } from '@/shared/ui';
import { LoadMoreFooter } from '@/shared/ui/data-table';
import type { UsersTable_query$key } from './__generated__/UsersTable_query.graphql';
import { UserRow, USER_COLUMNS } from './UserRow';

/** Users fetched per page ("Carregar mais" asks for as many again). */
export const USERS_PAGE_SIZE = 20;

const queryFragment = graphql`
  fragment UsersTable_query on Query
  @refetchable(queryName: "UsersTablePaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, search: { type: "String" }) {
    users(first: $count, after: $cursor, search: $search) @connection(key: "UsersTable_users", filters: ["search"]) {
      totalCount
      edges {
        node {
          id
          ...UserRow_user
          ...EditUserDialog_user
        }
      }
    }
  }
`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => `${p.theme.space(4)} ${p.theme.space(5)}`};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;



/** The account's users (already filtered by the query's search), with edit and permission actions. */
export function UsersTable({ query }: { query: UsersTable_query$key }) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(queryFragment, query);
  const [editingId, setEditingId] = useState<string | null>(null);
  const { totalCount, edges } = data.users;
  const editing = edges.find((edge) => edge.node.id === editingId)?.node;
  return (
    <Card>
      <Header role="status">
        <FormattedMessage id="users.count" values={{ count: totalCount }} />
      </Header>
      {edges.length === 0 ? (
        <TableEmptyState>
          <p>
            <FormattedMessage id="users.empty" />
          </p>
          <p>
            <FormattedMessage id="users.emptyHint" />
          </p>
        </TableEmptyState>
      ) : (
        <TableScroll tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'users.tableLabel' })}>
          <Table aria-label={intl.formatMessage({ id: 'users.tableLabel' })} stacked>
            <thead>
              <HeaderRow messageIds={USER_COLUMNS} />
            </thead>
            <tbody>
              {edges.map((edge) => (
                <UserRow key={edge.node.id} user={edge.node} onEdit={() => setEditingId(edge.node.id)} />
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      <LoadMoreFooter shown={edges.length} total={totalCount} pageSize={USERS_PAGE_SIZE} paging={{ hasNext, isLoadingNext, loadNext }} address="usuarios" />
      {editing && <EditUserDialog user={editing} onClose={() => setEditingId(null)} />}
    </Card>
  );
}
