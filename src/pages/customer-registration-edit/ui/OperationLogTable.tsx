import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '@/shared/lib';
import { Card, Table, TableEmptyState, TableScroll } from '@/shared/ui';
import type { OperationLogTable_customer$key } from './__generated__/OperationLogTable_customer.graphql';

const fragment = graphql`
  fragment OperationLogTable_customer on Customer {
    operationLogs {
      id
      mutation
      user_login
      created_at
      delta {
        field
        description
        old
        new
      }
    }
  }
`;

const Head = styled.h2`
  margin: 0;
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  font-size: ${(p) => p.theme.fontSizes.lg};
`;

const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 2px;
  white-space: normal;
  del {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const KNOWN = ['updateUser', 'resendSignUpConfirmation', 'signUpConfirmationManually', 'requestPasswordReset', 'changeUserPassword', 'adjustPoints'] as const;
const COLUMNS = ['date', 'user', 'action', 'changes'] as const;

/** The consumer's operation log (spec §3): each back-office change with its fields' old → new values. */
export function OperationLogTable({ customer }: { customer: OperationLogTable_customer$key }) {
  const intl = useIntl();
  const { operationLogs } = useFragment(fragment, customer);
  const label = intl.formatMessage({ id: 'customerRegistrationEdit.logLabel' });
  const header = (column: (typeof COLUMNS)[number]) => intl.formatMessage({ id: `customerRegistrationEdit.col.${column}` as const });
  const empty = intl.formatMessage({ id: 'customerRegistrationEdit.empty' });
  return (
    <Card>
      <Head>{intl.formatMessage({ id: 'customerRegistrationEdit.logTitle' })}</Head>
      {operationLogs.length === 0 ? (
        <TableEmptyState>
          <p>{intl.formatMessage({ id: 'customerRegistrationEdit.logEmpty' })}</p>
        </TableEmptyState>
      ) : (
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
              {operationLogs.map((entry) => (
                <tr key={entry.id} data-mutation={entry.mutation}>
                  <td data-label={header('date')}>{formatDisplayDateTime(entry.created_at, DATE_TIME_MINUTES_FORMAT)}</td>
                  <td data-label={header('user')}>{entry.user_login}</td>
                  <td data-label={header('action')}>
                    {(KNOWN as readonly string[]).includes(entry.mutation)
                      ? intl.formatMessage({ id: `customerRegistrationEdit.mutation.${entry.mutation as (typeof KNOWN)[number]}` })
                      : entry.mutation}
                  </td>
                  <td data-label={header('changes')}>
                    <Changes>
                      {entry.delta.map((change) => (
                        <li key={change.field} data-field={change.field}>
                          <strong>{change.description}:</strong> <del>{change.old ?? empty}</del> → <span>{change.new ?? empty}</span>
                        </li>
                      ))}
                    </Changes>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Card>
  );
}
