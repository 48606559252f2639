import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { MENU_GROUPS, NEW_UNTIL, type AccessSubject } from '@/shared/config';
import { PERSONAS } from '@/shared/config/testing/personas';
import { renderWithProviders } from '@/shared/lib/testing';
import { SideMenu } from './SideMenu';
import { SideMenuButton, SideMenuDrawer } from './SideMenuDrawer';

const BEFORE_BADGES = new Date('2024-07-01T12:00:00-03:00');
const AFTER_BADGES = new Date('2025-01-01T12:00:00-03:00');

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderMenu(subject: AccessSubject, { now = AFTER_BADGES, at = '/home' }: { now?: Date; at?: string } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SideMenu subject={subject} now={now} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [at] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return screen.getByRole('navigation', { name: 'Menu principal' });
}

/** The group names shown: collapsible groups are buttons, single-page groups are links. */
function groupNames(nav: HTMLElement): string[] {
  return within(nav)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.parentElement === nav)
    .map((li) => (li.querySelector('button') ?? li.querySelector('a'))?.querySelector('span')?.textContent ?? '');
}

async function openGroup(name: string) {
  const button = screen.getByRole('button', { name });
  if (button.getAttribute('aria-expanded') !== 'true') await userEvent.click(button);
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
  return within(list);
}

describe('SideMenu', () => {
  it('is a navigation landmark named "Menu principal" with the groups in catalogue order', () => {
    const nav = renderMenu(PERSONAS.gerente);
    const names = groupNames(nav);
    expect(names).toEqual([...MENU_GROUPS].filter((group) => names.includes(group)));
    expect(names).toEqual(expect.arrayContaining(['Home', 'Empresa', 'Clube', 'mar.ia', 'Indústria', 'Clientes', 'Produtos', 'Aplicativo', 'Campanhas', 'Configurações']));
  });

  it('shows the analyst Empresa, Clube, Produtos and Campanhas (SMS only), not Clientes or Aplicativo', async () => {
    const nav = renderMenu(PERSONAS.analista);
    expect(groupNames(nav)).toEqual(['Home', 'Empresa', 'Clube', 'Produtos', 'Campanhas']);
    expect(screen.queryByRole('button', { name: 'Clientes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aplicativo' })).toBeNull();
    const campanhas = await openGroup('Campanhas');
    expect(campanhas.getAllByRole('link').map((a) => a.textContent)).toEqual(['SMS']);
    const clube = await openGroup('Clube');
    expect(clube.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/clube/dashboard');
  });

  it('shows the promotions-only user Indústria and no Clube', async () => {
    const nav = renderMenu(PERSONAS.promo);
    expect(groupNames(nav)).toContain('Indústria');
    expect(groupNames(nav)).not.toContain('Clube');
    const industria = await openGroup('Indústria');
    expect(industria.getByRole('link', { name: 'Ofertas trade' })).toHaveAttribute('href', '/industria/ofertas-trade');
  });

  it('lists items in menu order inside a group', async () => {
    renderMenu(PERSONAS.gerente);
    const empresa = await openGroup('Empresa');
    const labels = empresa.getAllByRole('link').map((a) => a.textContent);
    expect(labels.length).toBeGreaterThan(2);
    expect(labels).toEqual(expect.arrayContaining(['Faturamento', 'Decomposição']));
  });

  it('collapses and expands a group, starting with the current page\'s group open', async () => {
    renderMenu(PERSONAS.gerente, { at: '/empresa/faturamento/diario/3' });
    const empresa = screen.getByRole('button', { name: 'Empresa' });
    const clube = screen.getByRole('button', { name: 'Clube' });
    expect(empresa).toHaveAttribute('aria-expanded', 'true');
    expect(clube).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    await userEvent.click(clube);
    expect(clube).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await userEvent.click(empresa);
    expect(empresa).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Faturamento' })).toBeNull();
  });

  it('highlights the item of the current page (also on its sub-pages) and navigates on click', async () => {
    renderMenu(PERSONAS.gerente, { at: '/empresa/faturamento/diario/3' });
    expect(screen.getByRole('link', { name: 'Faturamento' })).toHaveAttribute('aria-current', 'page');
    const clube = await openGroup('Clube');
    await userEvent.click(clube.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/clube/dashboard');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Faturamento' })).not.toHaveAttribute('aria-current');
  });

  it('shows "Novo" on flagged pages until their date (Brasília time), not after', async () => {
    renderMenu(PERSONAS.gerente, { now: BEFORE_BADGES });
    expect(BEFORE_BADGES.getTime()).toBeLessThan(Date.parse(`${NEW_UNTIL.faturamentoIncremental}T00:00:00-03:00`));
    const empresa = await openGroup('Empresa');
    expect(empresa.getByRole('link', { name: /Faturamento incremental/ })).toHaveTextContent('Novo');
    expect(empresa.getByRole('link', { name: 'Faturamento' })).not.toHaveTextContent('Novo');
    expect(screen.getByRole('link', { name: /Gerenciador de análises/ })).toHaveTextContent('Novo');
  });

  it('drops the "Novo" badge once the date has passed', async () => {
    renderMenu(PERSONAS.gerente, { now: AFTER_BADGES });
    const empresa = await openGroup('Empresa');
    expect(empresa.getByRole('link', { name: /Faturamento incremental/ })).not.toHaveTextContent('Novo');
    expect(screen.queryByText('Novo')).toBeNull();
  });

  it('keeps a badge through the last day before its date and drops it at midnight Brasília', async () => {
    const until = NEW_UNTIL.gerenciadorAnalises;
    renderMenu(PERSONAS.gerente, { now: new Date(`${until}T02:59:00Z`) });
    expect(screen.getByRole('link', { name: /Gerenciador de análises/ })).toHaveTextContent('Novo');
  });

  it('drops the badge at the start of its day in Brasília', () => {
    renderMenu(PERSONAS.gerente, { now: new Date(`${NEW_UNTIL.gerenciadorAnalises}T03:00:00Z`) });
    expect(screen.getByRole('link', { name: /Gerenciador de análises/ })).not.toHaveTextContent('Novo');
  });
});

