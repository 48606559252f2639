import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

// Dialogs can open over other dialogs (a confirm over a drawer): only the topmost one owns Tab and Esc.
const activeTraps: object[] = [];

export interface FocusTrapOptions {
  /** element focused on activation; defaults to the first focusable element in the container */
  initialFocusRef?: RefObject<HTMLElement>;
  /** called on Escape while this trap is the topmost one */
  onEscape?: () => void;
}

/**
 * Keeps Tab and Shift+Tab inside `containerRef` while `active`, calls `onEscape` on Esc, and gives
 * focus back to the element that had it (the opener) when the trap ends.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement>,
  active: boolean,
  { initialFocusRef, onEscape }: FocusTrapOptions = {},
) {
  // The latest callback, so a re-render with a new closure does not restart the trap (and steal focus).
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    const token = {};
    activeTraps.push(token);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusRef?.current ?? focusablesIn(container)[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (activeTraps[activeTraps.length - 1] !== token) return;
      if (event.key === 'Escape') {
        // a widget inside used this Esc (a list closing, a search clearing): the dialog stays
        if (event.defaultPrevented) return;
        event.preventDefault();
        onEscapeRef.current?.();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(container);
      const current = document.activeElement;
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const outside = !container.contains(current);
      if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      activeTraps.splice(activeTraps.indexOf(token), 1);
      if (opener?.isConnected) opener.focus();
    };
    // Runs once per activation on purpose: see onEscapeRef.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
}
