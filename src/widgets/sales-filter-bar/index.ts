export { SalesFilterBar } from './ui/SalesFilterBar';
export type { SalesFilterBarProps } from './ui/SalesFilterBar';
