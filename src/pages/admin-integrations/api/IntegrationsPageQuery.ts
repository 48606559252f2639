import { graphql, loadQuery, type PreloadedQuery } from 'react-relay';
import type { PageQueryArgs } from '@/shared/lib/route-module';
import type { IntegrationsPageQuery as IntegrationsPageQueryType } from './__generated__/IntegrationsPageQuery.graphql';

/** The integrations page's one query: the account's tokens and what the sending examples need. */
export const IntegrationsPageQuery = graphql`
  query IntegrationsPageQuery {
    ...IntegrationTokensCard_query
    account {
      ...HowToSendCard_account
    }
  }
`;

/** Starts IntegrationsPageQuery; the route loader calls it before the page renders. */
export function loadIntegrationsPageQuery({ environment }: PageQueryArgs): PreloadedQuery<IntegrationsPageQueryType> {
  return loadQuery<IntegrationsPageQueryType>(environment, IntegrationsPageQuery, {}, { fetchPolicy: 'store-and-network' });
}

export type { IntegrationsPageQueryType };
