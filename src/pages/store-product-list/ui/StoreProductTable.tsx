import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { InfoTip } from '@/entities/metric';
import { formatCurrency, formatNumber } from '@/shared/lib/number';
import { Badge, Card, Table, TableEmptyState, TableScroll } from '@/shared/ui';
import { LoadMoreFooter } from '@/shared/ui/data-table';
import type { StoreProductTable_query$key } from './__generated__/StoreProductTable_query.graphql';

/** Store products fetched per page. */
export const STORE_PRODUCTS_PAGE_SIZE = 50;

/** The edit page of a store product. */
export const storeEditPath = (id: string) => `/produtos/alterar-produto-loja/${encodeURIComponent(id)}`;

const fragment = graphql`
  fragment StoreProductTable_query on Query
  @refetchable(queryName: "StoreProductTablePaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 50 }
    cursor: { type: "String" }
    search: { type: "String" }
    storeId: { type: "ID" }
    active: { type: "Boolean" }
  ) {
    storeProducts(first: $count, after: $cursor, search: $search, storeId: $storeId, active: $active)
      @connection(key: "StoreProductTable_storeProducts", filters: ["search", "storeId", "active"]) {
      totalCount
      edges {
        node {
          id
          storeName
          sku
          name
          price1
          stock
          stockBreak
          active
          sales {
            active
          }
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

const Num = styled.td`
  text-align: right;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Badges = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
`;

const COLUMNS = ['store', 'sku', 'name', 'price', 'stock', 'status'] as const;
type Column = (typeof COLUMNS)[number];

export function StoreProductTable({ query, filtering }: { query: StoreProductTable_query$key; filtering: boolean }) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const { edges, totalCount } = data.storeProducts;
  if (edges.length === 0) {
    return (
      <Card>
        <TableEmptyState>
          <p>
            <FormattedMessage id={filtering ? 'storeProductList.noMatch' : 'storeProductList.empty'} />
          </p>
          <p>
            <FormattedMessage id="storeProductList.emptyHint" />
          </p>
        </TableEmptyState>
      </Card>
    );
  }
  const label = intl.formatMessage({ id: 'storeProductList.tableLabel' });
  const header = (column: Column) => intl.formatMessage({ id: `storeProductList.col.${column}` as const });
  return (
    <Card>
      <Total data-metric="NUM_PRODUTOS_LOJA" data-value={totalCount}>
        <FormattedMessage id="storeProductList.total" values={{ count: totalCount, shown: formatNumber(totalCount, 0) }} />
        <InfoTip label={intl.formatMessage({ id: 'storeProductList.totalLabel' })} text={intl.formatMessage({ id: 'storeProductList.tip.total' })} />
      </Total>
      <TableScroll tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} stacked>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" style={column === 'price' || column === 'stock' ? { textAlign: 'right' } : undefined}>
                  {header(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {edges.map(({ node }) => (
              <tr key={node.id} data-store-product={`${node.storeName}|${node.sku}`}>
                <td data-label={header('store')}>{node.storeName}</td>
                <td data-label={header('sku')}>{node.sku}</td>
                <td data-label={header('name')}>
                  <Link to={storeEditPath(node.id)}>{node.name}</Link>
                </td>
                <Num data-label={header('price')} data-metric="VAL_PRECO_LOJA" data-value={node.price1 ?? ''}>
                  {node.price1 == null ? '-' : formatCurrency(node.price1)}
                </Num>
                <Num data-label={header('stock')} data-metric="VAL_ESTOQUE" data-value={node.stock ?? ''}>
                  {node.stock == null ? '-' : formatNumber(node.stock, 3)}
                </Num>
                <td data-label={header('status')}>
                  <Badges>
                    <Badge tone={node.active ? 'success' : 'neutral'}>{intl.formatMessage({ id: node.active ? 'storeProductList.active' : 'storeProductList.inactive' })}</Badge>
                    {node.stockBreak && <Badge>{intl.formatMessage({ id: 'storeProductList.stockBreak' })}</Badge>}
                    {node.sales.active && <Badge tone="brand">{intl.formatMessage({ id: 'storeProductList.selling' })}</Badge>}
                  </Badges>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <LoadMoreFooter shown={edges.length} total={totalCount} pageSize={STORE_PRODUCTS_PAGE_SIZE} paging={{ hasNext, isLoadingNext, loadNext }} address="produtos_loja" />
    </Card>
  );
}
