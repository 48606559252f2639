import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { renderWithRelay } from '@/shared/api/testing';
import { ClubStores } from './ClubStores';
import type { ClubStoresTestQuery } from './__generated__/ClubStoresTestQuery.graphql';

function Harness() {
  const data = useLazyLoadQuery<ClubStoresTestQuery>(
    graphql`
      query ClubStoresTestQuery @relay_test_operation {
        clubStores(filter: { start: "2026-03-01", end: "2026-03-31" }) {
          ...ClubStores_rows
        }
      }
    `,
    {},
  );
  return <ClubStores rows={data.clubStores ?? []} />;
}

const store = (ID_UNIDADE: string, NOM_NOME: string, figures: Record<string, number>) => ({
  ID_UNIDADE,
  NOM_NOME,
  NUM_CLIENTES_CADASTRADOS: 0,
  NUM_CLIENTES_ATIVOS: 0,
  VAL_FATURAMENTO: 0,
  NUM_CUPONS: 0,
  PER_FATURAMENTO_FIDELIDADE: 0,
  VAL_TICKET_MEDIO_FIDELIDADE: 0,
  VAL_TICKET_MEDIO_NAO_FIDELIDADE: 0,
  PER_CUPONS_FIDELIDADE: 0,
  ...figures,
});

const CENTRO = store('1', 'Loja Centro', {
  NUM_CLIENTES_CADASTRADOS: 12000,
  NUM_CLIENTES_ATIVOS: 4500,
  VAL_FATURAMENTO: 150000.5,
  NUM_CUPONS: 3000,
  PER_FATURAMENTO_FIDELIDADE: 62.34,
  VAL_TICKET_MEDIO_FIDELIDADE: 55.5,
  VAL_TICKET_MEDIO_NAO_FIDELIDADE: 38.25,
  PER_CUPONS_FIDELIDADE: 48.76,
});
const PRAIA = store('2', 'Loja Praia', {
  NUM_CLIENTES_CADASTRADOS: 800,
  NUM_CLIENTES_ATIVOS: 300,
  VAL_FATURAMENTO: 98765.43,
  NUM_CUPONS: 2000,
  PER_FATURAMENTO_FIDELIDADE: 71.2,
  VAL_TICKET_MEDIO_FIDELIDADE: 60,
  VAL_TICKET_MEDIO_NAO_FIDELIDADE: 41.1,
  PER_CUPONS_FIDELIDADE: 55,
});
// registered clients but no sale in the period
const NOVA = store('3', 'Loja Nova', { NUM_CLIENTES_CADASTRADOS: 50000 });

function renderRows(rows: unknown[]) {
  return renderWithRelay(<Harness />, { Query: () => ({ clubStores: rows }) });
}

const storesTable = () => screen.getByRole('table', { name: 'Indicadores do clube por loja' });
const storeOrder = () => within(storesTable()).getAllByRole('rowheader').map((cell) => cell.textContent);
const cell = (row: string, column: string) => storesTable().querySelector(`[data-row="${row}"] [data-column="${column}"]`);

