import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { InfoTip } from '@/entities/metric';
import { RfvClusterName } from '@/entities/rfv-cluster';
import { formatCurrency, formatNumber } from '@/shared/lib/number';
import { formatDay } from '@/shared/lib/sales-filters';
import { Card, Table, TableScroll } from '@/shared/ui';
import { LoadMoreFooter } from '@/shared/ui/data-table';
import { EmptyState, NoSalesYet } from '@/shared/ui/analytics-page';
import type { BestCustomersTable_query$key } from './__generated__/BestCustomersTable_query.graphql';

/** Customers fetched per page of the ranking (top 100 in all). */
export const BEST_PAGE_SIZE = 25;

const fragment = graphql`
  fragment BestCustomersTable_query on Query
  @refetchable(queryName: "BestCustomersTablePaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }, filter: { type: "SalesFilter!" }) {
    bestCustomers(filter: $filter, first: $count, after: $cursor) @connection(key: "BestCustomersTable_bestCustomers", filters: ["filter"]) {
      totalCount
      edges {
        node {
          rank
          customer {
            id
            name
            document
          }
          VAL_FATURAMENTO
          NUM_CUPONS
          VAL_TICKET_MEDIO
          VAL_ITENS_NA_CESTA
          lastPurchase
          activityCluster
          rfvCluster
          favouriteStore {
            name
          }
        }
      }
    }
  }
`;

/** The contract's columns, in order. */
const COLUMNS = ['rank', 'name', 'document', 'VAL_FATURAMENTO', 'NUM_CUPONS', 'VAL_TICKET_MEDIO', 'VAL_ITENS_NA_CESTA', 'lastPurchase', 'activity', 'rfv', 'store'] as const;

/** The activity groups' names. */
const CLUSTERS = {
  ACTIVE: 'customerBest.cluster.ACTIVE',
  RECENT_INACTIVE: 'customerBest.cluster.RECENT_INACTIVE',
  AT_RISK: 'customerBest.cluster.AT_RISK',
  LOST: 'customerBest.cluster.LOST',
  NEVER_BOUGHT: 'customerBest.cluster.NEVER_BOUGHT',
  NONE: 'customerBest.cluster.NONE',
} as const;

/** Where a customer's details live. */
const detailsPath = (id: string) => `/clientes/detalhes-cliente/${encodeURIComponent(id)}`;

/** The ranking (top 100, paged): each name opens the customer. */
export function BestCustomersTable({ query, actions }: { query: BestCustomersTable_query$key; actions?: ReactNode }) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  if (!data.bestCustomers) return <NoSalesYet />;
  const { edges, totalCount } = data.bestCustomers;
  if (edges.length === 0) {
    return <EmptyState title={<FormattedMessage id="customerBest.empty" />} hint={<FormattedMessage id="customerBest.emptyHint" />} />;
  }
  const label = intl.formatMessage({ id: 'customerBest.tableLabel' });
  const header = (column: (typeof COLUMNS)[number]) => intl.formatMessage({ id: `customerBest.col.${column}` as const });
  return (
    <Card>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', alignItems: 'center', padding: '16px 20px' }}>
        <p style={{ margin: 0, flex: '1 1 320px' }}>
          <FormattedMessage id="customerBest.rule" />
        </p>
        {actions}
      </div>
      <TableScroll tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} stacked>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
                    {header(column)}
                    <InfoTip label={header(column)} text={intl.formatMessage({ id: `customerBest.tip.${column}` as const })} />
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {edges.map(({ node }) => (
              <tr key={node.customer.id} data-rank={node.rank}>
                <td data-label={header('rank')} data-metric="NUM_POSICAO" data-value={node.rank}>
                  {node.rank}º
                </td>
                <td data-label={header('name')}>
                  <Link to={detailsPath(node.customer.id)}>{node.customer.name}</Link>
                </td>
                <td data-label={header('document')}>{node.customer.document}</td>
                <td data-label={header('VAL_FATURAMENTO')} data-metric="VAL_FATURAMENTO" data-value={node.VAL_FATURAMENTO}>
                  {formatCurrency(node.VAL_FATURAMENTO)}
                </td>
                <td data-label={header('NUM_CUPONS')} data-metric="NUM_CUPONS" data-value={node.NUM_CUPONS}>
                  {formatNumber(node.NUM_CUPONS, 0)}
                </td>
                <td data-label={header('VAL_TICKET_MEDIO')} data-metric="VAL_TICKET_MEDIO" data-value={node.VAL_TICKET_MEDIO}>
                  {formatCurrency(node.VAL_TICKET_MEDIO)}
                </td>
                <td data-label={header('VAL_ITENS_NA_CESTA')} data-metric="VAL_ITENS_NA_CESTA" data-value={node.VAL_ITENS_NA_CESTA}>
                  {formatNumber(node.VAL_ITENS_NA_CESTA, 2)}
                </td>
                <td data-label={header('lastPurchase')} data-metric="DAT_ULTIMA_COMPRA" data-value={node.lastPurchase}>
                  {formatDay(node.lastPurchase)}
                </td>
                <td data-label={header('activity')} data-metric="CLUSTER_ATIVIDADE" data-value={node.activityCluster ?? ''}>
                  {intl.formatMessage({ id: CLUSTERS[(node.activityCluster ?? 'NONE') as keyof typeof CLUSTERS] ?? CLUSTERS.NONE })}
                </td>
                <td data-label={header('rfv')} data-metric="CLUSTER_RFV" data-value={node.rfvCluster ?? ''}>
                  <RfvClusterName cluster={node.rfvCluster} />
                </td>
                <td data-label={header('store')}>{node.favouriteStore.name}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <LoadMoreFooter shown={edges.length} total={totalCount} pageSize={BEST_PAGE_SIZE} paging={{ hasNext, isLoadingNext, loadNext }} address="ranking" />
    </Card>
  );
}
