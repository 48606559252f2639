import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { renderWithRelay } from '@/shared/api/testing';
import { OperatorsPerformance } from './OperatorsPerformance';
import type { OperatorsPerformanceTestQuery } from './__generated__/OperatorsPerformanceTestQuery.graphql';

function Harness() {
  const data = useLazyLoadQuery<OperatorsPerformanceTestQuery>(
    graphql`
      query OperatorsPerformanceTestQuery @relay_test_operation {
        operatorPerformance(filter: { start: "2026-03-01", end: "2026-03-31" }) {
          ...OperatorsPerformance_rows
        }
      }
    `,
    {},
  );
  return (
    <OperatorsPerformance
      rows={data.operatorPerformance ?? []}
      detailsHref={(operatorId) => `/clube/performance-operacional/operador/${operatorId}?de=2026-03-01&ate=2026-03-31`}
    />
  );
}

const operator = (code: string, name: string, store: [string, string], coupons: number, identified: number, revenue: number, identifiedRevenue: number) => ({
  COD_ID_PROFISSIONAL: code,
  NOME_PROFISSIONAL: name,
  ID_UNIDADE: store[0],
  NOM_NOME: store[1],
  DATA_INCLUSAO: '2025-06-01',
  NUM_CUPONS_TOTAL: coupons,
  NUM_CUPONS_IDENTIFICADOS: identified,
  PER_CUPONS_IDENTIFICADOS: (identified / coupons) * 100,
  VAL_FATURAMENTO_TOTAL: revenue,
  VAL_FATURAMENTO_IDENTIFICADO: identifiedRevenue,
  PER_FATURAMENTO_IDENTIFICADO: (identifiedRevenue / revenue) * 100,
});

const CENTRO: [string, string] = ['1', 'Loja Centro'];
const PRAIA: [string, string] = ['2', 'Loja Praia'];

// Ana works in two stores; Carla's 7 coupons are too few for the ranking (minimum 100)
const ANA_CENTRO = operator('101', 'Ana Souza', CENTRO, 1200, 960, 60000, 50400);
const ANA_PRAIA = operator('101', 'Ana Souza', PRAIA, 300, 276, 15000.5, 13500);
const JOAO = operator('102', 'João Pereira', CENTRO, 800, 520, 40000, 24000);
const CARLA = operator('103', 'Carla Dias', PRAIA, 7, 7, 350, 350);
const UNNAMED = operator('104', '', CENTRO, 50, 10, 2000, 500);
const OPERATORS = [JOAO, CARLA, ANA_CENTRO, UNNAMED, ANA_PRAIA];

function renderOperators(rows: unknown[] = OPERATORS) {
  return renderWithRelay(
    <MemoryRouter>
      <Harness />
    </MemoryRouter>,
    { Query: () => ({ operatorPerformance: rows }) },
  );
}

const table = () => screen.getByRole('table', { name: 'Operadores por loja, com cupons e faturamento identificados' });
const tableRows = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => `${cell.textContent} @ ${cell.closest('tr')?.querySelector('[data-column="NOM_NOME"]')?.textContent}`);

