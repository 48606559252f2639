import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

/** Props the menu button's trigger spreads onto its `<button>`. */
export interface MenuButtonTriggerProps {
  ref: RefObject<HTMLButtonElement>;
  id: string;
  type: 'button';
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** Props the menu spreads onto its list (`<ul>`); its items are `role="menuitem"` with `tabIndex={-1}`. */
export interface MenuButtonMenuProps {
  ref: RefObject<HTMLUListElement>;
  id: string;
  role: 'menu';
  'aria-labelledby': string;
  onKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
}

export interface MenuButton {
  open: boolean;
  /** closes the menu; `returnFocus` puts focus back on the trigger (Esc, not a click elsewhere) */
  close: (returnFocus: boolean) => void;
  /** on the element wrapping trigger and menu: a pointer press outside it closes the menu */
  wrapperRef: RefObject<HTMLDivElement>;
  triggerProps: MenuButtonTriggerProps;
  menuProps: MenuButtonMenuProps;
}

/**
 * The WAI-ARIA menu button pattern, shared by the toolbar's menus: Enter, Space or ArrowDown on the
 * trigger opens the menu on its first item, ArrowUp on its last; a click opens it without moving
 * focus. In the menu, arrow keys move (wrapping), Home and End jump; Esc closes and returns focus to
 * the trigger; Tab and a press outside close it where focus goes.
 */
export function useMenuButton(): MenuButton {
  const id = useId();
  const menuId = `${id}-menu`;
  const buttonId = `${id}-button`;
  const [open, setOpen] = useState(false);
  // the item to focus once the list is rendered: an index, -1 for the last, null for none
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setFocusIndex(null);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  // move focus once the list is rendered
  useEffect(() => {
    if (!open || focusIndex === null) return;
    const all = items();
    if (all.length === 0) return;
    all[focusIndex < 0 ? all.length - 1 : Math.min(focusIndex, all.length - 1)]?.focus();
  }, [open, focusIndex]);

  // a press outside closes the menu
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const openAt = (index: number | null) => {
    setOpen(true);
    setFocusIndex(index);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(-1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => all[(index + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  };

  return {
    open,
    close,
    wrapperRef,
    triggerProps: {
      ref: triggerRef,
      id: buttonId,
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => (open ? close(false) : openAt(null)),
      onKeyDown: onTriggerKeyDown,
    },
    menuProps: { ref: listRef, id: menuId, role: 'menu', 'aria-labelledby': buttonId, onKeyDown: onMenuKeyDown },
  };
}
