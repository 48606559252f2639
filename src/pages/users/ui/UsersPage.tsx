import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { UsersTable } from './UsersTable';
import { ExportUsersButton } from '@/features/export-users';
import { usePageQueryRef } from '@/shared/lib/route-module';
import { AddressSearchField, Card, PageContainer, PageHeading, VisuallyHidden } from '@/shared/ui';
import { USERS_SEARCH_PARAM, UsersPageQuery, type UsersPageQueryType } from '../api/UsersPageQuery';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const SkeletonRow = styled.div`
  height: 20px;
  margin: ${(p) => `${p.theme.space(4)} ${p.theme.space(5)}`};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.neutralSoft};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

/** Placeholder rows while the users arrive. */
function UsersSkeleton() {
  const intl = useIntl();
  return (
    <Card aria-busy="true">
      <VisuallyHidden role="status">{intl.formatMessage({ id: 'users.loading' })}</VisuallyHidden>
      {[0, 1, 2, 3, 4].map((i) => (
        <SkeletonRow key={i} />
      ))}
    </Card>
  );
}

/** "Exportar": the list by e-mail, as CSV or XLSX (the export history follows the job). */
function UsersExport() {
  const data = usePreloadedQuery<UsersPageQueryType>(UsersPageQuery, usePageQueryRef<UsersPageQueryType>());
  return data.viewer ? <ExportUsersButton viewer={data.viewer} /> : null;
}

function UsersResults() {
  const data = usePreloadedQuery<UsersPageQueryType>(UsersPageQuery, usePageQueryRef<UsersPageQueryType>());
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
      <Suspense fallback={<UsersSkeleton />}>
        <UsersResults />
      </Suspense>
    </PageContainer>
  );
}
