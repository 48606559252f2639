import { graphql } from 'react-relay';

/** Exchanges the one-time auth code (from /api/auth/login or a chain's sign-on) for a session. */
export const AppLoginMutation = graphql`
  mutation AppLoginMutation($authCode: String!) {
    loginWithAuthCode(authCode: $authCode) {
      user {
        id
        name
      }
      account {
        id
        name
      }
      ecommerceFlag
      useCatalogFlag
      cbmFlag
    }
  }
`;