function DrawerHarness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <SideMenuButton expanded={open} controls="drawer" onClick={() => setOpen(true)} />
      <SideMenuDrawer
        id="drawer"
        open={open}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
        subject={PERSONAS.analista}
        now={AFTER_BADGES}
        footer={<button type="button">Sair</button>}
      />
      <Where />
    </>
  );
}

function renderDrawer(onClose?: () => void) {
  const router = createMemoryRouter([{ path: '*', element: <DrawerHarness onClose={onClose} /> }], { initialEntries: ['/home'] });
  renderWithProviders(<RouterProvider router={router} />);
  return screen.getByRole('button', { name: 'Abrir menu' });
}

describe('SideMenuDrawer', () => {
  it('opens from the menu button (aria-expanded), takes focus and shows "Sair" at the bottom', async () => {
    const button = renderDrawer();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', 'drawer');
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('id', 'drawer');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Fechar menu' })).toHaveFocus();
    const nav = within(dialog).getByRole('navigation', { name: 'Menu principal' });
    const sair = within(nav).getByRole('button', { name: 'Sair' });
    const all = within(nav).getAllByRole('button');
    expect(all[all.length - 1]).toBe(sair);
  });

  it('closes on Esc', async () => {
    const onClose = jest.fn();
    const button = renderDrawer(onClose);
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with the close button and when an item is followed', async () => {
    const button = renderDrawer();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Empresa' }));
    await userEvent.click(screen.getByRole('link', { name: 'Faturamento' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/empresa/faturamento');
  });

  it('keeps Tab inside the drawer', async () => {
    renderDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const close = screen.getByRole('button', { name: 'Fechar menu' });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Sair' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
  });
});

describe('SideMenu: modules in maintenance', () => {
  function renderWithMaintenance(modules: string[]) {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <SideMenu subject={PERSONAS.gerente} now={AFTER_BADGES} maintenanceModules={modules} />
              <Where />
            </>
          ),
        },
      ],
      { initialEntries: ['/home'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    return screen.getByRole('navigation', { name: 'Menu principal' });
  }

  it('shows one item per module in maintenance, leading to /maintenance', async () => {
    const nav = renderWithMaintenance(['whatsapp', 'industry']);
    expect(within(nav).getByText('Em manutenção')).toBeTruthy();
    const item = within(nav).getByRole('link', { name: 'Módulo whatsapp em manutenção' });
    expect(within(nav).getByRole('link', { name: 'Módulo industry em manutenção' })).toBeTruthy();
    await userEvent.click(item);
    expect(screen.getByTestId('where').textContent).toBe('/maintenance');
  });

  it('shows nothing of the kind without modules in maintenance', () => {
    const nav = renderWithMaintenance([]);
    expect(within(nav).queryByText('Em manutenção')).toBeNull();
    expect(within(nav).queryByRole('link', { name: /em manutenção/ })).toBeNull();
  });
});
