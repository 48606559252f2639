import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { fillPattern, routeById } from '@/shared/config';
import type { MessageId } from '@/shared/i18n';
import { Badge, Button, buttonCss } from '@/shared/ui';
import type { UserRow_user$key } from './__generated__/UserRow_user.graphql';

const userFragment = graphql`
  fragment UserRow_user on User {
    id
    name
    email
    admin
    active
    has_pii_access
    has_pii_employees_access
    has_pii_download_data_permission
    editable
  }
`;

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1)};
  /* a stacked row (phones) aligns values to the right */
  @media (max-width: 639.98px) {
    justify-content: flex-end;
  }
`;

const Actions = styled.span`
  display: inline-flex;
  gap: ${(p) => p.theme.space(2)};
`;

const Profile = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
`;

const PermissionsLink = styled(Link)`
  ${(p) => buttonCss(p.theme, 'secondary')}
`;

/** Column headers matching UserRow's cells. */
export const USER_COLUMNS: readonly MessageId[] = ['users.name', 'users.email', 'users.profile', 'users.pii', 'users.status', 'users.actions'];

/** One user as a table row: who they are, their profile, personal-data access, status and actions. */
export function UserRow({ user, onEdit }: { user: UserRow_user$key; onEdit: () => void }) {
  const intl = useIntl();
  const data = useFragment(userFragment, user);
  // data-label: the column name each cell shows when a narrow screen stacks the row
  const label = (id: MessageId) => ({ 'data-label': intl.formatMessage({ id }) });
  const pii: MessageId[] = [
    ...(data.has_pii_access ? (['users.piiAccess'] as const) : []),
    ...(data.has_pii_employees_access ? (['users.piiEmployees'] as const) : []),
    ...(data.has_pii_download_data_permission ? (['users.piiDownload'] as const) : []),
  ];
  return (
    <tr>
      <th scope="row">{data.name}</th>
      <td {...label('users.email')}>{data.email}</td>
      <td {...label('users.profile')}>
        <Profile>
          <FormattedMessage id={data.admin ? 'users.admin' : 'users.regular'} />
          {!data.editable && (
            <Badge tone="neutral" title={intl.formatMessage({ id: 'users.readOnly' })}>
              <FormattedMessage id="users.otherAccount" />
            </Badge>
          )}
        </Profile>
      </td>
      <td {...label('users.pii')}>
        <Badges>
          {pii.length === 0 ? (
            <Badge tone="neutral">
              <FormattedMessage id="users.piiNone" />
            </Badge>
          ) : (
            pii.map((id) => (
              <Badge key={id} tone="brand">
                <FormattedMessage id={id} />
              </Badge>
            ))
          )}
        </Badges>
      </td>
      <td {...label('users.status')}>
        <Badge tone={data.active ? 'success' : 'neutral'}>
          <FormattedMessage id={data.active ? 'users.active' : 'users.inactive'} />
        </Badge>
      </td>
      <td {...label('users.actions')}>
        <Actions>
          <Button
            variant="secondary"
            onClick={onEdit}
            // the server refuses changes to a user whose home is another account (see User.editable)
            disabled={!data.editable}
            title={data.editable ? undefined : intl.formatMessage({ id: 'users.readOnly' })}
            aria-label={intl.formatMessage({ id: 'users.editLabel' }, { name: data.name })}>
            <FormattedMessage id="users.edit" />
          </Button>
          <PermissionsLink
            to={fillPattern(routeById('usuarios.permissionamento').path, { email: data.email })}
            aria-label={intl.formatMessage({ id: 'users.permissionsLabel' }, { name: data.name })}
          >
            <FormattedMessage id="users.permissions" />
          </PermissionsLink>
        </Actions>
      </td>
    </tr>
  );
}
