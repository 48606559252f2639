import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { renderWithRelay } from '@/shared/api/testing';
import { RevenueDecompositionReport } from './RevenueDecompositionReport';
import type { RevenueDecompositionReportTestQuery } from './__generated__/RevenueDecompositionReportTestQuery.graphql';

function Harness() {
  const data = useLazyLoadQuery<RevenueDecompositionReportTestQuery>(
    graphql`
      query RevenueDecompositionReportTestQuery @relay_test_operation {
        revenueDecomposition(filter: { start: "2026-03-01", end: "2026-03-31" }, reference: { start: "2025-03-01", end: "2025-03-31" }) {
          ...RevenueDecompositionReport_decomposition
        }
      }
    `,
    {},
  );
  return data.revenueDecomposition ? <RevenueDecompositionReport decomposition={data.revenueDecomposition} start="2026-03-01" end="2026-03-31" /> : null;
}

// March 2025 → March 2026: loyalty 60 000 → 75 000, the rest 40 000 → 43 000; the five effects add up to the 18 000 change
const LOYALTY = {
  referenceRevenue: 60000,
  currentRevenue: 75000,
  referenceClients: 2000,
  currentClients: 2400,
  referenceTickets: 5000,
  currentTickets: 5400,
  VAL_EFEITO_CLIENTES: 12000,
  VAL_EFEITO_FREQUENCIA: -3000,
  VAL_EFEITO_TICKET_MEDIO: 5000,
};
const NON_LOYALTY = {
  referenceRevenue: 40000,
  currentRevenue: 43000,
  referenceTickets: 4000,
  currentTickets: 3800,
  VAL_EFEITO_CUPONS_NAO_FIDELIDADE: -1500,
  VAL_EFEITO_TICKET_NAO_FIDELIDADE: 5500,
};

function decomposition(loyalty: typeof LOYALTY = LOYALTY, nonLoyalty: typeof NON_LOYALTY = NON_LOYALTY) {
  const reference = loyalty.referenceRevenue + nonLoyalty.referenceRevenue;
  const current = loyalty.currentRevenue + nonLoyalty.currentRevenue;
  return {
    referenceStart: '2025-03-01',
    referenceEnd: '2025-03-31',
    VAL_FATURAMENTO_REFERENCIA: reference,
    VAL_FATURAMENTO: current,
    VAL_VARIACAO_FATURAMENTO: current - reference,
    loyalty,
    nonLoyalty,
  };
}

function renderDecomposition(answer = decomposition()) {
  return renderWithRelay(<Harness />, { RevenueDecomposition: () => answer });
}

