import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/shared/lib/testing';
import { MultiSelect, type MultiSelectOption } from './MultiSelect';

const CITIES: MultiSelectOption[] = [
  { value: 'sao-paulo', label: 'São Paulo', hint: 'SP' },
  { value: 'salvador', label: 'Salvador', hint: 'BA' },
  { value: 'recife', label: 'Recife', hint: 'PE' },
  { value: 'sao-luis', label: 'São Luís', hint: 'MA' },
];

function Harness(props: { initial?: string[]; options?: MultiSelectOption[]; onSearch?: (t: string) => void; maxListed?: number }) {
  const [value, setValue] = useState<string[]>(props.initial ?? []);
  return (
    <>
      <MultiSelect label="Cidades" options={props.options ?? CITIES} value={value} onChange={setValue} onSearch={props.onSearch} maxListed={props.maxListed} />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

const current = () => screen.getByTestId('value').textContent;

describe('MultiSelect', () => {
  it('filters ignoring accents and case, and Enter picks the highlighted option while the list stays open', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Cidades' });
    await userEvent.type(input, 'SAO');
    const list = screen.getByRole('listbox');
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['São PauloSP', 'São LuísMA']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(current()).toBe('sao-paulo');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(current()).toBe('sao-paulo,sao-luis');
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(within(list).getAllByRole('option', { selected: true })).toHaveLength(2);
  });

  it('a click on a chosen option takes it out; the chip button and Backspace remove too', async () => {
    renderWithProviders(<Harness initial={['recife', 'salvador']} />);
    expect(screen.getByText('Recife')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remover Recife' }));
    expect(current()).toBe('salvador');
    const input = screen.getByRole('combobox', { name: 'Cidades' });
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('option', { name: /Salvador/ }));
    expect(current()).toBe('');
    await userEvent.click(screen.getByRole('option', { name: /Recife/ }));
    await userEvent.keyboard('{Escape}{Backspace}');
    expect(current()).toBe('');
  });

  it('keeps every key typed right after a click on an option', async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Cidades' }) as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('option', { name: /Recife/ }));
    await userEvent.keyboard('sal');
    expect(input.value).toBe('sal');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['SalvadorBA']);
  });

  it('lists at most maxListed options and says how to see the rest', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ value: String(i), label: `Loja ${i + 1}` }));
    renderWithProviders(<Harness options={many} maxListed={10} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Cidades' }));
    expect(screen.getAllByRole('option')).toHaveLength(10);
    expect(screen.getByText('Mostrando 10 de 30: digite para refinar')).toBeTruthy();
  });

  it('with onSearch the caller filters: every keystroke reaches it and its options show as given', async () => {
    const onSearch = jest.fn<(t: string) => void>();
    renderWithProviders(<Harness onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Cidades' }), 'xy');
    expect(onSearch).toHaveBeenLastCalledWith('xy');
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });
});
