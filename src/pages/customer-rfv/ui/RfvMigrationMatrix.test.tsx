import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { renderWithRelay } from '@/shared/api/testing';
import { RfvMigrationMatrix } from './RfvMigrationMatrix';
import type { RfvMigrationMatrixTestQuery } from './__generated__/RfvMigrationMatrixTestQuery.graphql';

function Harness() {
  const data = useLazyLoadQuery<RfvMigrationMatrixTestQuery>(
    graphql`
      query RfvMigrationMatrixTestQuery @relay_test_operation {
        rfvPeriodMigrations {
          ...RfvMigrationMatrix_migrations
        }
      }
    `,
    {},
  );
  return <RfvMigrationMatrix migrations={data.rfvPeriodMigrations ?? null} />;
}

const cell = (from: string, to: string) => document.querySelector(`[data-metric="rfv.migration"][data-from="${from}"][data-to="${to}"]`);

describe('the RFV migration matrix', () => {
  it('shows each count in its (from, to) cell, zeros elsewhere, and a row of new customers when there are any', async () => {
    renderWithRelay(<Harness />, {
      Query: () => ({
        rfvPeriodMigrations: {
          from: { id: 'a', title: 'Período de referência' },
          to: { id: 'b', title: 'Período analisado' },
          cells: [
            { from: 'champions', to: 'atRisk', clients: 3 },
            { from: 'novo', to: 'neverBought', clients: 2 },
          ],
        },
      }),
    });
    expect(await screen.findByRole('table', { name: 'Migração entre períodos' })).toBeTruthy();
    expect(cell('champions', 'atRisk')?.getAttribute('data-value')).toBe('3');
    expect(cell('champions', 'champions')?.getAttribute('data-value')).toBe('0');
    expect(cell('novo', 'neverBought')?.getAttribute('data-value')).toBe('2');
    expect(screen.getByRole('rowheader', { name: 'Novos' })).toBeTruthy();
    expect(document.querySelector('[data-metric="rfv.migration.total"][data-from="champions"]')?.getAttribute('data-value')).toBe('3');
  });

  it('without a second period, says how to get one instead of an empty table', async () => {
    renderWithRelay(<Harness />, { Query: () => ({ rfvPeriodMigrations: null }) });
    expect(await screen.findByText('Escolha um período para comparar')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
