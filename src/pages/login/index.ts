export { pageRoute } from './route';
export { LOGIN_ERROR_PARAM } from './model/loginError';
