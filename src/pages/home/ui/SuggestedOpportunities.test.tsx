import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import { renderWithRelay } from '@/shared/api/testing';
import { SuggestedOpportunities } from './SuggestedOpportunities';
import type { SuggestedOpportunitiesTestQuery } from './__generated__/SuggestedOpportunitiesTestQuery.graphql';

function Harness({ units = [] }: { units?: string[] }) {
  const data = useLazyLoadQuery<SuggestedOpportunitiesTestQuery>(
    graphql`
      query SuggestedOpportunitiesTestQuery @relay_test_operation {
        suggestedProductsOpportunities(units: null) {
          ...SuggestedOpportunities_opportunities
        }
      }
    `,
    {},
  );
  return (
    <SuggestedOpportunities
      opportunities={data.suggestedProductsOpportunities}
      units={units}
      unitsLabel={units.length ? 'Loja 7' : 'Todas as lojas'}
      filter={{ start: '2026-03-01', end: '2026-03-31', units: units.length ? units : null, loyalty: 'ALL', personType: null }}
    />
  );
}

const opportunity = (sku: string, name: string, figures: Record<string, number>) => ({
  products: [{ sku, name, department: 'Mercearia' }],
  clientsPercentage: 10,
  chainClientsPercentage: 20,
  revenuePercentage: 1,
  basketItemsPercentage: 1,
  missingClients: 10,
  averageSpend: 10,
  potentialRevenue: 100,
  ...figures,
});

const LEITE = opportunity('SKU-LEITE', 'Leite Integral 1L', { potentialRevenue: 5000, missingClients: 40 });
const CAFE = opportunity('SKU-CAFE', 'Café Torrado 500g', {
  clientsPercentage: 12.34,
  chainClientsPercentage: 40,
  revenuePercentage: 3.46,
  basketItemsPercentage: 2.06,
  missingClients: 1500,
  potentialRevenue: 1234.56,
});
const ARROZ = opportunity('SKU-ARROZ', 'Arroz Tipo 1 5kg', { potentialRevenue: 250.5, missingClients: 2500 });

const COMPUTED = {
  computedAt: '2026-04-01T12:00:00Z',
  outdated: false,
  windowStart: '2026-01-01',
  windowEnd: '2026-03-31',
  activeClients: 4321,
  chainActiveClients: 90000,
  opportunities: [ARROZ, CAFE, LEITE],
};

const NEVER = { ...COMPUTED, computedAt: null, windowStart: null, windowEnd: null, opportunities: [] };

function renderAnswered(list: Record<string, unknown>, units: string[] = []) {
  return renderWithRelay(<Harness units={units} />, { SuggestedProductsOpportunities: () => list });
}

const table = () => screen.getByRole('table', { name: 'Oportunidades de produtos' });
const productOrder = () => within(table()).getAllByRole('rowheader').map((cell) => cell.querySelector('span')?.textContent);