const figure = (metric: string) => document.querySelector(`[data-metric="${metric}"]`);
const waterfall = () => screen.getByLabelText('Da receita de referência à atual');
const step = (name: string) => waterfall().querySelector(`[data-step="${name}"]`) as HTMLElement;
const amount = (name: string) => step(name).querySelector('[data-value]') as HTMLElement;
const bar = (name: string) => step(name).querySelector('[aria-hidden="true"] > div') as HTMLElement;
// the card is the one region named "Fatores dos dois períodos"; the page's only table is inside it
const factors = () => within(screen.getByRole('region', { name: 'Fatores dos dois períodos' })).getByRole('table');
const factor = (name: string) =>
  within(within(factors()).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('RevenueDecompositionReport: where the revenue change came from', () => {
  describe('the KPI cards', () => {
    it('shows both revenues with their periods and the change between them', () => {
      renderDecomposition();
      // 60000 + 40000 and 75000 + 43000
      expect(figure('VAL_FATURAMENTO_REFERENCIA')).toHaveTextContent('R$ 100.000,00');
      expect(screen.getByLabelText('Faturamento de referência')).toHaveTextContent('01/03/2025 a 31/03/2025');
      expect(figure('VAL_FATURAMENTO')).toHaveTextContent('R$ 118.000,00');
      expect(screen.getByLabelText('Faturamento')).toHaveTextContent('01/03/2026 a 31/03/2026');
      expect(figure('VAL_VARIACAO_FATURAMENTO')).toHaveTextContent('R$ 18.000,00');
      expect(figure('VAL_VARIACAO_FATURAMENTO')).toHaveAttribute('data-value', '18000');
    });

    it('shows each of the five effects, a negative one with its sign', () => {
      renderDecomposition();
      expect(figure('VAL_EFEITO_CLIENTES')).toHaveTextContent('R$ 12.000,00');
      expect(figure('VAL_EFEITO_FREQUENCIA')).toHaveTextContent('-R$ 3.000,00');
      expect(figure('VAL_EFEITO_FREQUENCIA')).toHaveAttribute('data-value', '-3000');
      expect(figure('VAL_EFEITO_TICKET_MEDIO')).toHaveTextContent('R$ 5.000,00');
      expect(figure('VAL_EFEITO_CUPONS_NAO_FIDELIDADE')).toHaveTextContent('-R$ 1.500,00');
      expect(figure('VAL_EFEITO_TICKET_NAO_FIDELIDADE')).toHaveTextContent('R$ 5.500,00');
    });
  });

  describe('the waterfall', () => {
    it('goes from the reference revenue through the five effects to the current revenue', () => {
      renderDecomposition();
      const steps = [...waterfall().querySelectorAll('[data-step]')].map((item) => item.getAttribute('data-step'));
      expect(steps).toEqual([
        'REFERENCIA',
        'VAL_EFEITO_CLIENTES',
        'VAL_EFEITO_FREQUENCIA',
        'VAL_EFEITO_TICKET_MEDIO',
        'VAL_EFEITO_CUPONS_NAO_FIDELIDADE',
        'VAL_EFEITO_TICKET_NAO_FIDELIDADE',
        'ATUAL',
      ]);
      expect(step('REFERENCIA')).toHaveTextContent('Referência (01/03/2025 a 31/03/2025)');
      expect(step('ATUAL')).toHaveTextContent('Atual (01/03/2026 a 31/03/2026)');
      expect(step('VAL_EFEITO_TICKET_MEDIO')).toHaveTextContent('Efeito ticket médio (fidelidade)');
    });

    it('explains the method under the waterfall', () => {
      renderDecomposition();
      expect(waterfall()).toHaveTextContent(
        'Método: decomposição LMDI aditiva. Fidelidade: faturamento = clientes × compras por cliente × ticket médio; não fidelidade: faturamento = cupons × ticket médio.',
      );
    });

    it('signs the effects and not the totals', () => {
      renderDecomposition();
      expect(amount('REFERENCIA')).toHaveTextContent(/^R\$ 100\.000,00$/);
      expect(amount('VAL_EFEITO_CLIENTES')).toHaveTextContent('+R$ 12.000,00');
      expect(amount('VAL_EFEITO_FREQUENCIA')).toHaveTextContent(/^-R\$ 3\.000,00$/);
      expect(amount('VAL_EFEITO_FREQUENCIA')).toHaveAttribute('data-value', '-3000');
      expect(amount('VAL_EFEITO_TICKET_NAO_FIDELIDADE')).toHaveTextContent('+R$ 5.500,00');
      expect(amount('ATUAL')).toHaveTextContent(/^R\$ 118\.000,00$/);
    });

    it('starts each effect’s bar where the previous one ended, on a scale up to the highest running total', () => {
      renderDecomposition();
      // running totals: 100 000 → 112 000 → 109 000 → 114 000 → 112 500 → 118 000 (the highest)
      const percent = (value: number) => (value / 118000) * 100;
      const position = (name: string) => ({ left: parseFloat(bar(name).style.left), width: parseFloat(bar(name).style.width) });
      expect(position('REFERENCIA').left).toBeCloseTo(0, 6);
      expect(position('REFERENCIA').width).toBeCloseTo(percent(100000), 6);
      expect(position('VAL_EFEITO_CLIENTES').left).toBeCloseTo(percent(100000), 6);
      expect(position('VAL_EFEITO_CLIENTES').width).toBeCloseTo(percent(12000), 6);
      // a negative effect runs back from 112 000 to 109 000
      expect(position('VAL_EFEITO_FREQUENCIA').left).toBeCloseTo(percent(109000), 6);
      expect(position('VAL_EFEITO_FREQUENCIA').width).toBeCloseTo(percent(3000), 6);
      expect(position('VAL_EFEITO_TICKET_NAO_FIDELIDADE').left).toBeCloseTo(percent(112500), 6);
      expect(position('ATUAL').width).toBeCloseTo(100, 6);
    });
  });

  describe('the factors table', () => {
    it('is one landmark, the card with its heading, and its scroll box still takes the keyboard focus', () => {
      renderDecomposition();
      const regions = screen.getAllByRole('region', { name: 'Fatores dos dois períodos' });
      expect(regions).toHaveLength(1);
      expect(within(regions[0]).getByRole('heading', { name: 'Fatores dos dois períodos' })).toBeInTheDocument();
      expect(factors().parentElement).toHaveAttribute('tabindex', '0');
    });

    it('heads the two periods by their days', () => {
      renderDecomposition();
      expect(
        within(factors())
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Fator', 'Referência (01/03/2025 a 31/03/2025)', 'Atual (01/03/2026 a 31/03/2026)']);
    });

    it('derives purchases per client and average tickets from the two periods’ totals', () => {
      renderDecomposition();
      expect(factor('Clientes (fidelidade)')).toEqual(['2.000', '2.400']);
      // 5000 / 2000 = 2,5 and 5400 / 2400 = 2,25
      expect(factor('Compras por cliente (fidelidade)')).toEqual(['2,5', '2,25']);
      // 60000 / 5000 = R$ 12,00 and 75000 / 5400 = R$ 13,89
      expect(factor('Ticket médio (fidelidade)')).toEqual(['R$\u00a012,00', 'R$\u00a013,89']);
      expect(factor('Faturamento fidelidade')).toEqual(['R$\u00a060.000,00', 'R$\u00a075.000,00']);
      expect(factor('Cupons (não fidelidade)')).toEqual(['4.000', '3.800']);
      // 40000 / 4000 = R$ 10,00 and 43000 / 3800 = R$ 11,32
      expect(factor('Ticket médio (não fidelidade)')).toEqual(['R$\u00a010,00', 'R$\u00a011,32']);
      expect(factor('Faturamento não fidelidade')).toEqual(['R$\u00a040.000,00', 'R$\u00a043.000,00']);
    });

    it('shows zero, not a division error, for a factor of a period without loyalty clients', () => {
      renderDecomposition(
        decomposition({ ...LOYALTY, referenceRevenue: 0, referenceClients: 0, referenceTickets: 0, VAL_EFEITO_CLIENTES: 75000, VAL_EFEITO_FREQUENCIA: 0, VAL_EFEITO_TICKET_MEDIO: 0 }),
      );
      expect(factor('Clientes (fidelidade)')).toEqual(['0', '2.400']);
      expect(factor('Compras por cliente (fidelidade)')).toEqual(['0', '2,25']);
      expect(factor('Ticket médio (fidelidade)')).toEqual(['R$\u00a00,00', 'R$\u00a013,89']);
      // reference 0 + 40000
      expect(figure('VAL_FATURAMENTO_REFERENCIA')).toHaveTextContent('R$ 40.000,00');
    });
  });
});
