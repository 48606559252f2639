import { commitMutation, graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { trackPlatformUserMutation } from './__generated__/trackPlatformUserMutation.graphql';

const mutation = graphql`
  mutation trackPlatformUserMutation($route: String!, $genericRoute: String!) {
    trackPlatformUser(route: $route, genericRoute: $genericRoute) {
      ok
    }
  }
`;

/**
 * Records a route access (spec §4 step 9): `route` is the address opened, `genericRoute` its
 * pattern. Fire-and-forget: navigation never waits for it and a failure is not the user's concern.
 */
export function trackPlatformUser(environment: IEnvironment, route: string, genericRoute: string): void {
  try {
    commitMutation<trackPlatformUserMutation>(environment, {
      mutation,
      variables: { route, genericRoute },
      onError: () => undefined,
    });
  } catch {
    // tracking must never break a navigation
  }
}
