import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { TipHeader } from '@/entities/metric';
import type { MessageId } from '@/shared/i18n';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '@/shared/lib';
import { formatCurrency } from '@/shared/lib/number';
import { Badge, Card, EmptyListCard, MonoCell, MutedLine, NumCell, Table, TableScroll } from '@/shared/ui';
import { LoadMoreFooter } from '@/shared/ui/data-table';
import { USAGE_ROWS_ADDRESS } from '../api/CouponUsagePageQuery';
import type { CouponUsageTable_query$key } from './__generated__/CouponUsageTable_query.graphql';

/** Uses fetched per page. */
export const USAGE_PAGE_SIZE = 50;

const fragment = graphql`
  fragment CouponUsageTable_query on Query
  @refetchable(queryName: "CouponUsageTablePaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 50 }
    cursor: { type: "String" }
    id: { type: "ID!" }
    status: { type: "[BenefitMovementStatus!]" }
    sort: { type: "BenefitMovementSort" }
    sortDirection: { type: "BenefitSortDirection" }
  ) {
    benefitMovementHistory(benefitId: $id, first: $count, after: $cursor, status: $status, sort: $sort, sortDirection: $sortDirection)
      @connection(key: "CouponUsageTable_benefitMovementHistory", filters: ["benefitId", "status", "sort", "sortDirection"]) {
      totalCount
      edges {
        node {
          id
          createdAt
          couponId
          ticketId
          status
          saleCouponStatus
          total
          discount
          unit {
            id_erp
            name
          }
          user {
            documentNo
            name
          }
        }
      }
    }
  }
`;

const COLUMNS = ['date', 'unit', 'consumer', 'coupon', 'status', 'total', 'discount'] as const;
type Column = (typeof COLUMNS)[number];
const TIPS: Partial<Record<Column, MessageId>> = { total: 'couponUsage.tip.total', discount: 'couponUsage.tip.discount', status: 'couponUsage.tip.status' };
const TONES = { RECOVERED: 'success', NOT_RECOVERED: 'neutral', NOT_PROCESSED: 'brand' } as const;

/** The coupon's uses at the till (spec §3 movement history rows), newest first by default. */
export function CouponUsageTable({ query }: { query: CouponUsageTable_query$key }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: id as MessageId }, values);
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const history = data.benefitMovementHistory;
  if (!history || history.edges.length === 0) return <EmptyListCard title={t('couponUsage.empty')} hint={t('couponUsage.emptyHint')} />;
  const label = t('couponUsage.tableLabel');
  const header = (column: Column) => t(`couponUsage.col.${column}`);
  return (
    <Card>
      <TableScroll tabIndex={0} role="region" aria-label={label}>
        <Table aria-label={label} stacked>
          <TipHeader columns={COLUMNS.map((c) => ({ key: c, label: header(c), tip: TIPS[c] && t(TIPS[c]!), numeric: c === 'total' || c === 'discount' }))} />
          <tbody>
            {history.edges.map(({ node }) => (
              <tr key={node.id} data-use={node.ticketId}>
                <td data-label={header('date')}>{formatDisplayDateTime(node.createdAt as string, DATE_TIME_MINUTES_FORMAT)}</td>
                <td data-label={header('unit')}>{node.unit.name}</td>
                <td data-label={header('consumer')}>
                  {node.user.name || '—'}
                  <MutedLine>{node.user.documentNo}</MutedLine>
                </td>
                <MonoCell data-label={header('coupon')} data-code={node.couponId}>
                  {node.couponId}
                  <MutedLine>{t('couponUsage.ticket', { ticket: node.ticketId })}</MutedLine>
                </MonoCell>
                <td data-label={header('status')}>
                  <Badge tone={TONES[node.status as keyof typeof TONES] ?? 'neutral'} data-status={node.status}>
                    {t(`couponUsage.status.${node.status}`)}
                  </Badge>
                  <MutedLine>{t(`couponUsage.sale.${node.saleCouponStatus}`)}</MutedLine>
                </td>
                <NumCell data-label={header('total')} data-metric="TOTAL_COMPRA_CUPOM" data-value={node.total}>
                  {formatCurrency(node.total / 100)}
                </NumCell>
                <NumCell data-label={header('discount')} data-metric="DESCONTO_CUPOM" data-value={node.discount}>
                  {formatCurrency(node.discount / 100)}
                </NumCell>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <LoadMoreFooter shown={history.edges.length} total={history.totalCount} pageSize={USAGE_PAGE_SIZE} paging={{ hasNext, isLoadingNext, loadNext }} address={USAGE_ROWS_ADDRESS} />
    </Card>
  );
}
