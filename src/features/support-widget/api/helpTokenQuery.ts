import { fetchQuery, graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { HelpToken } from '../model/helpToken';
import type { helpTokenQuery as HelpTokenQueryType } from './__generated__/helpTokenQuery.graphql';

const query = graphql`
  query helpTokenQuery($userEmail: String!) {
    zendeskWidgetToken(userEmail: $userEmail) {
      token
      version
      expiresAt
    }
  }
`;

/** Asks the server for the user's help-desk token (never from the Relay store: the local cache decides reuse). */
export async function fetchHelpToken(environment: IEnvironment, userEmail: string): Promise<HelpToken> {
  const data = await fetchQuery<HelpTokenQueryType>(environment, query, { userEmail }, { fetchPolicy: 'network-only' }).toPromise();
  const token = data?.zendeskWidgetToken;
  if (!token) throw new Error('zendeskWidgetToken sem resposta');
  return { token: token.token, version: token.version, expiresAt: String(token.expiresAt) };
}
