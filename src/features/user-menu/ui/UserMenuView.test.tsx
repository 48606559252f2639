import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { AccessSubject } from '@/shared/config';
import { ACCOUNTS, PERSONAS, actingIn, type PersonaKey } from '@/shared/config/testing/personas';
import { renderWithProviders } from '@/shared/lib/testing';
import { userMenuLinks } from '../model/items';
import { initials, UserMenuView } from './UserMenuView';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderMenu(subject: AccessSubject = PERSONAS.gerente, onLogout = jest.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <UserMenuView name="Marina Souza" links={userMenuLinks(subject)} onLogout={onLogout} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/home'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { trigger: screen.getByRole('button', { name: 'Menu do usuário Marina Souza' }), onLogout };
}

const labels = (subject: AccessSubject) => userMenuLinks(subject).map((link) => link.path);

describe('userMenuLinks (visibility per persona)', () => {
  const expected: Record<PersonaKey, string[]> = {
    // platform admin: every page, no Notificações (admin)
    admin: ['/usuarios', '/configuracoes-admin'],
    // account admin with PII: Notificações (its pending data-deletion requests, issue 14 §6), Usuários and Configurações
    gerente: ['/perfil', '/usuarios', '/configuracoes-admin'],
    // plain user without the usuarios permission nor the admin flag
    analista: ['/perfil'],
    // not an account admin: Usuários and Configurações need the admin flag
    multi: ['/perfil'],
    franqueador: ['/perfil', '/usuarios', '/configuracoes-admin'],
    franqueado: ['/perfil'],
    // promotions-only: Notificações is allowed for promotions-only users, Usuários is not
    promo: ['/perfil'],
  };
  for (const [key, paths] of Object.entries(expected) as [PersonaKey, string[]][]) {
    it(`${key} sees ${paths.join(', ')}`, () => {
      expect(labels(PERSONAS[key])).toEqual(paths);
    });
  }

  it('an account admin without personal-data access does not get Usuários', () => {
    const subject: AccessSubject = { ...PERSONAS.gerente, user: { ...PERSONAS.gerente.user, has_pii_access: false } };
    expect(labels(subject)).toEqual(['/perfil', '/configuracoes-admin']);
  });

  it('the platform admin keeps its links in any account', () => {
    expect(labels(actingIn(PERSONAS.admin, 'atacadao-promo'))).toEqual(['/usuarios', '/configuracoes-admin']);
    expect(ACCOUNTS['atacadao-promo'].only_mercapromo).toBe(true);
  });
});

describe('UserMenuView', () => {
  it('shows the initials and the name on a menu button', () => {
    const { trigger } = renderMenu();
    expect(initials('Marina Souza')).toBe('MS');
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveTextContent('MS');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('gerente: Notificações, Usuários, Configurações and Sair, in a menu', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu(PERSONAS.gerente);
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Notificações', 'Usuários', 'Configurações', 'Sair']);
  });

  it('analista: Notificações and Sair only', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu(PERSONAS.analista);
    await user.click(trigger);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Notificações', 'Sair']);
  });

  it('arrow keys move between items, Esc closes and returns the focus', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu(PERSONAS.gerente);
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Notificações' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Usuários' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // wraps around
    expect(screen.getByRole('menuitem', { name: 'Notificações' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sair' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('ArrowUp on the button opens at the last item', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu(PERSONAS.gerente);
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sair' })).toHaveFocus();
  });

  it('a link goes to its page and closes the menu', async () => {
    const user = userEvent.setup();
    const { trigger } = renderMenu(PERSONAS.gerente);
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Usuários' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/usuarios');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Sair calls the logout', async () => {
    const user = userEvent.setup();
    const { trigger, onLogout } = renderMenu(PERSONAS.analista);
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Sair' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
