export { ClientSwitcher } from './ui/ClientSwitcher';
export { messages } from './i18n/pt-BR';
