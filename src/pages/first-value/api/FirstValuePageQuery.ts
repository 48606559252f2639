import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import type { PageQueryArgs } from '@/shared/lib/route-module';
import type { FirstValuePageQuery as FirstValuePageQueryType } from './__generated__/FirstValuePageQuery.graphql';

/** The onboarding page's one query: the account, who is looking, and the checklist's figures. */
export const FirstValuePageQuery = graphql`
  query FirstValuePageQuery {
    viewer {
      user {
        admin
        mf
      }
      account {
        id
        name
        first_value
      }
    }
    firstValueProgress {
      unitsCount
      activeUnitsCount
      usersCount
      usersWithPermissionsCount
    }
  }
`;

/** Starts FirstValuePageQuery; the figures are always asked again (another tab may have changed them). */
export function loadFirstValuePageQuery({ environment }: PageQueryArgs): PreloadedQuery<FirstValuePageQueryType> {
  return loadQuery<FirstValuePageQueryType>(environment, FirstValuePageQuery, {}, { fetchPolicy: 'store-and-network' });
}

export type { FirstValuePageQueryType };
