import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/shared/lib/testing';
import { REVENUE_KPIS, RevenueKpis } from './RevenueKpis';

const figures = {
  VAL_FATURAMENTO: 220000,
  NUM_CUPONS: 8000,
  VAL_TICKET_MEDIO: 27.5,
  NUM_ITENS: 48000,
  VAL_ITENS_NA_CESTA: 6,
  PER_FATURAMENTO_FIDELIDADE: 61.4,
  VAL_FATURAMENTO_DTA: 200000,
  PER_FATURAMENTO_DTA: 10,
};
const valueOf = (metric: string) => document.querySelector(`[data-metric="${metric}"]`);

describe('the revenue report’s KPI cards', () => {
  it('show the eight figures in order, each with its full value', () => {
    renderWithProviders(<RevenueKpis metrics={figures} label="Indicadores do período" />);
    expect(screen.getByLabelText('Indicadores do período')).toBeInTheDocument();
    expect([...document.querySelectorAll('[data-metric]')].map((el) => el.getAttribute('data-metric'))).toEqual([...REVENUE_KPIS]);
    expect(valueOf('VAL_FATURAMENTO')).toHaveTextContent('R$ 220.000,00');
    expect(valueOf('VAL_TICKET_MEDIO')).toHaveAttribute('data-value', '27.5');
    expect(valueOf('PER_FATURAMENTO_DTA')).toHaveAttribute('data-value', '10');
  });

  it('a period without sales shows no "-100 %" against last year, and says why', () => {
    renderWithProviders(
      <RevenueKpis metrics={{ ...figures, VAL_FATURAMENTO: 0, NUM_CUPONS: 0, PER_FATURAMENTO_DTA: -100 }} label="Indicadores do período" />,
    );
    expect(valueOf('PER_FATURAMENTO_DTA')).toHaveAttribute('data-value', '');
    expect(valueOf('PER_FATURAMENTO_DTA')).not.toHaveTextContent('-100');
    expect(screen.getByText('Sem dados no período')).toBeInTheDocument();
  });
});
