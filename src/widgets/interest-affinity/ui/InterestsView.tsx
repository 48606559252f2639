import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { monthLabel } from '@/shared/lib/periods';
import { DEPARTMENT_PARAM, INTEREST_VIEWS, type InterestView } from '../lib/view';
import type { InterestsView_interests$key } from './__generated__/InterestsView_interests.graphql';
import { InterestGroups } from './InterestGroups';

const fragment = graphql`
  fragment InterestsView_interests on CustomerInterests {
    department
    monthFrom
    monthTo
    ...InterestGroups_interests
  }
`;

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

/** The address's search without the department drilled into (switching view or going back up keeps the filters). */
function useSearchWithoutDepartment(): string {
  const [search] = useSearchParams();
  const kept = new URLSearchParams(search);
  kept.delete(DEPARTMENT_PARAM);
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** Links to the three views, the current one marked, keeping the filters. */
export function InterestTabs({ view }: { view: InterestView }) {
  const intl = useIntl();
  const search = useSearchWithoutDepartment();
  return (
    <Tabs aria-label={intl.formatMessage({ id: 'interestAffinity.views' })}>
      {INTEREST_VIEWS.map((tab) => (
        <Link key={tab.view} to={`${tab.path}${search}`} aria-current={tab.view === view ? 'page' : undefined}>
          {intl.formatMessage({ id: `interestAffinity.view.${tab.view}` })}
        </Link>
      ))}
    </Tabs>
  );
}

/** A view's months, the way back from a department, and every group's interests. */
export function InterestsView({ interests }: { interests: InterestsView_interests$key }) {
  const intl = useIntl();
  const data = useFragment(fragment, interests);
  const { pathname } = useLocation();
  const search = useSearchWithoutDepartment();
  return (
    <>
      <Note>{intl.formatMessage({ id: 'interestAffinity.months' }, { from: monthLabel(data.monthFrom), to: monthLabel(data.monthTo) })}</Note>
      {data.department !== null && data.department !== undefined && (
        <Note>
          <Link to={`${pathname}${search}`}>{intl.formatMessage({ id: 'interestAffinity.allDepartments' })}</Link>
          {' › '}
          {intl.formatMessage(
            { id: 'interestAffinity.drilled' },
            { department: data.department || intl.formatMessage({ id: 'interestAffinity.noDepartment' }) },
          )}
        </Note>
      )}
      <InterestGroups interests={data} />
    </>
  );
}
