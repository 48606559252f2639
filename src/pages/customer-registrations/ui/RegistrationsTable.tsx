import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { InfoTip } from '@/entities/metric';
import { formatDay } from '@/shared/lib/sales-filters';
import { formatNumber } from '@/shared/lib/number';
import { Badge, Card, MutedLine, NameCell, NumCell, Table, TableEmptyState, TableScroll } from '@/shared/ui';
import { LoadMoreFooter } from '@/shared/ui/data-table';
import { editPointsPath, editRegistrationPath, REGISTRATION_ROWS_ADDRESS } from '../model/params';
import { useOriginName } from './originName';
import type { RegistrationsTable_query$key } from './__generated__/RegistrationsTable_query.graphql';

/** Consumers fetched per page ("Carregar mais" asks for as many again). */
export const REGISTRATIONS_PAGE_SIZE = 50;

const fragment = graphql`
  fragment RegistrationsTable_query on Query
  @refetchable(queryName: "RegistrationsTablePaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 50 }
    cursor: { type: "String" }
    filter: { type: "ConsumerRegistrationFilter" }
    sort: { type: "ConsumerRegistrationSort" }
    direction: { type: "ConsumerRegistrationSortDirection" }
  ) {
    consumerRegistrations(first: $count, after: $cursor, filter: $filter, sort: $sort, direction: $direction)
      @connection(key: "RegistrationsTable_consumerRegistrations", filters: ["filter", "sort", "direction"]) {
      totalCount
      edges {
        node {
          id
          name
          document
          email
          phone
          created_date
          registration_unit {
            name
          }
          signUp {
            origin
            is_confirmed
          }
          points_total
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

/** A cell's value with a muted line beneath, narrower than a name cell. */
const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  white-space: normal;
  overflow-wrap: break-word;
  min-width: 150px;
  max-width: 260px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  a {
    white-space: nowrap;
  }
`;

const COLUMNS = ['name', 'contact', 'created', 'status', 'points', 'actions'] as const;
type Column = (typeof COLUMNS)[number];

/** The registrations (filtered and ordered by the query), each opening the consumer's management pages. */
export function RegistrationsTable({ query, filtering }: { query: RegistrationsTable_query$key; filtering: boolean }) {
  const intl = useIntl();
  const originName = useOriginName();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const { edges, totalCount } = data.consumerRegistrations;
  if (edges.length === 0) {
    return (
      <Card>
        <TableEmptyState>
          <p>
            <FormattedMessage id={filtering ? 'customerRegistrations.noMatch' : 'customerRegistrations.empty'} />
          </p>
          <p>
            <FormattedMessage id={filtering ? 'customerRegistrations.noMatchHint' : 'customerRegistrations.emptyHint'} />
          </p>
        </TableEmptyState>
      </Card>
    );
  }
  const label = intl.formatMessage({ id: 'customerRegistrations.tableLabel' });
  const header = (column: Column) => intl.formatMessage({ id: `customerRegistrations.col.${column}` as const });
  return (
    <Card>
      <Total data-metric="NUM_CLIENTES_CADASTRADOS" data-value={totalCount}>
        <FormattedMessage id="customerRegistrations.total" values={{ count: totalCount, shown: formatNumber(totalCount, 0) }} />
        <InfoTip label={intl.formatMessage({ id: 'customerRegistrations.totalLabel' })} text={intl.formatMessage({ id: 'customerRegistrations.tip.total' })} />
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
              <tr key={node.id}>
                <td data-label={header('name')}>
                  <NameCell>
                    <Link to={editRegistrationPath(node.id)}>{node.name}</Link>
                    <MutedLine>{node.document}</MutedLine>
                  </NameCell>
                </td>
                <td data-label={header('contact')}>
                  {node.email || node.phone ? (
                    <Stack>
                      <span>{node.email ?? ''}</span>
                      <MutedLine>{node.phone ?? ''}</MutedLine>
                    </Stack>
                  ) : (
                    intl.formatMessage({ id: 'customerRegistrations.noContact' })
                  )}
                </td>
                <td data-label={header('created')}>
                  <Stack>
                    <span>{formatDay(node.created_date)}</span>
                    <MutedLine>{node.registration_unit?.name ?? intl.formatMessage({ id: 'customerRegistrations.noStore' })}</MutedLine>
                  </Stack>
                </td>
                <td data-label={header('status')}>
                  <Stack>
                    <span>
                      <Badge tone={node.signUp.is_confirmed ? 'success' : 'neutral'}>
                        {intl.formatMessage({ id: node.signUp.is_confirmed ? 'customerRegistrations.statusConfirmed' : 'customerRegistrations.statusPending' })}
                      </Badge>
                    </span>
                    <MutedLine>{originName(node.signUp.origin)}</MutedLine>
                  </Stack>
                </td>
                <NumCell data-label={header('points')} data-metric="SALDO_PONTOS" data-value={node.points_total}>
                  {formatNumber(node.points_total, 0)}
                </NumCell>
                <td data-label={header('actions')}>
                  <Actions>
                    <Link to={editRegistrationPath(node.id)} aria-label={intl.formatMessage({ id: 'customerRegistrations.editRegistrationNamed' }, { name: node.name })}>
                      {intl.formatMessage({ id: 'customerRegistrations.editRegistration' })}
                    </Link>
                    <Link to={editPointsPath(node.id)} aria-label={intl.formatMessage({ id: 'customerRegistrations.editPointsNamed' }, { name: node.name })}>
                      {intl.formatMessage({ id: 'customerRegistrations.editPoints' })}
                    </Link>
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <LoadMoreFooter shown={edges.length} total={totalCount} pageSize={REGISTRATIONS_PAGE_SIZE} paging={{ hasNext, isLoadingNext, loadNext }} address={REGISTRATION_ROWS_ADDRESS} />
    </Card>
  );
}
