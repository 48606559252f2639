export { SideMenu, SIDE_MENU_WIDTH } from './ui/SideMenu';
export type { SideMenuProps } from './ui/SideMenu';
export { SideMenuDrawer, SideMenuButton } from './ui/SideMenuDrawer';
export type { SideMenuDrawerProps, SideMenuButtonProps } from './ui/SideMenuDrawer';
export { messages } from './i18n/pt-BR';