describe('SuggestedOpportunities: the products the selected stores could sell to more clients', () => {
  describe('when the list was computed', () => {
    it('shows each product’s shares and gap in pt-BR, the largest potential first', () => {
      renderAnswered(COMPUTED);
      expect(productOrder()).toEqual(['Leite Integral 1L', 'Café Torrado 500g', 'Arroz Tipo 1 5kg']);
      const cafe = screen.getByRole('row', { name: /Café Torrado 500g/ });
      expect(cafe).toHaveAttribute('data-sku', 'SKU-CAFE');
      expect(cafe).toHaveAttribute('data-potential', '1234.56');
      expect(within(cafe).getByText('SKU-CAFE · Mercearia')).toBeInTheDocument();
      const cells = within(cafe).getAllByRole('cell').map((cell) => cell.textContent);
      // clients 12.34 → 12,3%; chain 40; revenue 3.46 → 3,5%; basket 2.06 → 2,1%; 1500 clients; R$ 1.234,56
      expect(cells).toEqual(['12,3%', '40,0%', '3,5%', '2,1%', '1.500', 'R$\u00a01.234,56']);
    });

    it('sums the potential of every product in the footer', () => {
      renderAnswered(COMPUTED);
      // 5000 + 1234.56 + 250.5 = 6485.06
      expect(screen.getByText('3 oportunidades · potencial total R$ 6.485,06')).toBeInTheDocument();
    });

    it('says when, over which days, for which stores and how many active clients it was computed', () => {
      renderAnswered(COMPUTED);
      // 12:00 UTC is 09:00 in America/Bahia
      expect(
        screen.getByText('Calculado em 01/04/2026 às 09:00 · vendas de 01/01/2026 a 31/03/2026 · Todas as lojas · 4.321 clientes ativos'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Há vendas mais novas: recalcule')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled();
    });

    it('asks for a new computation when newer sales were processed', () => {
      renderAnswered({ ...COMPUTED, outdated: true });
      expect(screen.getByText('Há vendas mais novas: recalcule')).toBeInTheDocument();
    });
  });

  describe('when the user sorts a column', () => {
    it('sorts products by name A→Z on the first click and Z→A on the second', () => {
      renderAnswered(COMPUTED);
      const header = within(table()).getByRole('columnheader', { name: /Produto/ });
      expect(header).toHaveAttribute('aria-sort', 'none');
      fireEvent.click(within(header).getByRole('button'));
      expect(productOrder()).toEqual(['Arroz Tipo 1 5kg', 'Café Torrado 500g', 'Leite Integral 1L']);
      expect(header).toHaveAttribute('aria-sort', 'ascending');
      fireEvent.click(within(header).getByRole('button'));
      expect(productOrder()).toEqual(['Leite Integral 1L', 'Café Torrado 500g', 'Arroz Tipo 1 5kg']);
      expect(header).toHaveAttribute('aria-sort', 'descending');
    });

    it('sorts a figure column largest first, then smallest first', () => {
      renderAnswered(COMPUTED);
      const header = within(table()).getByRole('columnheader', { name: /Clientes a conquistar/ });
      fireEvent.click(within(header).getByRole('button'));
      // missing clients: Arroz 2500, Café 1500, Leite 40
      expect(productOrder()).toEqual(['Arroz Tipo 1 5kg', 'Café Torrado 500g', 'Leite Integral 1L']);
      expect(header).toHaveAttribute('aria-sort', 'descending');
      expect(within(table()).getByRole('columnheader', { name: /Potencial/ })).toHaveAttribute('aria-sort', 'none');
      fireEvent.click(within(header).getByRole('button'));
      expect(productOrder()).toEqual(['Leite Integral 1L', 'Café Torrado 500g', 'Arroz Tipo 1 5kg']);
    });
  });

  describe('when there is nothing to show', () => {
    it('asks to compute a selection that was never computed, with nothing to export', () => {
      renderAnswered(NEVER);
      expect(screen.getByText('As oportunidades destas lojas ainda não foram calculadas')).toBeInTheDocument();
      expect(screen.getByText(/Produtos que a rede vende a uma parte maior dos seus clientes do que Todas as lojas/)).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    });

    it('says no product is missing when the computation found none', () => {
      renderAnswered({ ...COMPUTED, opportunities: [] });
      expect(screen.getByText('Nenhuma oportunidade encontrada')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    });
  });

  describe('when the user clicks "Recalcular"', () => {
    /** The mutation's module loads on the click: the operation is sent once it is here. */
    const sentMutation = async (environment: ReturnType<typeof renderAnswered>['environment']) => {
      await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
      return environment.mock.getMostRecentOperation();
    };

    it('recomputes the selected stores and shows the new list', async () => {
      const { environment } = renderAnswered(NEVER, ['7']);
      fireEvent.click(screen.getByRole('button', { name: 'Recalcular' }));
      const mutation = await sentMutation(environment);
      expect(mutation.request.node.params.name).toBe('refreshOpportunitiesMutation');
      expect(mutation.request.variables).toEqual({ input: { units: ['7'] } });
      expect(screen.getByRole('button', { name: 'Recalculando…' })).toBeDisabled();
      act(() => {
        environment.mock.resolve(
          mutation,
          MockPayloadGenerator.generate(mutation, { SuggestedProductsOpportunities: () => ({ ...COMPUTED, opportunities: [CAFE] }) }),
        );
      });
      expect(productOrder()).toEqual(['Café Torrado 500g']);
      expect(screen.getByText('1 oportunidade · potencial total R$ 1.234,56')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Recalcular' })).toBeEnabled();
    });

    it('asks for every store when none is selected', async () => {
      const { environment } = renderAnswered(NEVER);
      fireEvent.click(screen.getByRole('button', { name: 'Recalcular' }));
      expect((await sentMutation(environment)).request.variables).toEqual({ input: { units: null } });
    });

    it('shows the server’s error and keeps the previous list', async () => {
      const { environment } = renderAnswered(COMPUTED);
      fireEvent.click(screen.getByRole('button', { name: 'Recalcular' }));
      await sentMutation(environment);
      act(() => {
        environment.mock.rejectMostRecentOperation(new Error('Vendas ainda em processamento'));
      });
      expect(screen.getByRole('alert')).toHaveTextContent('Vendas ainda em processamento');
      expect(productOrder()).toHaveLength(3);
    });
  });
});
