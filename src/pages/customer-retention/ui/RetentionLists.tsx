import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { ExportTableButton } from '@/features/export-table';
import type { SalesFilterInput } from '@/shared/lib/sales-filters';
import type { RetentionActives_query$key } from './__generated__/RetentionActives_query.graphql';
import type { RetentionInactives_query$key } from './__generated__/RetentionInactives_query.graphql';
import { CustomerList } from './CustomerList';

/** Consumers fetched per page of a list ("Carregar mais" asks for as many again). */
export const LIST_PAGE_SIZE = 20;

const activesFragment = graphql`
  fragment RetentionActives_query on Query
  @refetchable(queryName: "RetentionActivesPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    actives: retentionCustomers(filter: $filter, status: ACTIVE, first: $count, after: $cursor)
      @connection(key: "RetentionActives_actives", filters: ["filter", "status"]) {
      totalCount
      edges {
        node {
          id
          name
          document
          email
          phone
          firstPurchase
          lastPurchase
          daysSinceLastPurchase
          activityGroup
        }
      }
    }
  }
`;

const inactivesFragment = graphql`
  fragment RetentionInactives_query on Query
  @refetchable(queryName: "RetentionInactivesPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    inactives: retentionCustomers(filter: $filter, status: INACTIVE, first: $count, after: $cursor)
      @connection(key: "RetentionInactives_inactives", filters: ["filter", "status"]) {
      totalCount
      edges {
        node {
          id
          name
          document
          email
          phone
          firstPurchase
          lastPurchase
          daysSinceLastPurchase
          activityGroup
        }
      }
    }
  }
`;

/** The consumers active on the reference date, a page at a time, exportable. */
export function ActiveCustomers({ query, filter }: { query: RetentionActives_query$key; filter: SalesFilterInput }) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(activesFragment, query);
  const list = data.actives;
  if (!list) return null;
  return (
    <CustomerList
      heading={intl.formatMessage({ id: 'customerRetention.actives' })}
      note={intl.formatMessage({ id: 'customerRetention.activesNote' })}
      totalCount={list.totalCount}
      rows={list.edges.map((edge) => edge.node)}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(LIST_PAGE_SIZE)}
      actions={
        <ExportTableButton
          table="clientes.retencao.clientes"
          title={intl.formatMessage({ id: 'customerRetention.exportActives' })}
          filter={filter}
          params={{ status: 'ACTIVE' }}
          disabled={list.totalCount === 0}
        />
      }
    />
  );
}

/** The consumers who bought before but are not active on the reference date, a page at a time, exportable. */
export function InactiveCustomers({ query, filter }: { query: RetentionInactives_query$key; filter: SalesFilterInput }) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(inactivesFragment, query);
  const list = data.inactives;
  if (!list) return null;
  return (
    <CustomerList
      heading={intl.formatMessage({ id: 'customerRetention.inactives' })}
      note={intl.formatMessage({ id: 'customerRetention.inactivesNote' })}
      totalCount={list.totalCount}
      rows={list.edges.map((edge) => edge.node)}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(LIST_PAGE_SIZE)}
      actions={
        <ExportTableButton
          table="clientes.retencao.clientes"
          title={intl.formatMessage({ id: 'customerRetention.exportInactives' })}
          filter={filter}
          params={{ status: 'INACTIVE' }}
          disabled={list.totalCount === 0}
        />
      }
    />
  );
}
