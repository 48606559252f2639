import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useSearchParams } from 'react-router-dom';
import { renderWithProviders } from '@/shared/lib/testing';
import { comparedPeriodsVariables, readComparedPeriods, readReferencePeriod } from './referencePeriod';
import { ReferencePeriodPicker, type ReferencePeriodPickerProps } from './ReferencePeriodPicker';

const MARCH = { start: '2026-03-01', end: '2026-03-31' };

/** A page that reads its reference from the address, as the comparison pages do. */
function Page(props: Omit<ReferencePeriodPickerProps, 'reference'>) {
  const [search] = useSearchParams();
  return (
    <>
      <ReferencePeriodPicker reference={readReferencePeriod(search, MARCH)} {...props} />
      <output aria-label="endereço">{search.toString()}</output>
    </>
  );
}

function setup(url: string, props: Omit<ReferencePeriodPickerProps, 'reference'>) {
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Page {...props} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const address = () => screen.getByLabelText('endereço').textContent;

describe('readReferencePeriod', () => {
  it('takes a well-formed reference from the address and falls back to the same days a year earlier', () => {
    expect(readReferencePeriod(new URLSearchParams('ref_de=2026-02-01&ref_ate=2026-02-28'), MARCH)).toEqual({ start: '2026-02-01', end: '2026-02-28', custom: true });
    expect(readReferencePeriod(new URLSearchParams('ref_de=2026-02-28&ref_ate=2026-02-01'), MARCH)).toEqual({ start: '2025-03-01', end: '2025-03-31', custom: false });
    expect(readReferencePeriod(new URLSearchParams(), { start: '2028-02-29', end: '2028-02-29' })).toMatchObject({ start: '2027-02-28', end: '2027-02-28' });
  });
});

describe('ReferencePeriodPicker', () => {
  it('writes both typed dates to the address when applied', async () => {
    const user = setup('/clube/comparativo', { resetLabel: 'Um ano antes' });
    expect(screen.getByRole('button', { name: 'Aplicar referência' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Um ano antes' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Referência de'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('Referência até'), { target: { value: '2026-02-28' } });
    await user.click(screen.getByRole('button', { name: 'Aplicar referência' }));
    expect(address()).toBe('ref_de=2026-02-01&ref_ate=2026-02-28');
    await user.click(screen.getByRole('button', { name: 'Um ano antes' }));
    expect(address()).toBe('');
  });

  it('keeps a disabled reset button and says which reference is in effect when asked', async () => {
    const user = setup('/empresa/decomposicao?ref_de=2026-02-01&ref_ate=2026-02-28', { resetLabel: 'Mesmos dias do ano anterior', resetWhenDefault: 'disable', summary: true });
    expect(screen.getByText('Referência: 01/02/2026 a 28/02/2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mesmos dias do ano anterior' }));
    expect(screen.getByRole('button', { name: 'Mesmos dias do ano anterior' })).toBeDisabled();
    expect(screen.getByText('Referência: 01/03/2025 a 31/03/2025 (mesmos dias do ano anterior)')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Referência de'), { target: { value: '2025-04-15' } });
    expect(screen.getByRole('button', { name: 'Aplicar referência' })).toBeDisabled();
    expect(screen.getByText(/a data inicial deve ser anterior ou igual à final/)).toBeInTheDocument();
  });
});

describe('readComparedPeriods', () => {
  it('reads the period with the page defaults, holds the fixed filters and pairs the reference with it', () => {
    const scope = readComparedPeriods(new URLSearchParams('de=2026-03-01&ate=2026-03-31&fidelidade=fidelidade&lojas=4'), { period: { lastDays: 30 } }, { loyalty: 'ALL' });
    expect(scope.filters).toMatchObject({ start: '2026-03-01', end: '2026-03-31', loyalty: 'ALL', units: ['4'] });
    expect(scope.reference).toEqual({ start: '2025-03-01', end: '2025-03-31', custom: false });
    expect(comparedPeriodsVariables(scope)).toEqual({
      filter: { start: '2026-03-01', end: '2026-03-31', units: ['4'], loyalty: 'ALL', personType: null },
      reference: { start: '2025-03-01', end: '2025-03-31' },
    });
  });
});
