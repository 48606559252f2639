import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { InfoTip } from '@/entities/metric';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '@/shared/lib';
import { formatNumber } from '@/shared/lib/number';
import { Badge, Card, Table, TableEmptyState, TableScroll } from '@/shared/ui';
import { LoadMoreFooter } from '@/shared/ui/data-table';
import type { PointsLedger_customer$key } from './__generated__/PointsLedger_customer.graphql';

/** Movements fetched per page ("Carregar mais" asks for as many again). */
export const POINTS_LEDGER_PAGE_SIZE = 20;

const fragment = graphql`
  fragment PointsLedger_customer on Customer
  @refetchable(queryName: "PointsLedgerPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    points_total
    pointsTransactions(first: $count, after: $cursor) @connection(key: "PointsLedger_pointsTransactions") {
      totalCount
      edges {
        node {
          id
          amount
          type
          unit {
            name
          }
          reason
          balance_after
          user_login
          created_at
        }
      }
    }
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`;

const Balance = styled.p`
  margin: 0;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  strong {
    font-size: ${(p) => p.theme.fontSizes.xl};
  }
`;

const Amount = styled('td', { shouldForwardProp: (prop) => prop !== 'negative' })<{ negative: boolean }>`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  white-space: nowrap;
  color: ${(p) => (p.negative ? p.theme.colors.danger : p.theme.colors.success)};
`;

const TONES = { CREDIT: 'success', DEBIT: 'neutral', ADJUSTMENT: 'brand', EXPIRATION: 'neutral' } as const;
const COLUMNS = ['date', 'type', 'amount', 'balance', 'store', 'reason', 'user'] as const;

const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatNumber(Math.abs(value), 0)}`;

/** The consumer's balance and movements, newest first, paged. */
export function PointsLedger({ customer }: { customer: PointsLedger_customer$key }) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, customer);
  const { edges, totalCount } = data.pointsTransactions;
  const label = intl.formatMessage({ id: 'pointsLedger.tableLabel' });
  const header = (column: (typeof COLUMNS)[number]) => intl.formatMessage({ id: `pointsLedger.col.${column}` as const });
  return (
    <Card>
      <Head>
        <h2>
          <FormattedMessage id="pointsLedger.title" />
        </h2>
        <Balance>
          <FormattedMessage id="pointsLedger.balance" />:{' '}
          <strong data-metric="SALDO_PONTOS" data-value={data.points_total}>
            {formatNumber(data.points_total, 0)}
          </strong>
          <InfoTip label={intl.formatMessage({ id: 'pointsLedger.balance' })} text={intl.formatMessage({ id: 'pointsLedger.balanceTip' })} />
          <span>· {intl.formatMessage({ id: 'pointsLedger.movements' }, { count: totalCount })}</span>
        </Balance>
      </Head>
      {edges.length === 0 ? (
        <TableEmptyState>
          <p>
            <FormattedMessage id="pointsLedger.empty" />
          </p>
        </TableEmptyState>
      ) : (
        <>
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
                  <tr key={node.id} data-transaction={node.type}>
                    <td data-label={header('date')}>{formatDisplayDateTime(node.created_at, DATE_TIME_MINUTES_FORMAT)}</td>
                    <td data-label={header('type')}>
                      <Badge tone={TONES[node.type as keyof typeof TONES] ?? 'neutral'}>{intl.formatMessage({ id: `pointsLedger.type.${node.type}` as 'pointsLedger.type.CREDIT' })}</Badge>
                    </td>
                    <Amount data-label={header('amount')} negative={node.amount < 0} data-value={node.amount}>
                      {signed(node.amount)}
                    </Amount>
                    <td data-label={header('balance')} data-value={node.balance_after}>
                      {formatNumber(node.balance_after, 0)}
                    </td>
                    <td data-label={header('store')}>{node.unit?.name ?? intl.formatMessage({ id: 'pointsLedger.noStore' })}</td>
                    <td data-label={header('reason')}>{node.reason ?? ''}</td>
                    <td data-label={header('user')}>{node.user_login ?? intl.formatMessage({ id: 'pointsLedger.programme' })}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
          <LoadMoreFooter shown={edges.length} total={totalCount} pageSize={POINTS_LEDGER_PAGE_SIZE} paging={{ hasNext, isLoadingNext, loadNext }} />
        </>
      )}
    </Card>
  );
}
