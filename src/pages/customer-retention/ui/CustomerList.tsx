import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { exportHeaders } from '@/shared/config';
import { formatNumber } from '@/shared/lib/number';
import { formatDay } from '@/shared/lib/sales-filters';
import { Card, Table, TableEmptyState, TableScroll } from '@/shared/ui';

/** the same headers as the exported file's */
const HEADERS = exportHeaders('clientes.retencao.clientes');

/** A consumer as the list shows it (the server already masked the document and contacts). */
/** Where a row leads: the customer's detail page. */
const DETAIL_PATH = '/clientes/detalhes-cliente';

export interface ListedCustomer {
  /** the Customer node's global id */
  id: string;
  name: string;
  document: string;
  email: string | null | undefined;
  phone: string | null | undefined;
  firstPurchase: string;
  lastPurchase: string;
  daysSinceLastPurchase: number;
  activityGroup: string;
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => `${p.theme.space(4)} ${p.theme.space(5)}`};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

export interface CustomerListProps {
  heading: string;
  note: string;
  totalCount: number;
  rows: readonly ListedCustomer[];
  actions?: ReactNode;
  /** under the table: the list's "Carregar mais" */
  footer?: ReactNode;
}

/** One of the retention lists: who, their (masked) contacts and when they bought first and last. */
export function CustomerList({ heading, note, totalCount, rows, actions, footer }: CustomerListProps) {
  const intl = useIntl();
  return (
    <Card as="section" aria-label={heading}>
      <Header>
        <div>
          <h2>{heading}</h2>
          <p>{note}</p>
          <p role="status" data-metric="totalCount" data-value={totalCount}>
            <FormattedMessage id="customerRetention.count" values={{ count: totalCount }} />
          </p>
        </div>
        {actions}
      </Header>
      {rows.length === 0 ? (
        <TableEmptyState>
          <p>
            <FormattedMessage id="customerRetention.emptyList" />
          </p>
          <p>
            <FormattedMessage id="customerRetention.emptyListHint" />
          </p>
        </TableEmptyState>
      ) : (
        <TableScroll tabIndex={0} role="region" aria-label={heading}>
          <Table aria-label={heading} stacked>
            <thead>
              <tr>
                <th scope="col">{HEADERS.name}</th>
                <th scope="col">{HEADERS.document}</th>
                <th scope="col">{HEADERS.email}</th>
                <th scope="col">{HEADERS.phone}</th>
                <th scope="col">{HEADERS.firstPurchase}</th>
                <th scope="col">{HEADERS.lastPurchase}</th>
                <th scope="col">{HEADERS.daysSinceLastPurchase}</th>
                <th scope="col">{HEADERS.activityGroup}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-row={row.id}>
                  <td data-label={HEADERS.name}>
                    <Link to={`${DETAIL_PATH}/${encodeURIComponent(row.id)}`}>{row.name}</Link>
                  </td>
                  <td data-label={HEADERS.document} data-column="document">
                    {row.document}
                  </td>
                  <td data-label={HEADERS.email}>{row.email ?? '-'}</td>
                  <td data-label={HEADERS.phone}>{row.phone ?? '-'}</td>
                  <td data-label={HEADERS.firstPurchase}>{formatDay(row.firstPurchase)}</td>
                  <td data-label={HEADERS.lastPurchase} data-value={row.lastPurchase}>
                    {formatDay(row.lastPurchase)}
                  </td>
                  <td data-label={HEADERS.daysSinceLastPurchase} data-value={row.daysSinceLastPurchase}>
                    {formatNumber(row.daysSinceLastPurchase, 0)}
                  </td>
                  <td data-label={HEADERS.activityGroup}>{intl.formatMessage({ id: `customerRetention.group.${row.activityGroup as 'ACTIVES'}` })}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      {footer}
    </Card>
  );
}
