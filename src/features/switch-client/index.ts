export { ClientSwitcher } from './ui/ClientSwitcher';
