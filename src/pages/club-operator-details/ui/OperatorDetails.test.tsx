import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { renderWithRelay } from '@/shared/api/testing';
import { OperatorDetails } from './OperatorDetails';
import type { OperatorDetailsTestQuery } from './__generated__/OperatorDetailsTestQuery.graphql';

function Harness() {
  const data = useLazyLoadQuery<OperatorDetailsTestQuery>(
    graphql`
      query OperatorDetailsTestQuery @relay_test_operation {
        operatorDetails(operatorId: "101", filter: { start: "2026-03-01", end: "2026-03-31" }) {
          ...OperatorDetails_operator
        }
      }
    `,
    {},
  );
  return data.operatorDetails ? <OperatorDetails operator={data.operatorDetails} /> : null;
}

const store = (ID_UNIDADE: string, NOM_NOME: string, DATA_INCLUSAO: string, coupons: number, identified: number, revenue: number, identifiedRevenue: number) => ({
  COD_ID_PROFISSIONAL: '101',
  NOME_PROFISSIONAL: 'Ana Souza',
  ID_UNIDADE,
  NOM_NOME,
  DATA_INCLUSAO,
  NUM_CUPONS_TOTAL: coupons,
  NUM_CUPONS_IDENTIFICADOS: identified,
  PER_CUPONS_IDENTIFICADOS: (identified / coupons) * 100,
  VAL_FATURAMENTO_TOTAL: revenue,
  VAL_FATURAMENTO_IDENTIFICADO: identifiedRevenue,
  PER_FATURAMENTO_IDENTIFICADO: (identifiedRevenue / revenue) * 100,
});

const day = (date: string, coupons: number, identified: number) => ({
  day: date,
  NUM_CUPONS_TOTAL: coupons,
  NUM_CUPONS_IDENTIFICADOS: identified,
  PER_CUPONS_IDENTIFICADOS: (identified / coupons) * 100,
});

const STORES = [
  store('2', 'Loja Praia', '2025-09-15', 300, 276, 15000.5, 13500),
  store('1', 'Loja Centro', '2025-06-01', 1200, 960, 60000, 50400),
];
const DAYS = [day('2026-03-02', 40, 30), day('2026-03-03', 50, 45), day('2026-03-05', 10, 3)];

/** The operator over the chain: the sums of its stores, as the server adds them up. */
function operatorOf(stores: ReturnType<typeof store>[], days: ReturnType<typeof day>[]) {
  const sum = (pick: (row: ReturnType<typeof store>) => number) => stores.reduce((total, row) => total + pick(row), 0);
  const coupons = sum((r) => r.NUM_CUPONS_TOTAL);
  const identified = sum((r) => r.NUM_CUPONS_IDENTIFICADOS);
  const revenue = sum((r) => r.VAL_FATURAMENTO_TOTAL);
  const identifiedRevenue = sum((r) => r.VAL_FATURAMENTO_IDENTIFICADO);
  return {
    COD_ID_PROFISSIONAL: '101',
    NOME_PROFISSIONAL: 'Ana Souza',
    DATA_INCLUSAO: [...stores.map((r) => r.DATA_INCLUSAO)].sort()[0] ?? '2026-03-01',
    NUM_CUPONS_TOTAL: coupons,
    NUM_CUPONS_IDENTIFICADOS: identified,
    PER_CUPONS_IDENTIFICADOS: coupons ? (identified / coupons) * 100 : 0,
    VAL_FATURAMENTO_TOTAL: revenue,
    VAL_FATURAMENTO_IDENTIFICADO: identifiedRevenue,
    PER_FATURAMENTO_IDENTIFICADO: revenue ? (identifiedRevenue / revenue) * 100 : 0,
    days,
    stores,
  };
}

function renderOperator(stores = STORES, days = DAYS) {
  return renderWithRelay(<Harness />, { OperatorDetails: () => operatorOf(stores, days) });
}

