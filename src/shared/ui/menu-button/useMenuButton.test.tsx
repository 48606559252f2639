import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMenuButton } from './useMenuButton';

function Menu() {
  const { open, close, wrapperRef, triggerProps, menuProps } = useMenuButton();
  return (
    <>
      <div ref={wrapperRef}>
        <button {...triggerProps}>Ações</button>
        {open && (
          <ul {...menuProps}>
            {['Um', 'Dois', 'Três'].map((name) => (
              <li key={name} role="none">
                <button type="button" role="menuitem" tabIndex={-1} onClick={() => close(false)}>
                  {name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <button type="button">Fora</button>
    </>
  );
}

describe('useMenuButton', () => {
  it('wires the trigger and the menu to each other', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Ações' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('aria-controls');
    await user.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Ações' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    // a click opens without moving focus into the menu
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  // each step: the key pressed, then the item that must have the focus (null: the menu is closed)
  const walks: [string, string, [string, string | null][]][] = [
    [
      'Enter opens on the first item; arrows wrap, Home and End jump; Esc returns focus',
      '{Enter}',
      [
        ['{ArrowUp}', 'Três'],
        ['{ArrowDown}', 'Um'],
        ['{End}', 'Três'],
        ['{Home}', 'Um'],
        ['{Escape}', null],
      ],
    ],
    ['ArrowUp opens on the last item; Tab closes', '{ArrowUp}', [['{Tab}', null]]],
  ];
  it.each(walks)('%s', async (_name, opening, steps) => {
    const user = userEvent.setup();
    render(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Ações' });
    trigger.focus();
    await user.keyboard(opening);
    expect(screen.getByRole('menuitem', { name: opening === '{ArrowUp}' ? 'Três' : 'Um' })).toHaveFocus();
    for (const [key, focused] of steps) {
      await user.keyboard(key);
      if (focused) expect(screen.getByRole('menuitem', { name: focused })).toHaveFocus();
      else expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    }
    // Esc gives the focus back to the trigger (Tab lets it move on)
    if (steps[steps.length - 1][0] === '{Escape}') expect(trigger).toHaveFocus();
  });

  it('a press outside closes the menu without taking focus back', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Ações' }));
    await user.click(screen.getByRole('button', { name: 'Fora' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fora' })).toHaveFocus();
  });
});
