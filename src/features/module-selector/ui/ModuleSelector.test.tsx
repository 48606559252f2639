import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { ACCOUNT_MODULES, type AccountModule } from '@/shared/config';
import { PERSONAS } from '@/shared/config/testing/personas';
import { renderWithProviders } from '@/shared/lib/testing';
import { readLocalModules, withLocalModules } from '../model/localModules';
import { isModuleSelectorShortcut, ModuleSelector } from './ModuleSelector';

const ACCOUNT_ID = 'acc-bompreco';
const STORAGE_KEY = `mf-local-modules:${ACCOUNT_ID}`;
const ACCOUNT_MODULES_ON: AccountModule[] = ['mobile', 'push', 'points', 'dynamic_sales'];

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderSelector(onConfirmed = jest.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <ModuleSelector accountId={ACCOUNT_ID} accountModules={ACCOUNT_MODULES_ON} dbName="clube_bompreco" onConfirmed={onConfirmed} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/clube/dashboard'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { onConfirmed, where: () => screen.getByTestId('where').textContent };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Configurar módulos' }));
  // the dialog's code is fetched on the first opening
  return screen.findByRole('dialog', { name: 'Configurar módulos localmente' });
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe('ModuleSelector', () => {
  it('lists every module, checked as the account has them, dynamic_sales disabled', async () => {
    const user = userEvent.setup();
    renderSelector();
    await openDialog(user);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(ACCOUNT_MODULES.length);
    expect(screen.getByRole('checkbox', { name: 'mobile' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'push' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'whatsapp' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'dynamic_sales' })).toBeDisabled();
    expect(boxes.filter((box) => (box as HTMLInputElement).disabled)).toHaveLength(1);
    // database name with its copy button, and the documentation link
    expect(screen.getByText('clube_bompreco')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar nome do banco de dados' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Documentação dos módulos' })).toHaveAttribute('href', '/configuracoes-admin');
  });

  it('Confirmar stores the allowed modules and goes to /home', async () => {
    const user = userEvent.setup();
    const { onConfirmed, where } = renderSelector();
    await openDialog(user);
    await user.click(screen.getByRole('checkbox', { name: 'mobile' }));
    await user.click(screen.getByRole('checkbox', { name: 'whatsapp' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    const expected = ['push', 'whatsapp', 'points', 'dynamic_sales'];
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual(expected);
    expect(readLocalModules(ACCOUNT_ID)).toEqual(expected);
    expect(onConfirmed).toHaveBeenCalledWith(expected);
    expect(where()).toBe('/home');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reopening starts from the saved override', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(['whatsapp']));
    renderSelector();
    await openDialog(user);
    expect(screen.getByRole('checkbox', { name: 'whatsapp' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'mobile' })).not.toBeChecked();
  });

  it('Cancelar changes nothing and stays on the page', async () => {
    const user = userEvent.setup();
    const { onConfirmed, where } = renderSelector();
    await openDialog(user);
    await user.click(screen.getByRole('checkbox', { name: 'mobile' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(onConfirmed).not.toHaveBeenCalled();
    expect(where()).toBe('/clube/dashboard');
    expect(screen.getByRole('button', { name: 'Configurar módulos' })).toHaveFocus();
  });

  it('ctrl+shift+m opens the dialog; Esc closes it', async () => {
    const user = userEvent.setup();
    renderSelector();
    fireEvent.keyDown(window, { key: 'M', code: 'KeyM', ctrlKey: true, shiftKey: true });
    expect(await screen.findByRole('dialog', { name: 'Configurar módulos localmente' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('recognises only ctrl+shift+m as the shortcut', () => {
    const base = { ctrlKey: true, shiftKey: true, altKey: false, metaKey: false, key: 'M', code: 'KeyM' };
    expect(isModuleSelectorShortcut(base)).toBe(true);
    expect(isModuleSelectorShortcut({ ...base, shiftKey: false, key: 'm' })).toBe(false);
    expect(isModuleSelectorShortcut({ ...base, key: 'N', code: 'KeyN' })).toBe(false);
  });
});

describe('withLocalModules', () => {
  it('applies the override to platform admins only', () => {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(['push']));
    expect(withLocalModules(PERSONAS.admin, ACCOUNT_ID).account.modules).toEqual(['push']);
    expect(withLocalModules(PERSONAS.gerente, ACCOUNT_ID)).toBe(PERSONAS.gerente);
  });

  it('leaves the subject alone when nothing is saved', () => {
    expect(withLocalModules(PERSONAS.admin, ACCOUNT_ID)).toBe(PERSONAS.admin);
  });
});
