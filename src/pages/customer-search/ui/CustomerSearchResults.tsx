import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { Card, Table, TableEmptyState, TableScroll } from '@/shared/ui';
import { LoadMoreFooter } from '@/shared/ui/data-table';
import { customerDetailsPath } from '../model/paths';
import type { CustomerSearchResults_query$key } from './__generated__/CustomerSearchResults_query.graphql';

/** Customers fetched per page ("Carregar mais" asks for as many again). */
export const SEARCH_PAGE_SIZE = 20;

const fragment = graphql`
  fragment CustomerSearchResults_query on Query
  @refetchable(queryName: "CustomerSearchResultsPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, query: { type: "String!" }) {
    customerSearch(query: $query, first: $count, after: $cursor) @connection(key: "CustomerSearchResults_customerSearch", filters: ["query"]) {
      totalCount
      totalCountCapped
      totalCountLimit
      edges {
        node {
          id
          name
          document
          email
          phone
          address {
            city_name
            neighborhood
          }
          registration_unit {
            name
          }
        }
      }
    }
  }
`;

const COLUMNS = [
  'customerSearch.col.name',
  'customerSearch.col.document',
  'customerSearch.col.email',
  'customerSearch.col.phone',
  'customerSearch.col.city',
  'customerSearch.col.store',
] as const;

/** The customers matching the search; a name opens the customer's details. */
export function CustomerSearchResults({ query }: { query: CustomerSearchResults_query$key }) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const { edges, totalCount, totalCountCapped, totalCountLimit } = data.customerSearch;
  const label = intl.formatMessage({ id: 'customerSearch.tableLabel' });
  return (
    <Card>
      <p role="status" data-metric="NUM_CLIENTES_ENCONTRADOS" data-value={totalCount} style={{ margin: 0, padding: '16px 20px' }}>
        <FormattedMessage id={totalCountCapped ? 'customerSearch.countCapped' : 'customerSearch.count'} values={{ count: totalCount, limit: totalCountLimit }} />
      </p>
      {edges.length === 0 ? (
        <TableEmptyState>
          <p>
            <FormattedMessage id="customerSearch.empty" />
          </p>
          <p>
            <FormattedMessage id="customerSearch.emptyHint" />
          </p>
        </TableEmptyState>
      ) : (
        <TableScroll tabIndex={0} role="region" aria-label={label}>
          <Table aria-label={label} stacked>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    <FormattedMessage id={column} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {edges.map(({ node }) => (
                <tr key={node.id}>
                  <td data-label={intl.formatMessage({ id: 'customerSearch.col.name' })}>
                    <Link to={customerDetailsPath(node.id)}>{node.name}</Link>
                  </td>
                  <td data-label={intl.formatMessage({ id: 'customerSearch.col.document' })}>{node.document}</td>
                  <td data-label={intl.formatMessage({ id: 'customerSearch.col.email' })}>{node.email ?? '-'}</td>
                  <td data-label={intl.formatMessage({ id: 'customerSearch.col.phone' })}>{node.phone ?? '-'}</td>
                  <td data-label={intl.formatMessage({ id: 'customerSearch.col.city' })}>
                    {[node.address.neighborhood, node.address.city_name].filter(Boolean).join(', ') || '-'}
                  </td>
                  <td data-label={intl.formatMessage({ id: 'customerSearch.col.store' })}>{node.registration_unit?.name ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      <LoadMoreFooter shown={edges.length} total={totalCount} pageSize={SEARCH_PAGE_SIZE} paging={{ hasNext, isLoadingNext, loadNext }} address="resultados" />
    </Card>
  );
}
