export { TopBar } from './ui/TopBar';
