export { TopBar } from './ui/TopBar';
export type { TopBarProps } from './ui/TopBar';
export { messages } from './i18n/pt-BR';