describe('ClubStores: the club figures store by store', () => {
  describe('when the stores had sales', () => {
    it('shows each store’s figures in pt-BR, the largest revenue first', () => {
      renderRows([PRAIA, NOVA, CENTRO]);
      expect(storeOrder()).toEqual(['Loja Centro', 'Loja Praia', 'Loja Nova']);
      const centro = within(storesTable()).getByRole('row', { name: /Loja Centro/ });
      const cells = within(centro)
        .getAllByRole('cell')
        .map((item) => item.textContent);
      // 12000 registered, 4500 active, R$ 150.000,50, 62,34% → 62,3%, R$ 55,50, R$ 38,25, 48,76% → 48,8%
      expect(cells).toEqual(['12.000', '4.500', 'R$\u00a0150.000,50', '62,3%', 'R$\u00a055,50', 'R$\u00a038,25', '48,8%']);
    });

    it('keeps each cell’s raw value beside the rounded one', () => {
      renderRows([CENTRO, PRAIA]);
      expect(cell('1', 'PER_FATURAMENTO_FIDELIDADE')).toHaveAttribute('data-value', '62.34');
      expect(cell('2', 'VAL_FATURAMENTO')).toHaveAttribute('data-value', '98765.43');
      expect(cell('2', 'VAL_FATURAMENTO')).toHaveTextContent('R$ 98.765,43');
      expect(cell('1', 'NOM_NOME')).toHaveAttribute('data-value', 'Loja Centro');
    });

    it('heads the columns like the exported file', () => {
      renderRows([CENTRO]);
      const headers = within(storesTable())
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      expect(headers).toEqual([
        'Loja',
        'Clientes cadastrados',
        'Clientes ativos',
        'Faturamento▼',
        '% faturamento fidelidade',
        'Ticket médio fidelidade',
        'Ticket médio não fidelidade',
        '% cupons fidelidade',
      ]);
    });

    it('charts the loyalty share of the stores that sold, the largest share first', () => {
      renderRows([CENTRO, NOVA, PRAIA]);
      const chart = screen.getByRole('region', { name: 'Participação do clube no faturamento por loja' });
      const rows = within(within(chart).getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
      // Praia 71,2% before Centro 62,3%; Nova sold nothing
      expect(rows).toEqual(['Loja Praia71,2%', 'Loja Centro62,3%']);
    });
  });

  describe('when the user sorts a column', () => {
    it('orders by registered clients, most first, then fewest first', () => {
      renderRows([CENTRO, PRAIA, NOVA]);
      const header = within(storesTable()).getByRole('columnheader', { name: /Clientes cadastrados/ });
      fireEvent.click(within(header).getByRole('button'));
      expect(header).toHaveAttribute('aria-sort', 'descending');
      expect(within(storesTable()).getByRole('columnheader', { name: /^Faturamento/ })).toHaveAttribute('aria-sort', 'none');
      // 50000, 12000, 800
      expect(storeOrder()).toEqual(['Loja Nova', 'Loja Centro', 'Loja Praia']);
      fireEvent.click(within(header).getByRole('button'));
      expect(header).toHaveAttribute('aria-sort', 'ascending');
      expect(storeOrder()).toEqual(['Loja Praia', 'Loja Centro', 'Loja Nova']);
    });

    it('orders by store name alphabetically', () => {
      renderRows([PRAIA, NOVA, CENTRO]);
      const header = within(storesTable()).getByRole('columnheader', { name: /^Loja/ });
      fireEvent.click(within(header).getByRole('button'));
      expect(header).toHaveAttribute('aria-sort', 'ascending');
      expect(storeOrder()).toEqual(['Loja Centro', 'Loja Nova', 'Loja Praia']);
    });
  });

  describe('when there are many stores', () => {
    it('pages the table 25 stores at a time', () => {
      const many = Array.from({ length: 27 }, (_, index) =>
        store(String(index + 1), `Loja ${String(index + 1).padStart(2, '0')}`, { VAL_FATURAMENTO: 1000 * (index + 1), NUM_CUPONS: 10 }),
      );
      renderRows(many);
      // revenue 27 000 down to 3 000 on the first page
      expect(storeOrder()).toHaveLength(25);
      expect(storeOrder()[0]).toBe('Loja 27');
      expect(screen.getByText('1–25 de 27')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
      expect(storeOrder()).toEqual(['Loja 02', 'Loja 01']);
      expect(screen.getByText('26–27 de 27')).toBeInTheDocument();
    });
  });

  describe('when no store matches the filters', () => {
    it('says so, with neither chart nor table', () => {
      renderRows([]);
      expect(screen.getByText('Nenhuma loja nos filtros escolhidos')).toBeInTheDocument();
      expect(screen.getByText('Escolha outras lojas nos filtros acima.')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Participação do clube no faturamento por loja' })).not.toBeInTheDocument();
    });

    it('leaves the chart out when no store sold, but lists the stores', () => {
      renderRows([NOVA]);
      expect(screen.queryByRole('region', { name: 'Participação do clube no faturamento por loja' })).not.toBeInTheDocument();
      expect(storeOrder()).toEqual(['Loja Nova']);
      expect(cell('3', 'NUM_CLIENTES_CADASTRADOS')).toHaveTextContent('50.000');
    });
  });
});
