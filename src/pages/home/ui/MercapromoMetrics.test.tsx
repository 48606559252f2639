import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { renderWithRelay } from '@/shared/api/testing';
import { MercapromoMetrics } from './MercapromoMetrics';
import type { MercapromoMetricsTestQuery } from './__generated__/MercapromoMetricsTestQuery.graphql';

function Harness() {
  const data = useLazyLoadQuery<MercapromoMetricsTestQuery>(
    graphql`
      query MercapromoMetricsTestQuery @relay_test_operation {
        mercapromoMetrics(filter: { start: "2026-01-01", end: "2026-01-31" }) {
          ...MercapromoMetrics_metrics
        }
      }
    `,
    {},
  );
  return data.mercapromoMetrics ? <MercapromoMetrics metrics={data.mercapromoMetrics} /> : null;
}

const ANSWER = {
  MercapromoMetrics: () => ({ type: 'DESCONTO', created_at: '2026-02-01T10:30:00.000Z' }),
  MercapromoCoupons: () => ({ with_products: 2000, with_eligible_quantity: 500, with_earn: 120 }),
  MercapromoSoldUnits: () => ({ total: 8000, total_in_offer: 1500 }),
  MercapromoClients: () => ({ uniques_in_offer: 340 }),
  MercapromoDiscounts: () => ({ total: 4321.5 }),
};

const valueOf = (metric: string) => document.querySelector(`[data-metric="${metric}"]`)?.getAttribute('data-value');

describe('MercapromoMetrics: the promotions figures on the home', () => {
  it('shows each figure with its metric path and raw value, in pt-BR', () => {
    renderWithRelay(<Harness />, ANSWER);
    expect(valueOf('coupons.with_products')).toBe('2000');
    expect(valueOf('coupons.with_eligible_quantity')).toBe('500');
    expect(valueOf('sold_units.total_in_offer')).toBe('1500');
    expect(valueOf('clients.uniques_in_offer')).toBe('340');
    expect(valueOf('discounts.total')).toBe('4321.5');
    expect(screen.getByText('2.000')).toBeTruthy();
    expect(screen.getByText(/R\$\s?4\.321,50/)).toBeTruthy();
    // 500 of 2000 coupons: a quarter
    expect(screen.getByText(/25(,0)?\s?%/)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says there were no sales when no coupon has products', () => {
    renderWithRelay(<Harness />, {
      ...ANSWER,
      MercapromoCoupons: () => ({ with_products: 0, with_eligible_quantity: 0, with_earn: 0 }),
    });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(valueOf('coupons.with_products')).toBe('0');
  });
});
