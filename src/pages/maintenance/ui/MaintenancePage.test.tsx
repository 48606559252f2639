import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/shared/lib/testing';
import { MaintenancePage } from './MaintenancePage';

describe('MaintenancePage', () => {
  afterEach(() => window.localStorage.clear());

  it('shows the expected recovery date in Brasília time', () => {
    window.localStorage.setItem('expected_recovery_date', '2026-11-22T21:30:00Z');
    renderWithProviders(<MaintenancePage />);
    expect(screen.getByRole('heading', { name: 'Estamos em manutenção' })).toBeInTheDocument();
    expect(screen.getByText('Previsão de retorno: 22/11/2026 | 18:30')).toBeInTheDocument();
  });

  it('falls back to a generic text without a date', () => {
    renderWithProviders(<MaintenancePage />);
    expect(screen.getByText(/voltaremos em breve/)).toBeInTheDocument();
    expect(screen.queryByText(/Previsão de retorno/)).not.toBeInTheDocument();
  });
});
