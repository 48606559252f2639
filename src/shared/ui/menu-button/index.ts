// Menu button (WAI-ARIA pattern): keyboard, focus and outside-press behaviour of the toolbar's menus.
export { useMenuButton } from './useMenuButton';
export type { MenuButton, MenuButtonMenuProps, MenuButtonTriggerProps } from './useMenuButton';
