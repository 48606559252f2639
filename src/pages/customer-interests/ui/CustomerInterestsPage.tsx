import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router-dom';
import { SalesFilterBar } from '@/widgets/sales-filter-bar';
import { usePageQuery, usePageScope } from '@/shared/api';
import { monthLabel } from '@/shared/lib/periods';
import { AnalyticsPage, NoSalesYet } from '@/shared/ui/analytics-page';
import { customerInterestsPage, DEPARTMENT_PARAM, viewOfPath, type InterestView } from '../api/CustomerInterestsPageQuery';
import { InterestGroups } from './InterestGroups';

const VIEWS: readonly [InterestView, string][] = [
  ['GENDER', '/clientes/interesses/por-genero'],
  ['AGE', '/clientes/interesses/por-idade'],
  ['PERSON_TYPE', '/clientes/interesses/pessoa-juridica'],
];

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  a {
    padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(4)}`};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 999px;
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  a[aria-current='page'] {
    background: ${(p) => p.theme.colors.primary};
    border-color: ${(p) => p.theme.colors.primary};
    color: #fff;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

function CustomerInterestsContent() {
  const intl = useIntl();
  const data = usePageQuery(customerInterestsPage);
  const { filters } = usePageScope(customerInterestsPage);
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const view = viewOfPath(pathname);
  if (!data.viewer) return null;
  const interests = data.customerInterests;
  const withoutDepartment = new URLSearchParams(search);
  withoutDepartment.delete(DEPARTMENT_PARAM);
  const kept = withoutDepartment.toString();
  return (
    <>
      <Tabs aria-label={intl.formatMessage({ id: 'customerInterests.views' })}>
        {VIEWS.map(([tab, path]) => (
          <NavLink key={tab} to={`${path}${kept ? `?${kept}` : ''}`} aria-current={tab === view ? 'page' : undefined}>
            {intl.formatMessage({ id: `customerInterests.view.${tab}` })}
          </NavLink>
        ))}
      </Tabs>
      <SalesFilterBar account={data.viewer.account} filters={filters} />
      {!interests ? (
        <NoSalesYet />
      ) : (
        <>
          <Note>{intl.formatMessage({ id: 'customerInterests.months' }, { from: monthLabel(interests.monthFrom), to: monthLabel(interests.monthTo) })}</Note>
          {interests.department !== null && interests.department !== undefined && (
            <Note>
              <Link to={`${pathname}${kept ? `?${kept}` : ''}`}>{intl.formatMessage({ id: 'customerInterests.allDepartments' })}</Link>
              {' › '}
              {intl.formatMessage(
                { id: 'customerInterests.drilled' },
                { department: interests.department || intl.formatMessage({ id: 'customerInterests.noDepartment' }) },
              )}
            </Note>
          )}
          <InterestGroups interests={interests} />
        </>
      )}
    </>
  );
}

/** Interesses: which departments and categories each group of consumers favours (the root shows the gender view). */
export function CustomerInterestsPage() {
  const { pathname } = useLocation();
  const intl = useIntl();
  const view = viewOfPath(pathname);
  return (
    <AnalyticsPage texts="customerInterests" title={intl.formatMessage({ id: `customerInterests.title.${view}` })} skeleton={{ filters: true }}>
      <CustomerInterestsContent />
    </AnalyticsPage>
  );
}
