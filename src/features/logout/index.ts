export { LogoutButton } from './ui/LogoutButton';
export { messages } from './i18n/pt-BR';
