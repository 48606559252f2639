import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatCurrency, formatNumber } from '@/shared/lib/number';
import type { MessageId } from '@/shared/i18n';
import { Card, SelectField, Table, TableEmptyState, TableScroll } from '@/shared/ui';
import { LoadMoreFooter } from '@/shared/ui/data-table';
import { RFV_CLUSTER_KEYS, RFV_PARAMS, type RfvClusterKey } from '../model/clusters';
import type { RfvCustomers_query$key } from './__generated__/RfvCustomers_query.graphql';

/** Customers fetched per page ("Carregar mais" asks for as many again). */
export const RFV_CUSTOMERS_PAGE_SIZE = 50;

const fragment = graphql`
  fragment RfvCustomers_query on Query
  @refetchable(queryName: "RfvCustomersPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 50 }
    cursor: { type: "String" }
    analysisId: { type: "ID" }
    periodId: { type: "ID" }
    cluster: { type: "RfvClusterKey!" }
  ) {
    rfvClusterCustomers(analysisId: $analysisId, periodId: $periodId, cluster: $cluster, first: $count, after: $cursor)
      @connection(key: "RfvCustomers_rfvClusterCustomers", filters: ["analysisId", "periodId", "cluster"]) {
      totalCount
      edges {
        node {
          id
          customerId
          name
          document
          r
          f
          v
          recencyDays
          tickets
          revenue
          lastPurchase
        }
      }
    }
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  align-items: end;
  justify-content: space-between;
  padding: ${(p) => `${p.theme.space(4)} ${p.theme.space(5)}`};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  align-items: end;
`;

const Num = styled.td`
  text-align: right !important;
  font-variant-numeric: tabular-nums;
`;

const ExportLink = styled.a`
  align-self: center;
  font-weight: 600;
`;

const COLUMNS: MessageId[] = [
  'customerRfv.colName',
  'customerRfv.colDocument',
  'customerRfv.colScores',
  'customerRfv.colRecency',
  'customerRfv.colTickets',
  'customerRfv.colRevenue',
  'customerRfv.colLastPurchase',
];

const brDate = (day: string | null | undefined) => (day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '—');

export interface RfvCustomersProps {
  query: RfvCustomers_query$key;
  cluster: RfvClusterKey;
  /** the period listed (the export names it) */
  periodId: string;
}

/** A cluster's customers, most revenue first, paged; the cluster is in the address; exportable as CSV. */
export function RfvCustomers({ query, cluster, periodId }: RfvCustomersProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const { edges, totalCount } = data.rfvClusterCustomers;
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const clusterName = t(`customerRfv.cluster.${cluster}` as MessageId);
  const choose = (value: string) => {
    const next = new URLSearchParams(search);
    next.set(RFV_PARAMS.cluster, value);
    navigate(`?${next.toString()}`);
  };
  return (
    <Card>
      <Head>
        <h2>
          {t('customerRfv.customersTitle')} · <span role="status" data-metric={`rfv.${cluster}.customers`} data-value={String(totalCount)}>{t('customerRfv.customersCount', { count: totalCount })}</span>
        </h2>
        <Tools>
          <div>
            <SelectField label={t('customerRfv.customersCluster')} value={cluster} onChange={(event) => choose(event.target.value)}>
              {RFV_CLUSTER_KEYS.map((key) => (
                <option key={key} value={key}>
                  {t(`customerRfv.cluster.${key}` as MessageId)}
                </option>
              ))}
            </SelectField>
          </div>
          <ExportLink href={`/api/customer-rfv/periods/${periodId}/clusters/${cluster}.csv`} download aria-label={t('customerRfv.exportLabel', { cluster: clusterName })}>
            {t('customerRfv.export')}
          </ExportLink>
        </Tools>
      </Head>
      {edges.length === 0 ? (
        <TableEmptyState>
          <p>{t('customerRfv.customersEmpty')}</p>
          <p>{t('customerRfv.customersEmptyHint')}</p>
        </TableEmptyState>
      ) : (
        <TableScroll tabIndex={0} role="region" aria-label={t('customerRfv.customersTitle')}>
          <Table aria-label={t('customerRfv.customersTitle')} stacked>
            <thead>
              <tr>
                {COLUMNS.map((id) => (
                  <th key={id} scope="col">
                    {t(id)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {edges.map(({ node }) => (
                <tr key={node.id} data-row={node.id}>
                  <td data-label={t('customerRfv.colName')}>
                    <Link to={`/clientes/detalhes-cliente/${node.customerId}`} aria-label={t('customerRfv.openCustomer', { name: node.name })}>
                      {node.name}
                    </Link>
                  </td>
                  <td data-label={t('customerRfv.colDocument')}>{node.document}</td>
                  <td data-label={t('customerRfv.colScores')}>{`${node.r} · ${node.f} · ${node.v}`}</td>
                  <Num data-label={t('customerRfv.colRecency')}>{node.recencyDays === null ? '—' : formatNumber(node.recencyDays, 0)}</Num>
                  <Num data-label={t('customerRfv.colTickets')} data-value={String(node.tickets)}>{formatNumber(node.tickets, 0)}</Num>
                  <Num data-label={t('customerRfv.colRevenue')} data-value={String(node.revenue)}>{formatCurrency(node.revenue)}</Num>
                  <td data-label={t('customerRfv.colLastPurchase')}>{brDate(node.lastPurchase)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      <LoadMoreFooter shown={edges.length} total={totalCount} pageSize={RFV_CUSTOMERS_PAGE_SIZE} paging={{ hasNext, isLoadingNext, loadNext }} address="clientes" />
    </Card>
  );
}
