import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/shared/lib/testing';
import { KpiCard } from './KpiCard';

const fontSizeOf = (metric: string) => getComputedStyle(document.querySelector(`[data-metric="${metric}"]`)!).fontSize;

describe('a KPI card shows its whole figure', () => {
  it('in pt-BR, with the full-precision value behind it and its label', () => {
    renderWithProviders(<KpiCard metric="VAL_TICKET_MEDIO" value={101.3449} />);
    const value = document.querySelector('[data-metric="VAL_TICKET_MEDIO"]')!;
    expect(value).toHaveTextContent('R$ 101,34');
    expect(value).toHaveAttribute('data-value', '101.3449');
    expect(screen.getByRole('region', { name: 'Ticket médio' })).toBeInTheDocument();
  });

  it('steps a long amount down one size, and an amount of millions two, instead of cutting it', () => {
    renderWithProviders(
      <>
        <KpiCard metric="VAL_TICKET_MEDIO" value={101.34} />
        <KpiCard metric="VAL_FATURAMENTO_DTA" value={1975338.63} />
        <KpiCard metric="VAL_FATURAMENTO" value={11140513.12} />
      </>,
    );
    expect(fontSizeOf('VAL_TICKET_MEDIO')).toBe('1.5rem');
    expect(fontSizeOf('VAL_FATURAMENTO_DTA')).toBe('1.125rem');
    expect(fontSizeOf('VAL_FATURAMENTO')).toBe('1rem');
    expect(document.querySelector('[data-metric="VAL_FATURAMENTO"]')).toHaveTextContent('R$ 11.140.513,12');
  });
});
