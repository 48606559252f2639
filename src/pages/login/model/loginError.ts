/** Query parameter the app adds to its login address when a sign-on code could not be exchanged. */
export const LOGIN_ERROR_PARAM = 'login_error';
