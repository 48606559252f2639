import { graphql } from 'react-relay';
import { definePageQuery, NO_SCOPE } from '@/shared/api';
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

/** The page's query module: no variables; the figures are always asked again (another tab may have changed them). */
export const firstValuePage = definePageQuery<FirstValuePageQueryType>({ query: FirstValuePageQuery, ...NO_SCOPE, cache: false, fetchPolicy: 'store-and-network' });

export type { FirstValuePageQueryType };
