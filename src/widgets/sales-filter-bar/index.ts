export { SalesFilterBar } from './ui/SalesFilterBar';
export type { SalesFilterBarProps } from './ui/SalesFilterBar';
export { messages } from './i18n/pt-BR';
