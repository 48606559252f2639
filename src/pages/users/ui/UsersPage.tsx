import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { UsersTable } from './UsersTable';
import { ExportUsersButton } from '@/features/export-users';
import { usePageQueryRef } from '@/shared/lib/route-module';
import { Card, PageContainer, PageHeading, TextField, VisuallyHidden } from '@/shared/ui';
import { USERS_SEARCH_PARAM, UsersPageQuery, type UsersPageQueryType } from '../api/UsersPageQuery';

/** Pause after the last keystroke before the search goes to the address (and so to the server). */
const SEARCH_DEBOUNCE_MS = 300;



const Search = styled.div`
  flex: 1 1 280px;
  max-width: 420px;
`;

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

/**
 * The search box writes to the address (`?busca=`) after a pause; the route then loads the page's
 * query with it, so the list always matches the address and a link reproduces the screen.
 */
function UsersSearch() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = searchParams.get(USERS_SEARCH_PARAM) ?? '';
  const [term, setTerm] = useState(fromUrl);
  const lastSent = useRef(fromUrl);

  // back/forward changes the address under the box: follow it
  useEffect(() => {
    if (fromUrl !== lastSent.current) {
      lastSent.current = fromUrl;
      setTerm(fromUrl);
    }
  }, [fromUrl]);

  useEffect(() => {
    if (term.trim() === lastSent.current.trim()) return undefined;
    const timer = window.setTimeout(() => {
      lastSent.current = term;
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (term.trim()) next.set(USERS_SEARCH_PARAM, term.trim());
          else next.delete(USERS_SEARCH_PARAM);
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [term, setSearchParams]);

  return (
    <Search>
      <TextField
        type="search"
        label={intl.formatMessage({ id: 'users.search' })}
        placeholder={intl.formatMessage({ id: 'users.searchPlaceholder' })}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
    </Search>
  );
}

/** Usuários: the account's users, searchable, with their edit dialog and permissions link. */
export function UsersPage() {
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
        <UsersSearch />
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
