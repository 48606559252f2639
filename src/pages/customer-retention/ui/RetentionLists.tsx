import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { ExportTableButton } from '@/features/export-table';
import type { SalesFilterInput } from '@/shared/lib/sales-filters';
import { LoadMoreFooter } from '@/shared/ui/data-table';
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

const LIST_TEXTS = {
  ACTIVE: { heading: 'customerRetention.actives', note: 'customerRetention.activesNote', exportTitle: 'customerRetention.exportActives' },
  INACTIVE: { heading: 'customerRetention.inactives', note: 'customerRetention.inactivesNote', exportTitle: 'customerRetention.exportInactives' },
} as const;

/** Each list keeps how many rows are loaded in the address under its own name. */
const LIST_ADDRESS = { ACTIVE: 'ativos', INACTIVE: 'inativos' } as const;

type ListRows = Parameters<typeof CustomerList>[0]['rows'];

/** One of the two lists with its export (the two Relay fragments differ only in the list they page). */
function RetentionList(props: {
  status: keyof typeof LIST_TEXTS;
  list: { totalCount: number; edges: readonly { node: ListRows[number] }[] };
  paging: { hasNext: boolean; isLoadingNext: boolean; loadNext: (count: number) => unknown };
  filter: SalesFilterInput;
}) {
  const intl = useIntl();
  const { status, list, paging, filter } = props;
  const texts = LIST_TEXTS[status];
  return (
    <CustomerList
      heading={intl.formatMessage({ id: texts.heading })}
      note={intl.formatMessage({ id: texts.note })}
      totalCount={list.totalCount}
      rows={list.edges.map((edge) => edge.node)}
      footer={<LoadMoreFooter shown={list.edges.length} total={list.totalCount} pageSize={LIST_PAGE_SIZE} paging={paging} address={LIST_ADDRESS[status]} />}
      actions={
        <ExportTableButton
          table="clientes.retencao.clientes"
          title={intl.formatMessage({ id: texts.exportTitle })}
          filter={filter}
          params={{ status }}
          disabled={list.totalCount === 0}
        />
      }
    />
  );
}

/** The consumers active on the reference date, a page at a time, exportable. */
export function ActiveCustomers({ query, filter }: { query: RetentionActives_query$key; filter: SalesFilterInput }) {
  const paging = usePaginationFragment(activesFragment, query);
  return paging.data.actives ? <RetentionList status="ACTIVE" list={paging.data.actives} paging={paging} filter={filter} /> : null;
}

/** The consumers who bought before but are not active on the reference date, a page at a time, exportable. */
export function InactiveCustomers({ query, filter }: { query: RetentionInactives_query$key; filter: SalesFilterInput }) {
  const paging = usePaginationFragment(inactivesFragment, query);
  return paging.data.inactives ? <RetentionList status="INACTIVE" list={paging.data.inactives} paging={paging} filter={filter} /> : null;
}
