import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@/shared/lib/testing';
import { DataTable, readSort, type DataTableColumn } from './DataTable';

interface Store {
  id: string;
  name: string;
  revenue: number;
}

const COLUMNS: DataTableColumn<Store>[] = [
  { id: 'name', header: 'Loja', value: (s) => s.name, cell: (s) => s.name },
  { id: 'revenue', header: 'Faturamento', numeric: true, value: (s) => s.revenue, cell: (s) => `R$ ${s.revenue.toFixed(2)}` },
];

const STORES: Store[] = [
  { id: '1', name: 'Centro', revenue: 120.456 },
  { id: '2', name: 'Barra', revenue: 300 },
  { id: '3', name: 'São João', revenue: 80 },
];

const EMPTY = { title: 'Nenhuma loja', hint: 'Escolha outro período.' };

const namesInOrder = () => within(screen.getByRole('region', { name: 'Lojas' })).getAllByRole('rowheader').map((cell) => cell.textContent);

describe('DataTable', () => {
  it('sorts by a header with the mouse or the keyboard and says the order in aria-sort', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DataTable caption="Lojas" title="Lojas" columns={COLUMNS} rows={STORES} rowKey={(s) => s.id} empty={EMPTY} />);
    const header = screen.getByRole('columnheader', { name: /Faturamento/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(namesInOrder()).toEqual(['Centro', 'Barra', 'São João']);

    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(namesInOrder()).toEqual(['Barra', 'Centro', 'São João']);

    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(namesInOrder()).toEqual(['São João', 'Centro', 'Barra']);
  });

  it('marks rows and cells with their raw values only when asked', () => {
    const { unmount } = renderWithProviders(<DataTable caption="Lojas" columns={COLUMNS} rows={STORES} rowKey={(s) => s.id} empty={EMPTY} rawValues />);
    expect(document.querySelector('tr[data-row="1"] [data-column="revenue"]')).toHaveAttribute('data-value', '120.456');
    unmount();
    renderWithProviders(<DataTable caption="Lojas" columns={COLUMNS} rows={STORES} rowKey={(s) => s.id} empty={EMPTY} />);
    expect(document.querySelector('[data-row], [data-value]')).toBeNull();
    expect(document.querySelector('[data-column="revenue"]')).toHaveAttribute('data-label', 'Faturamento');
  });

  it('searches without accents and pages long tables', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DataTable
        caption="Lojas"
        title="Lojas"
        columns={COLUMNS}
        rows={STORES}
        rowKey={(s) => s.id}
        empty={EMPTY}
        initialSort={[{ id: 'name', desc: false }]}
        pageSize={2}
        search={{ label: 'Buscar loja', searchText: (s) => s.name }}
      />,
    );
    expect(namesInOrder()).toEqual(['Barra', 'Centro']);
    expect(screen.getByText('1–2 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(namesInOrder()).toEqual(['São João']);
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();

    await user.type(screen.getByLabelText('Buscar loja'), 'sao');
    expect(namesInOrder()).toEqual(['São João']);
    expect(screen.queryByRole('button', { name: 'Anterior' })).toBeNull();
    await user.clear(screen.getByLabelText('Buscar loja'));
    await user.type(screen.getByLabelText('Buscar loja'), 'xyz');
    expect(screen.getByText('Nenhum resultado para a busca')).toBeInTheDocument();
  });

  it('shows its empty state when there are no rows', () => {
    renderWithProviders(<DataTable caption="Lojas" title="Lojas" columns={COLUMNS} rows={[]} rowKey={(s) => s.id} empty={EMPTY} />);
    expect(screen.getByText('Nenhuma loja')).toBeInTheDocument();
    expect(screen.getByText('Escolha outro período.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

describe('DataTable: order, page and search in the address', () => {
  const table = (entry: string) =>
    renderWithProviders(
      <MemoryRouter initialEntries={[entry]}>
        <DataTable
          caption="Lojas"
          columns={COLUMNS}
          rows={STORES}
          rowKey={(s) => s.id}
          empty={EMPTY}
          initialSort={[{ id: 'name', desc: false }]}
          pageSize={2}
          search={{ label: 'Buscar loja', searchText: (s) => s.name }}
          address="lojas"
        />
        <Address />
      </MemoryRouter>,
    );

  it('opens as the address says: order, page and search', () => {
    table('/x?lojas_ordem=revenue.desc&lojas_pagina=2');
    expect(namesInOrder()).toEqual(['São João']);
    expect(screen.getByRole('columnheader', { name: /Faturamento/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('writes what the person does to the address, keeping the page\'s other parameters', async () => {
    const user = userEvent.setup();
    table('/x?de=2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(screen.getByTestId('address').textContent).toBe('?de=2026-03-01&lojas_pagina=2');
    await user.click(screen.getByRole('button', { name: /Faturamento/ }));
    // a new order goes back to the first page (numbers sort from the largest first)
    expect(screen.getByTestId('address').textContent).toBe('?de=2026-03-01&lojas_ordem=revenue.desc');
    await user.type(screen.getByLabelText('Buscar loja'), 'sao');
    expect(screen.getByTestId('address').textContent).toBe('?de=2026-03-01&lojas_ordem=revenue.desc&lojas_busca=sao');
    expect(namesInOrder()).toEqual(['São João']);
  });

  it('ignores an order it cannot read', () => {
    expect(readSort('revenue.sideways', [{ id: 'name', desc: false }])).toEqual([{ id: 'name', desc: false }]);
    expect(readSort('VAL_FATURAMENTO.desc', [])).toEqual([{ id: 'VAL_FATURAMENTO', desc: true }]);
  });
});

describe('DataTable: columns past the edge (issue 14 §6)', () => {
  /** jsdom has no layout: give the scroll box a width narrower than its table */
  function fakeLayout(scrollWidth: number, clientWidth: number) {
    const originals = {
      scrollWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth'),
      clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
    };
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scrollWidth });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => clientWidth });
    return () => {
      for (const [key, descriptor] of Object.entries(originals)) {
        if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
        else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
      }
    };
  }

  it('says columns are hidden and scrolls to them; the edge with hidden columns is marked', async () => {
    const restore = fakeLayout(1400, 600);
    const scrolled: number[] = [];
    const scrollBy = HTMLElement.prototype.scrollBy;
    HTMLElement.prototype.scrollBy = function (this: HTMLElement, options?: ScrollToOptions | number) {
      scrolled.push(typeof options === 'object' ? options.left ?? 0 : Number(options));
    } as typeof HTMLElement.prototype.scrollBy;
    try {
      const user = userEvent.setup();
      renderWithProviders(<DataTable caption="Lojas" title="Lojas" columns={COLUMNS} rows={STORES} rowKey={(s) => s.id} empty={EMPTY} />);
      expect(screen.getByText('Há colunas fora da área visível: role a tabela para o lado ou use os botões.')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Lojas' })).toHaveAttribute('data-more-right');
      expect(screen.getByRole('button', { name: '← Colunas anteriores' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Mais colunas →' }));
      expect(scrolled).toEqual([360]);
    } finally {
      HTMLElement.prototype.scrollBy = scrollBy;
      restore();
    }
  });

  it('shows no hint when every column fits', () => {
    const restore = fakeLayout(600, 600);
    try {
      renderWithProviders(<DataTable caption="Lojas" title="Lojas" columns={COLUMNS} rows={STORES} rowKey={(s) => s.id} empty={EMPTY} />);
      expect(screen.queryByRole('button', { name: 'Mais colunas →' })).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Lojas' })).not.toHaveAttribute('data-more-right');
    } finally {
      restore();
    }
  });
});

describe('DataTable: totals row and paging (issue 14 §6)', () => {
  it('shows a totals row under the rows, outside the sorting, and pages long tables', async () => {
    const user = userEvent.setup();
    const many: Store[] = Array.from({ length: 70 }, (_, i) => ({ id: String(i + 1), name: `Dia ${i + 1}`, revenue: i + 1 }));
    renderWithProviders(
      <DataTable
        caption="Lojas"
        title="Lojas"
        columns={COLUMNS}
        rows={many}
        rowKey={(s) => s.id}
        empty={EMPTY}
        pageSize={62}
        totals={{ label: 'Total do período', cells: { revenue: 'R$ 2485.00' } }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Lojas' });
    const totals = within(region).getByRole('rowheader', { name: 'Total do período' }).closest('tr')!;
    expect(totals.parentElement?.tagName).toBe('TFOOT');
    expect(within(totals).getByText('R$ 2485.00')).toBeInTheDocument();
    expect(within(region).getAllByRole('rowheader')).toHaveLength(63);
    expect(screen.getByText('1–62 de 70')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(within(region).getAllByRole('rowheader')).toHaveLength(9);
  });
});
