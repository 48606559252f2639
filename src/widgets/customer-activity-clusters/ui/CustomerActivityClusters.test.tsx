import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { renderWithRelay } from '@/shared/api/testing';
import { CustomerActivityClusters } from './CustomerActivityClusters';
import type { CustomerActivityClustersTestQuery } from './__generated__/CustomerActivityClustersTestQuery.graphql';

function Harness({ processed = true }: { processed?: boolean }) {
  const data = useLazyLoadQuery<CustomerActivityClustersTestQuery>(
    graphql`
      query CustomerActivityClustersTestQuery @relay_test_operation {
        viewer {
          account {
            ...CustomerActivityClusters_account
          }
        }
        clientsActivityClusters(date: "2026-03-31") {
          ...CustomerActivityClusters_clusters
        }
      }
    `,
    {},
  );
  if (!data.viewer) return null;
  return <CustomerActivityClusters account={data.viewer.account} clusters={processed ? data.clientsActivityClusters ?? null : null} />;
}

const CRITERIA = {
  actives: { bought: 60, not_bought: null },
  recent_inactives: { bought: 120, not_bought: 60 },
  at_risk: { bought: 180, not_bought: 120 },
  losses: { bought: null, not_bought: 180 },
};

// 2000 registered: 1234 + 300 + 210 + 150 + 106
const REGISTERED = 2000;
const share = (quantity: number) => ({ quantity, percentage: (quantity / REGISTERED) * 100 });
const CLUSTERS = {
  date: '2026-03-31',
  registered: REGISTERED,
  actives: share(1234),
  recentInactives: share(300),
  atRisk: share(210),
  losses: share(150),
  neverBought: share(106),
};

function renderAnswered(options: { clusters?: Record<string, unknown>; criteria?: Record<string, unknown>; processed?: boolean } = {}) {
  return renderWithRelay(<Harness processed={options.processed} />, {
    RecencyCriteria: () => options.criteria ?? CRITERIA,
    ClientsActivityClusters: () => options.clusters ?? CLUSTERS,
  });
}

const group = (key: string) => document.querySelector(`[data-cluster="${key}"]`) as HTMLElement;

describe('CustomerActivityClusters: the customer base split by last purchase', () => {
  describe('when the account has processed sales', () => {
    it('says on which date and out of how many registered clients', () => {
      renderAnswered();
      const region = screen.getByRole('region', { name: 'Atividade dos clientes' });
      expect(within(region).getByText('Em 31/03/2026 · 2.000 clientes cadastrados')).toBeInTheDocument();
    });

    it('lists the five groups in order with their quantity and one-decimal share', () => {
      renderAnswered();
      const keys = [...document.querySelectorAll('[data-cluster]')].map((item) => item.getAttribute('data-cluster'));
      expect(keys).toEqual(['actives', 'recentInactives', 'atRisk', 'losses', 'neverBought']);
      expect(group('actives')).toHaveAttribute('data-quantity', '1234');
      // 1234 / 2000 = 61,7%
      expect(group('actives')).toHaveTextContent('Ativos1.23461,7%');
      expect(group('recentInactives')).toHaveTextContent('Inativos recentes30015,0%');
      expect(group('atRisk')).toHaveTextContent('Em risco21010,5%');
      expect(group('losses')).toHaveTextContent('Perdidos1507,5%');
      expect(group('neverBought')).toHaveTextContent('Nunca compraram1065,3%');
      expect(Number(group('losses').getAttribute('data-percentage'))).toBeCloseTo(7.5);
    });

    it('spells out each group’s rule from the account’s recency criteria', () => {
      renderAnswered();
      expect(group('actives')).toHaveTextContent('Compraram nos últimos 60 dias');
      expect(group('recentInactives')).toHaveTextContent('Compraram nos últimos 120 dias, mas não nos últimos 60');
      expect(group('atRisk')).toHaveTextContent('Compraram nos últimos 180 dias, mas não nos últimos 120');
      expect(group('losses')).toHaveTextContent('Já compraram, mas não nos últimos 180 dias');
      expect(group('neverBought')).toHaveTextContent('Cadastrados que nunca compraram identificados até a data');
      const help = screen.getByRole('tooltip', { hidden: true });
      expect(help).toHaveTextContent('Ativos: Compraram nos últimos 60 dias.');
      expect(help).toHaveTextContent('Perdidos: Já compraram, mas não nos últimos 180 dias.');
    });

    it('says a group has no rule when the account configured none', () => {
      renderAnswered({ criteria: { ...CRITERIA, at_risk: { bought: null, not_bought: null } } });
      expect(group('atRisk')).toHaveTextContent('Sem critério configurado');
    });

    it('gives the donut’s quantities to screen readers in a table', () => {
      renderAnswered();
      const table = screen.getByRole('table', { name: 'Clientes por grupo de atividade' });
      const rows = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
      expect(rows).toEqual(['Ativos1.234', 'Inativos recentes300', 'Em risco210', 'Perdidos150', 'Nunca compraram106']);
    });
  });

  describe('when there is nothing to split', () => {
    it('says no client was registered by that date, without a donut', () => {
      const none = { quantity: 0, percentage: 0 };
      renderAnswered({
        clusters: { date: '2026-03-31', registered: 0, actives: none, recentInactives: none, atRisk: none, losses: none, neverBought: none },
      });
      expect(screen.getByText('Em 31/03/2026 · 0 clientes cadastrados')).toBeInTheDocument();
      expect(screen.getByText('Nenhum cliente cadastrado até esta data nas lojas selecionadas.')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(document.querySelector('[data-cluster]')).toBeNull();
    });

    it('says sales were not processed yet before the first processing', () => {
      renderAnswered({ processed: false });
      expect(screen.getByText('Ainda não há vendas processadas para mostrar a atividade dos clientes.')).toBeInTheDocument();
      expect(document.querySelector('[data-cluster]')).toBeNull();
    });
  });
});
