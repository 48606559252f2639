export { LoginForm } from './ui/LoginForm';
export type { LoginFormProps } from './ui/LoginForm';
export { requestAuthCode, LOGIN_ENDPOINT } from './api/requestAuthCode';
export type { LoginResult, LoginFailureReason } from './api/requestAuthCode';
export { messages } from './i18n/pt-BR';
