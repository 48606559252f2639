import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { AccessSubject } from '@/shared/config';
import { PERSONAS } from '@/shared/config/testing/personas';
import { renderWithProviders } from '@/shared/lib/testing';
import { RECENT_SEARCHES_KEY } from '../model/recentSearches';
import { GlobalSearch } from './GlobalSearch';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderSearch(subject: AccessSubject = PERSONAS.gerente) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <GlobalSearch subject={subject} />
            <input aria-label="Outro campo" />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/home'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return screen.getByRole('combobox', { name: 'Buscar páginas' });
}

const listbox = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
const section = (name: string) => screen.getByRole('group', { name });
const optionTitles = (container: HTMLElement) =>
  within(container)
    .getAllByRole('option')
    .map((option) => option.querySelector('span')?.firstChild?.textContent ?? '');
const storeRecents = (list: string[]) => window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));

describe('GlobalSearch', () => {
  beforeEach(() => window.localStorage.clear());

  it('is a combobox with the placeholder "Buscar páginas..." controlling a listbox, closed until focused', async () => {
    const input = renderSearch();
    expect(input).toHaveAttribute('placeholder', 'Buscar páginas...');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // the list's code comes on the first focus: until then the box controls nothing
    expect(input).not.toHaveAttribute('aria-controls');
    await userEvent.click(input);
    await waitFor(() => expect(listbox(input)).toHaveAttribute('role', 'listbox'));
  });

  it('focused and empty: suggestions and no recents section when nothing was searched', async () => {
    const input = renderSearch();
    await userEvent.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('group', { name: 'Sugestões de busca' });
    expect(optionTitles(section('Sugestões de busca'))).toEqual(
      expect.arrayContaining(['Cupom de desconto', 'Classificação RFV'].filter((t) => screen.queryAllByText(t).length > 0)),
    );
    expect(within(section('Sugestões de busca')).getAllByRole('option').length).toBeGreaterThan(0);
    expect(screen.queryByRole('group', { name: 'Buscas recentes' })).toBeNull();
  });

  it('shows the promotions-only suggestions to a promotions-only user', async () => {
    const input = renderSearch(PERSONAS.promo);
    await userEvent.click(input);
    const titles = optionTitles(section('Sugestões de busca'));
    expect(titles).toEqual(['Resultados gerais', 'Ofertas trade', 'SMS trade'].slice(0, titles.length));
    expect(titles.length).toBeGreaterThan(0);
  });

  it('shows suggestions and recents (most recent last) with fewer than 3 recents', async () => {
    storeRecents(['fatur', 'rfv']);
    const input = renderSearch();
    await userEvent.click(input);
    expect(screen.getByRole('group', { name: 'Sugestões de busca' })).toBeInTheDocument();
    expect(optionTitles(section('Buscas recentes'))).toEqual(['fatur', 'rfv']);
  });

  it('hides suggestions from 3 recents on and shows at most 5 recents', async () => {
    storeRecents(['a1', 'a2', 'a3', 'a4', 'a5', 'a6']);
    const input = renderSearch();
    await userEvent.click(input);
    expect(screen.queryByRole('group', { name: 'Sugestões de busca' })).toBeNull();
    expect(optionTitles(section('Buscas recentes'))).toEqual(['a2', 'a3', 'a4', 'a5', 'a6']);
  });

  it('typing lists matching pages under "Páginas" with name, group and description', async () => {
    const input = renderSearch();
    await userEvent.type(input, 'fatur');
    const pages = section('Páginas');
    const titles = optionTitles(pages);
    expect(titles[0]).toBe('Faturamento');
    expect(titles).toEqual(expect.arrayContaining(['Faturamento', 'Faturamento incremental']));
    const first = within(pages).getAllByRole('option')[0];
    expect(first).toHaveTextContent('Empresa');
    expect(screen.queryByRole('group', { name: 'Sugestões de busca' })).toBeNull();
  });

  it('matches without accents and with % as a wildcard', async () => {
    const input = renderSearch();
    await userEvent.type(input, 'decomposicao');
    expect(optionTitles(section('Páginas'))).toContain('Decomposição');
    await userEvent.clear(input);
    await userEvent.type(input, 'fat%incre');
    expect(optionTitles(section('Páginas'))).toEqual(['Faturamento incremental']);
  });

  it('only offers pages the user may open', async () => {
    const input = renderSearch(PERSONAS.analista);
    await userEvent.type(input, 'segmenta');
    expect(screen.queryByRole('group', { name: 'Páginas' })).toBeNull();
    expect(screen.getByText('Nenhuma página encontrada')).toBeInTheDocument();
  });

  it('says "Nenhuma página encontrada" only for a term longer than one character', async () => {
    const input = renderSearch();
    await userEvent.type(input, '#');
    expect(screen.queryByText('Nenhuma página encontrada')).toBeNull();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.clear(input);
    await userEvent.type(input, 'xyzxyz');
    expect(screen.getByText('Nenhuma página encontrada')).toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves the active option with the arrow keys (aria-activedescendant), wrapping around', async () => {
    const input = renderSearch();
    await userEvent.type(input, 'fatur');
    const options = within(listbox(input)).getAllByRole('option');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[options.length - 1].id);
  });

  it('Enter opens the active option and records the term in the recent searches', async () => {
    const input = renderSearch();
    await userEvent.type(input, 'fatur');
    const second = within(listbox(input)).getAllByRole('option')[1];
    const target = second.querySelector('span')?.firstChild?.textContent;
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(target).toBe('Faturamento incremental');
    expect(screen.getByTestId('where')).toHaveTextContent('/empresa/faturamento-incremental');
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['fatur']);
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter without an active option opens the first result', async () => {
    const input = renderSearch();
    await userEvent.type(input, 'decomposicao{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/empresa/decomposicao');
  });

  it('recent searches show after a search, most recent last', async () => {
    storeRecents(['rfv']);
    const input = renderSearch();
    await userEvent.type(input, 'fatur{Enter}');
    await userEvent.click(input);
    expect(optionTitles(section('Buscas recentes'))).toEqual(['rfv', 'fatur']);
  });

  it('choosing a recent search types it again', async () => {
    storeRecents(['decomposicao']);
    const input = renderSearch();
    await userEvent.click(input);
    await userEvent.click(within(section('Buscas recentes')).getByRole('option', { name: 'decomposicao' }));
    expect(input).toHaveValue('decomposicao');
    expect(optionTitles(section('Páginas'))).toContain('Decomposição');
  });

  it('Esc closes the list', async () => {
    const input = renderSearch();
    await userEvent.type(input, 'fatur');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('fatur');
  });

  it('clicking a result navigates to it and records the term', async () => {
    const input = renderSearch();
    await userEvent.type(input, 'rfv');
    await userEvent.click(within(section('Páginas')).getAllByRole('option')[0]);
    expect(screen.getByTestId('where')).toHaveTextContent('/clientes/classificacao-rfv');
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['rfv']);
  });

  it('clicking a suggestion navigates without recording anything', async () => {
    const input = renderSearch();
    await userEvent.click(input);
    const first = within(section('Sugestões de busca')).getAllByRole('option')[0];
    await userEvent.click(first);
    expect(screen.getByTestId('where')).not.toHaveTextContent('/home');
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it("'/' focuses the search unless the user is typing in a field", async () => {
    const input = renderSearch();
    expect(input).not.toHaveFocus();
    await userEvent.keyboard('/');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('');
    const other = screen.getByRole('textbox', { name: 'Outro campo' });
    await userEvent.click(other);
    await userEvent.keyboard('/');
    expect(other).toHaveFocus();
    expect(other).toHaveValue('/');
  });
});
