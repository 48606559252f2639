import { graphql } from 'react-relay';
import { definePageQuery, NO_SCOPE } from '@/shared/api';
import type { TermsPageQuery as TermsPageQueryType } from './__generated__/TermsPageQuery.graphql';

/** The terms page's one query: every version of the account's terms and the current one. */
export const TermsPageQuery = graphql`
  query TermsPageQuery {
    termsVersions {
      terms_optin
      accepted_total
      current {
        id
        version
        title
        published_at
        published_by
        accepted_count
      }
      versions {
        id
        version
        title
        text
        html
        created_at
        created_by
        published_at
        published_by
        current
        accepted_count
      }
    }
  }
`;

/** The page's query module: always from the server (another admin may have published meanwhile). */
export const termsPage = definePageQuery<TermsPageQueryType>({ query: TermsPageQuery, ...NO_SCOPE, cache: false, fetchPolicy: 'network-only' });

export type { TermsPageQueryType };
