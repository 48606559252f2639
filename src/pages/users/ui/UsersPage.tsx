import styled from '@emotion/styled';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { UsersTable } from './UsersTable';
import { ExportUsersButton } from '@/features/export-users';
import { usePageQuery } from '@/shared/api';
import { AddressSearchField, ListSkeleton, PageContainer, PageHeading } from '@/shared/ui';
import { USERS_SEARCH_PARAM, UsersPageQuery, type UsersPageQueryType } from '../api/UsersPageQuery';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
`;

/** "Exportar": the list by e-mail, as CSV or XLSX (the export history follows the job). */
function UsersExport() {
  const data = usePageQuery<UsersPageQueryType>({ query: UsersPageQuery });
  return data.viewer ? <ExportUsersButton viewer={data.viewer} /> : null;
}

function UsersResults() {
  const data = usePageQuery<UsersPageQueryType>({ query: UsersPageQuery });
  return <UsersTable query={data} />;
}

/** Usuários: the account's users, searchable, with their edit dialog and permissions link. */
export function UsersPage() {
  const intl = useIntl();
  return (
    <PageContainer>
      <PageHeading>
        <h1>
          <FormattedMessage id="users.title" />
        </h1>
        <p>
          <FormattedMessage id="users.subtitle" />
        </p>
      </PageHeading>
      <Toolbar>
        <AddressSearchField
          param={USERS_SEARCH_PARAM}
          label={intl.formatMessage({ id: 'users.search' })}
          placeholder={intl.formatMessage({ id: 'users.searchPlaceholder' })}
          resets={['usuarios_linhas']}
        />
        <Suspense fallback={null}>
          <UsersExport />
        </Suspense>
      </Toolbar>
      <Suspense fallback={<ListSkeleton label={intl.formatMessage({ id: 'users.loading' })} />}>
        <UsersResults />
      </Suspense>
    </PageContainer>
  );
}
