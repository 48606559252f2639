import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '@/shared/lib/testing';
import { AnalyticsPage } from './AnalyticsPage';
import { ChartCard } from './AnalyticsLayout';
import { EmptyState, endsBeforeFirstSale, ErrorState, FirstSaleNote, NoSalesInPeriod, NoSalesYet, PageSkeleton } from './PageStates';

function inRouter(ui: React.ReactElement) {
  return renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);
}

/** A child that suspends until `release` is called, like a page reading its preloaded query. */
function suspending() {
  let done = false;
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = () => {
      done = true;
      r();
    };
  });
  function Content() {
    if (!done) throw promise;
    return <p>os números</p>;
  }
  return { Content, release: () => act(async () => resolve()) };
}

describe('AnalyticsPage', () => {
  it('shows the heading at once and a placeholder in the page shape until the content is ready', async () => {
    const { Content, release } = suspending();
    const { container } = inRouter(
      <AnalyticsPage title="Clube por loja" description="O que a página conta." skeleton={{ filters: true, kpis: 3, label: 'Carregando as lojas' }}>
        <Content />
      </AnalyticsPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Clube por loja' })).toBeVisible();
    expect(screen.getByText('O que a página conta.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando as lojas');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await release();
    expect(screen.getByText('os números')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reads its title, description and loading sentence from the slice\'s messages', () => {
    const { Content } = suspending();
    inRouter(
      <AnalyticsPage texts="clubStores" skeleton={{ filters: true }}>
        <Content />
      </AnalyticsPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Clube por loja' })).toBeVisible();
    expect(screen.getByText(/^Clientes cadastrados e ativos pela loja de cadastro/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando os indicadores por loja');
  });

  it('keeps the way back and the toolbar out of the placeholder', () => {
    const { Content } = suspending();
    inRouter(
      <AnalyticsPage title="Faturamento diário" back={<a href="/volta">Voltar</a>} toolbar={<nav aria-label="Meses">Mês anterior</nav>}>
        <Content />
      </AnalyticsPage>,
    );
    expect(screen.getByRole('link', { name: 'Voltar' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Meses' })).toBeVisible();
    // the kit's own loading sentence when the page gives none
    expect(screen.getByRole('status')).toHaveTextContent('Carregando os números…');
  });
});

describe('PageSkeleton', () => {
  it('draws a block per KPI and per chart or table, and the heading and filter blocks only when asked', () => {
    const busy = (ui: React.ReactElement) => {
      const { container, unmount } = renderWithProviders(ui);
      const stack = container.querySelector('[aria-busy="true"]')!;
      const count = stack.querySelectorAll('div').length;
      unmount();
      return count;
    };
    // status text + grid wrapper are not blocks: count relative to the smallest skeleton
    const base = busy(<PageSkeleton blocks={[]} />);
    expect(busy(<PageSkeleton blocks={[320]} />)).toBe(base + 1);
    expect(busy(<PageSkeleton blocks={[360, 240]} />)).toBe(base + 2);
    expect(busy(<PageSkeleton heading filters blocks={[]} />)).toBe(base + 2);
    // 4 KPI blocks inside one grid
    expect(busy(<PageSkeleton kpis={4} blocks={[]} />)).toBe(base + 5);
  });
});

describe('page states', () => {
  it('"sem vendas ainda" says why and links to Integrações', () => {
    inRouter(<NoSalesYet />);
    const state = screen.getByRole('status');
    expect(within(state).getByRole('heading', { name: 'Ainda não há vendas processadas para esta conta' })).toBeVisible();
    expect(within(state).getByRole('link', { name: 'Ir para Configurações > Integrações' })).toHaveAttribute('href', '/configuracoes-admin/integracoes');
  });

  it('a period without sales says what to change', () => {
    renderWithProviders(<NoSalesInPeriod />);
    expect(screen.getByRole('heading', { name: 'Nenhuma venda no período' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Escolha outro período ou outras lojas nos filtros acima.');
  });

  it('a period that ends before the first sale says there is no data before that day (issue 14 §6)', () => {
    expect(endsBeforeFirstSale('2024-12-31', '2025-03-03')).toBe(true);
    expect(endsBeforeFirstSale('2025-03-03', '2025-03-03')).toBe(false);
    expect(endsBeforeFirstSale('2024-12-31', null)).toBe(false);
    renderWithProviders(<NoSalesInPeriod before="2025-03-03" />);
    expect(screen.getByRole('heading', { name: 'Sem dados antes de 03/03/2025' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('A primeira venda recebida da rede é de 03/03/2025');
  });

  it('a period that starts before the first sale carries a note; one that starts on or after it does not', () => {
    const { container, rerender } = renderWithProviders(<FirstSaleNote start="2025-01-01" firstSaleDay="2025-03-03" />);
    expect(container).toHaveTextContent('Sem dados antes de 03/03/2025');
    rerender(<FirstSaleNote start="2025-03-03" firstSaleDay="2025-03-03" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('an empty state carries its own words and action', () => {
    renderWithProviders(<EmptyState title="Operador não encontrado" hint="Sem cupons no período." action={<button type="button">Limpar</button>} />);
    expect(screen.getByRole('heading', { name: 'Operador não encontrado' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Limpar' })).toBeVisible();
  });

  it('an error is announced and offers to try again', async () => {
    const retry = jest.fn();
    renderWithProviders(<ErrorState onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Não foi possível mostrar estes números' })).toBeVisible();
    expect(alert).toHaveTextContent('Tente novamente em alguns instantes.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('an error without a retry or a hint shows only what went wrong', () => {
    renderWithProviders(<ErrorState title='O mês "2026-13" não é válido.' hint={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^O mês "2026-13" não é válido\.$/);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ChartCard', () => {
  it('says why there is no chart instead of drawing an empty one', () => {
    renderWithProviders(<ChartCard heading="Faturamento por loja" empty="Nenhuma venda no período." kind="bar" categories={[]} series={[]} formats={['currency']} />);
    const card = screen.getByRole('region', { name: 'Faturamento por loja' });
    expect(within(card).getByText('Nenhuma venda no período.')).toBeVisible();
  });
});
