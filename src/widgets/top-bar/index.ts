export { TopBar } from './ui/TopBar';
export type { TopBarProps } from './ui/TopBar';