describe('OperatorsPerformance: how often each cashier identifies the buyer', () => {
  describe('the operators table', () => {
    it('lists every operator per store, the highest share of identified coupons first', () => {
      renderOperators();
      // 7/7 = 100%, 276/300 = 92%, 960/1200 = 80%, 520/800 = 65%, 10/50 = 20%
      expect(tableRows()).toEqual([
        'Carla Dias @ Loja Praia',
        'Ana Souza @ Loja Praia',
        'Ana Souza @ Loja Centro',
        'João Pereira @ Loja Centro',
        'Operador 104 @ Loja Centro',
      ]);
      expect(within(table()).getByRole('columnheader', { name: /% identificados/ })).toHaveAttribute('aria-sort', 'descending');
    });

    it('shows an operator’s coupons and revenue, identified and total, in pt-BR', () => {
      renderOperators();
      const row = table().querySelector('[data-row="101@2"]') as HTMLElement;
      expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([
        '101',
        'Loja Praia',
        '01/06/2025',
        '300',
        '276',
        // 276 / 300
        '92,0%',
        'R$\u00a015.000,50',
        'R$\u00a013.500,00',
        // 13500 / 15000.5 = 89.997%
        '90,0%',
      ]);
      expect(row.querySelector('[data-column="PER_FATURAMENTO_IDENTIFICADO"]')).toHaveAttribute('data-value', String((13500 / 15000.5) * 100));
    });

    it('links each operator to their details, keeping the page’s filters', () => {
      renderOperators();
      expect(within(table()).getAllByRole('link', { name: 'Ana Souza' })[0]).toHaveAttribute(
        'href',
        '/clube/performance-operacional/operador/101?de=2026-03-01&ate=2026-03-31',
      );
      expect(within(table()).getByRole('link', { name: 'Operador 104' })).toHaveAttribute('href', '/clube/performance-operacional/operador/104?de=2026-03-01&ate=2026-03-31');
    });

    it('sorts by revenue, largest first', () => {
      renderOperators();
      const header = within(table()).getByRole('columnheader', { name: 'Faturamento' });
      fireEvent.click(within(header).getByRole('button'));
      expect(header).toHaveAttribute('aria-sort', 'descending');
      // 60000, 40000, 15000.50, 2000, 350
      expect(tableRows()).toEqual([
        'Ana Souza @ Loja Centro',
        'João Pereira @ Loja Centro',
        'Ana Souza @ Loja Praia',
        'Operador 104 @ Loja Centro',
        'Carla Dias @ Loja Praia',
      ]);
    });

    it('finds operators by store, by code and by name without accents', () => {
      renderOperators();
      const search = screen.getByRole('searchbox', { name: 'Buscar operador' });
      fireEvent.change(search, { target: { value: 'praia' } });
      expect(tableRows()).toEqual(['Carla Dias @ Loja Praia', 'Ana Souza @ Loja Praia']);
      fireEvent.change(search, { target: { value: '104' } });
      expect(tableRows()).toEqual(['Operador 104 @ Loja Centro']);
      fireEvent.change(search, { target: { value: 'joao' } });
      expect(tableRows()).toEqual(['João Pereira @ Loja Centro']);
      fireEvent.change(search, { target: { value: 'Zé' } });
      expect(screen.getByText('Nenhum resultado para a busca')).toBeInTheDocument();
    });
  });

  describe('the ranking chart', () => {
    it('ranks only operators with at least 100 coupons, each with its sample, telling apart a name in two stores', () => {
      renderOperators();
      const chart = screen.getByRole('table', { name: 'Ranking de operadores por cupons identificados' });
      const bars = within(chart)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
      // Carla (7 coupons) and operator 104 (50) are left out
      expect(bars).toEqual(['Ana Souza (Loja Praia) · 300 cupons92,0%', 'Ana Souza (Loja Centro) · 1.200 cupons80,0%', 'João Pereira · 800 cupons65,0%']);
    });

    it('says how many it ranks and how many were left out for too few coupons', () => {
      renderOperators();
      const region = screen.getByRole('region', { name: 'Ranking de identificação de clientes' });
      expect(region).toHaveTextContent('Os 3 operadores com a maior parte dos cupons com CPF/CNPJ informado no período.');
      expect(region).toHaveTextContent(
        'Só entram no ranking operadores com pelo menos 100 cupons no período; 2 operadores com menos cupons ficaram de fora.',
      );
    });

    it('names an operator with no name by their code, as the table does, and never takes two unnamed operators for one name', () => {
      const unnamed = (code: string, coupons: number, identified: number) => operator(code, '', CENTRO, coupons, identified, 5000, 2500);
      renderOperators([unnamed('104', 150, 120), unnamed('105', 200, 100), ANA_CENTRO]);
      const chart = screen.getByRole('table', { name: 'Ranking de operadores por cupons identificados' });
      const bars = within(chart)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
      // 120/150 = 80%, 100/200 = 50%, 960/1200 = 80%
      expect(bars).toContain('Operador 104 · 150 cupons80,0%');
      expect(bars).toContain('Operador 105 · 200 cupons50,0%');
      expect(bars).toContain('Ana Souza · 1.200 cupons80,0%');
      expect(within(table()).getByRole('link', { name: 'Operador 104' })).toBeInTheDocument();
    });

    it('shows at most ten operators', () => {
      const many = Array.from({ length: 12 }, (_, index) => operator(`2${index}`, `Operador ${index + 1}`, CENTRO, 200, 100 + index, 1000, 500));
      renderOperators(many);
      const chart = screen.getByRole('table', { name: 'Ranking de operadores por cupons identificados' });
      expect(within(chart).getAllByRole('row')).toHaveLength(1 + 10);
      // the best: 111 of 200 coupons
      expect(within(chart).getAllByRole('row')[1]).toHaveTextContent('Operador 12 · 200 cupons55,5%');
    });

    it('explains why there is no ranking when nobody reached the minimum', () => {
      renderOperators([CARLA, UNNAMED]);
      const region = screen.getByRole('region', { name: 'Ranking de identificação de clientes' });
      expect(region).toHaveTextContent('Nenhum operador tem 100 cupons ou mais no período, o mínimo para entrar no ranking.');
      expect(screen.queryByRole('table', { name: 'Ranking de operadores por cupons identificados' })).not.toBeInTheDocument();
      expect(tableRows()).toHaveLength(2);
    });
  });

  describe('when no operator had coupons', () => {
    it('says so, with no ranking', () => {
      renderOperators([]);
      expect(screen.getByText('Nenhum operador com cupons no período')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Ranking de identificação de clientes' })).not.toBeInTheDocument();
    });
  });
});
