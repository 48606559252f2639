import { commitMutation, graphql, type Environment } from 'react-relay';
import type { refreshOpportunitiesMutation } from './__generated__/refreshOpportunitiesMutation.graphql';

const mutation = graphql`
  mutation refreshOpportunitiesMutation($input: RefreshOpportunitiesInput!) {
    refreshOpportunities(input: $input) {
      opportunities {
        ...SuggestedOpportunities_opportunities
      }
    }
  }
`;

/**
 * "Recalcular" of the suggested opportunities. Its own module, imported when the button is pressed,
 * so the mutation's artifact is not in the home's first load (bench:bundle).
 */
export function commitRefreshOpportunities(
  environment: Environment,
  units: readonly string[],
  callbacks: { onCompleted: () => void; onError: (error: Error) => void },
): void {
  commitMutation<refreshOpportunitiesMutation>(environment, {
    mutation,
    variables: { input: { units: units.length ? [...units] : null } },
    onCompleted: callbacks.onCompleted,
    onError: callbacks.onError,
  });
}
