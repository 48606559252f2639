export { UserMenu } from './ui/UserMenu';
export type { UserMenuProps } from './ui/UserMenu';
export { UserMenuView, initials } from './ui/UserMenuView';
export type { UserMenuViewProps } from './ui/UserMenuView';
export { userMenuLinks } from './model/items';
export type { UserMenuLink } from './model/items';
export { messages } from './i18n/pt-BR';
