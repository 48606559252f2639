import { graphql } from 'react-relay';
import { definePageQuery, NO_SCOPE } from '@/shared/api';
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

/** The page's query module: no variables; the tokens are always asked again. */
export const integrationsPage = definePageQuery<IntegrationsPageQueryType>({ query: IntegrationsPageQuery, ...NO_SCOPE, cache: false, fetchPolicy: 'store-and-network' });

export type { IntegrationsPageQueryType };