const figure = (metric: string) => document.querySelector(`[data-metric="${metric}"]`);
const storesTable = () => screen.getByRole('table', { name: 'O operador em cada loja' });
const storeNames = () => within(storesTable()).getAllByRole('rowheader').map((cell) => cell.textContent);

describe('OperatorDetails: one cashier over the period', () => {
  describe('the figures', () => {
    it('shows the coupons and revenue over every store, in pt-BR', () => {
      renderOperator();
      // 300 + 1200 coupons, 276 + 960 identified
      expect(figure('NUM_CUPONS_TOTAL')).toHaveTextContent('1.500');
      expect(figure('NUM_CUPONS_IDENTIFICADOS')).toHaveTextContent('1.236');
      // 1236 / 1500 = 82,4%
      expect(figure('PER_CUPONS_IDENTIFICADOS')).toHaveTextContent('82,4%');
      // 15000.50 + 60000; 13500 + 50400 = 63900, 85.199…%
      expect(figure('VAL_FATURAMENTO_TOTAL')).toHaveTextContent('R$ 75.000,50');
      expect(figure('VAL_FATURAMENTO_IDENTIFICADO')).toHaveTextContent('R$ 63.900,00');
      expect(figure('PER_FATURAMENTO_IDENTIFICADO')).toHaveTextContent('85,2%');
      expect(figure('PER_FATURAMENTO_IDENTIFICADO')).toHaveAttribute('data-value', String((63900 / 75000.5) * 100));
    });

    it('shows the first day the operator worked, in any store', () => {
      renderOperator();
      expect(figure('DATA_INCLUSAO')).toHaveTextContent('01/06/2025');
      expect(figure('DATA_INCLUSAO')).toHaveAttribute('data-value', '2025-06-01');
      expect(screen.getByLabelText('Primeiro dia')).toBeInTheDocument();
    });
  });

  describe('the day-by-day chart', () => {
    it('plots the identified share of each day with sales', () => {
      renderOperator();
      expect(screen.getByRole('region', { name: 'Cupons identificados por dia' })).toHaveTextContent('Parte dos cupons do operador com CPF/CNPJ informado');
      const chart = screen.getByRole('table', { name: 'Percentual de cupons identificados por dia' });
      const bars = within(chart)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
      // 30/40, 45/50, 3/10
      expect(bars).toEqual(['02/0375,0%', '03/0390,0%', '05/0330,0%']);
    });

    it('is left out when no day had sales', () => {
      renderOperator(STORES, []);
      expect(screen.queryByRole('region', { name: 'Cupons identificados por dia' })).not.toBeInTheDocument();
      expect(storeNames()).toHaveLength(2);
    });
  });

  describe('the stores table', () => {
    it('shows the operator in each store, in the server’s order', () => {
      renderOperator();
      expect(storeNames()).toEqual(['Loja Praia', 'Loja Centro']);
      const centro = storesTable().querySelector('[data-row="1"]') as HTMLElement;
      expect(
        within(centro)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['01/06/2025', '1.200', '960', '80,0%', 'R$\u00a060.000,00', 'R$\u00a050.400,00', '84,0%']);
      expect(centro.querySelector('[data-column="DATA_INCLUSAO"]')).toHaveAttribute('data-value', '2025-06-01');
    });

    it('sorts the stores by coupons, most first, then fewest first', () => {
      renderOperator();
      const header = within(storesTable()).getByRole('columnheader', { name: 'Cupons' });
      fireEvent.click(within(header).getByRole('button'));
      expect(header).toHaveAttribute('aria-sort', 'descending');
      expect(storeNames()).toEqual(['Loja Centro', 'Loja Praia']);
      fireEvent.click(within(header).getByRole('button'));
      expect(storeNames()).toEqual(['Loja Praia', 'Loja Centro']);
    });

    it('says when the operator has no store in the selection', () => {
      renderOperator([], []);
      expect(screen.getByText('Nenhuma loja')).toBeInTheDocument();
      expect(screen.getByText('O operador não emitiu cupons nas lojas escolhidas.')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(figure('NUM_CUPONS_TOTAL')).toHaveAttribute('data-value', '0');
    });
  });
});
