/** GraphQL documents the server tests send, written once. */
export const UPDATE_UNIT = 'mutation($input: UpdateUnitInput!) { updateUnit(input: $input) { unit { id name } } }';
export const UPDATE_USER = 'mutation($input: UpdateUserInput!) { updateUser(input: $input) { user { id name } } }';
export const SWITCH_CLIENT = 'mutation($id: ID!) { switchClient(accountId: $id) { viewer { account { name } } } }';
export const UPDATE_FRANCHISEE_PERMISSIONS =
  'mutation($input: UpdateAccountFranchiseePermissionsInput!) { updateAccountFranchiseePermissions(input: $input) { permissions { push_campaigns banners_mobile } } }';
export const LOGIN_WITH_AUTH_CODE = 'mutation($c: String!) { loginWithAuthCode(authCode: $c) { user { id } } }';
export const TRACK_PLATFORM_USER = 'mutation($r: String!, $g: String!) { trackPlatformUser(route: $r, genericRoute: $g) { ok } }';
