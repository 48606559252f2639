import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { formatCurrency, formatNumber } from '@/shared/lib/number';
import { formatDay } from '@/shared/lib/sales-filters';
import { Card, TableEmptyState } from '@/shared/ui';
import { LoadMoreFooter } from '@/shared/ui/data-table';
import { SectionTitle } from '@/shared/ui/analytics-page';
import type { CustomerPurchases_customer$key } from './__generated__/CustomerPurchases_customer.graphql';

/** Tickets fetched per page ("Carregar mais" asks for as many again). */
export const PURCHASES_PAGE_SIZE = 10;

const fragment = graphql`
  fragment CustomerPurchases_customer on Customer
  @refetchable(queryName: "CustomerPurchasesPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
    purchases(first: $count, after: $cursor) @connection(key: "CustomerPurchases_purchases") {
      totalCount
      edges {
        node {
          id
          ticketId
          date
          store {
            name
          }
          total
          discount
          items
          lines {
            line
            name
            quantity
            unitPrice
            total
          }
        }
      }
    }
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => `${p.theme.space(4)} ${p.theme.space(5)}`};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Ticket = styled.details`
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  summary {
    display: grid;
    grid-template-columns: 110px minmax(0, 1fr) 110px 130px;
    & > :nth-child(n + 3) {
      text-align: right;
    }
    gap: ${(p) => p.theme.space(3)};
    padding: ${(p) => `${p.theme.space(3)} ${p.theme.space(5)}`};
    cursor: pointer;
    font-variant-numeric: tabular-nums;
  }
  ul {
    margin: 0;
    padding: ${(p) => `0 ${p.theme.space(5)} ${p.theme.space(3)} ${p.theme.space(8)}`};
    list-style: none;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(3)};
    padding: ${(p) => p.theme.space(1)} 0;
  }
  @media (max-width: 600px) {
    summary {
      grid-template-columns: 1fr auto;
    }
    summary > :nth-child(3) {
      text-align: left;
    }
  }
`;

/** The customer's loyalty tickets, newest first; each opens to its items. */
export function CustomerPurchases({ customer }: { customer: CustomerPurchases_customer$key }) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, customer);
  if (!data.purchases) return null;
  const { edges, totalCount } = data.purchases;
  return (
    <Card as="section" aria-labelledby="customer-purchases">
      <Head>
        <SectionTitle id="customer-purchases">
          <FormattedMessage id="customerDetails.purchases" />
        </SectionTitle>
        <span data-metric="NUM_CUPONS" data-value={totalCount}>
          <FormattedMessage id="customerDetails.purchasesCount" values={{ count: totalCount }} />
        </span>
      </Head>
      {edges.length === 0 ? (
        <TableEmptyState>
          <p>
            <FormattedMessage id="customerDetails.noPurchases" />
          </p>
          <p>
            <FormattedMessage id="customerDetails.noPurchasesHint" />
          </p>
        </TableEmptyState>
      ) : (
        edges.map(({ node }) => (
          <Ticket key={node.id} data-ticket={node.ticketId}>
            <summary>
              <span>{formatDay(node.date)}</span>
              <span>{node.store.name}</span>
              <span>{intl.formatMessage({ id: 'customerDetails.ticketItems' }, { items: formatNumber(node.items, 3) })}</span>
              <strong data-metric="VAL_FATURAMENTO" data-value={node.total}>
                {formatCurrency(node.total)}
              </strong>
            </summary>
            <ul aria-label={intl.formatMessage({ id: 'customerDetails.ticketLines' }, { ticket: node.ticketId })}>
              {node.lines.map((line) => (
                <li key={line.line}>
                  <span>
                    {formatNumber(line.quantity, 3)} × {line.name} ({formatCurrency(line.unitPrice)})
                  </span>
                  <span>{formatCurrency(line.total)}</span>
                </li>
              ))}
            </ul>
          </Ticket>
        ))
      )}
      <LoadMoreFooter shown={edges.length} total={totalCount} pageSize={PURCHASES_PAGE_SIZE} paging={{ hasNext, isLoadingNext, loadNext }} address="compras" />
    </Card>
  );
}
