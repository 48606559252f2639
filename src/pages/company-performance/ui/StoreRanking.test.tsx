import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/shared/lib/testing';
import { StoreRanking, type StoreRow } from './StoreRanking';

const store = (unitIdErp: string, name: string, revenue: number, previous: number, inactive: boolean): StoreRow => ({
  unitIdErp,
  name,
  rank: 0,
  VAL_FATURAMENTO: revenue,
  NUM_CUPONS: 10,
  VAL_TICKET_MEDIO: revenue / 10,
  PER_FATURAMENTO_FIDELIDADE: 50,
  VAL_FATURAMENTO_DTA: previous,
  PER_FATURAMENTO_DTA: previous ? (revenue / previous - 1) * 100 : null,
  PER_PARTICIPACAO: 50,
  inactive,
});

const rowOf = (name: string) => screen.getByText(name, { exact: true }).closest('tr')!;

describe('StoreRanking: inactive stores that sold in the period (issue 14 §6)', () => {
  it('keeps an inactive store ranked, marked "inativa", with no variation against a year without its sales', () => {
    renderWithProviders(
      <StoreRanking rows={[{ ...store('1', 'Bom Preço Pituba', 1000, 800, false), rank: 1 }, { ...store('9', 'Bom Preço Lapa', 500, 0, true), rank: 2 }]} />,
    );
    const closed = rowOf('Bom Preço Lapa');
    expect(within(closed).getByText('inativa')).toBeTruthy();
    const change = closed.querySelector('[data-column="change"] [data-value]')!;
    expect(change.getAttribute('data-value')).toBe('');
    expect(change.textContent).not.toMatch(/%/);
    const open = rowOf('Bom Preço Pituba');
    expect(within(open).queryByText('inativa')).toBeNull();
    expect(open.querySelector('[data-column="change"] [data-value]')!.getAttribute('data-value')).toBe('25');
  });
});
