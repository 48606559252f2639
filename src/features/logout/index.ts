export { LogoutButton } from './ui/LogoutButton';
