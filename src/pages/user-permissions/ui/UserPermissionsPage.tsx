import styled from '@emotion/styled';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { usePageQuery } from '@/shared/api';
import { routeById } from '@/shared/config';
import { UserPermissionsPageQuery, type UserPermissionsPageQueryType } from '../api/UserPermissionsPageQuery';
import { UserPermissionsForm } from './UserPermissionsForm';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(5)};
  max-width: 1200px;
  margin: 0 auto;
  h1 {
    font-size: ${(p) => p.theme.fontSizes.xl};
    line-height: 1.2;
  }
  > a {
    color: ${(p) => p.theme.colors.primary};
    font-weight: 600;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

/** Permissões do usuário: the pages and personal data a user of the account may see. */
export function UserPermissionsPage() {
  const { email = '' } = useParams();
  const data = usePageQuery<UserPermissionsPageQueryType>({ query: UserPermissionsPageQuery });
  const user = data.users.edges.map((edge) => edge.node).find((node) => node.email.toLowerCase() === email.trim().toLowerCase());
  return (
    <Page>
      <Link to={routeById('usuarios').path}>
        <FormattedMessage id="userPermissions.back" />
      </Link>
      {user ? (
        <UserPermissionsForm key={user.id} user={user} accountModules={data.account.modules} />
      ) : (
        <>
          <h1>
            <FormattedMessage id="userPermissions.notFound" />
          </h1>
          <p>
            <FormattedMessage id="userPermissions.notFoundHint" values={{ email }} />
          </p>
        </>
      )}
    </Page>
  );
}
