import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { renderWithProviders } from '@/shared/lib/testing';
import { ProductPicker, type PickedProduct } from './ProductPicker';

const PRODUCTS = [
  { id: 'UHJvZHVjdDox', sku: '1001', name: 'Arroz Agulhinha 1 kg', eans: ['7891234567895'] },
  { id: 'UHJvZHVjdDoy', sku: '1002', name: 'Arroz Integral 1 kg', eans: [] },
  { id: 'UHJvZHVjdDoz', sku: '1003', name: 'Arroz Parboilizado 5 kg', eans: ['7890000000017'] },
];

/** The picker in a form whose value is kept by the test; `answer` is the server's answer to a search. */
function setup(initial: PickedProduct[] = [], answer: (variables: Variables) => GraphQLResponse = () => ({ data: { productSearch: { totalCount: 3, products: PRODUCTS } } })) {
  const searched: string[] = [];
  const fetchFn = async (_request: RequestParameters, variables: Variables): Promise<GraphQLResponse> => {
    searched.push(String(variables.query));
    return answer(variables);
  };
  const environment = new Environment({ network: Network.create(fetchFn), store: new Store(new RecordSource()) });
  const changes: PickedProduct[][] = [];
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <form onSubmit={onSubmit}>
        <ProductPicker
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      </form>
    );
  }
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <Harness />
    </RelayEnvironmentProvider>,
  );
  return { searched, changes, onSubmit, user: userEvent.setup() };
}

describe('the product picker of the group dialog', () => {
  it('searches by what is typed and adds the product chosen with the arrows and Enter, without submitting the form', async () => {
    const { searched, changes, onSubmit, user } = setup();
    const input = screen.getByRole('combobox', { name: 'Adicionar produto' });
    await user.type(input, 'arroz');
    expect(await screen.findByRole('option', { name: /Arroz Integral 1 kg/ })).toBeTruthy();
    expect(searched.at(-1)).toBe('arroz');
    expect(screen.getByRole('option', { name: /Arroz Agulhinha/ }).textContent).toContain('SKU 1001 · EAN 7891234567895');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Arroz Integral/ }).getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Arroz Integral/ }).id);
    await user.keyboard('{Enter}');
    expect(changes.at(-1)).toEqual([{ sku: '1002', name: 'Arroz Integral 1 kg' }]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('list', { name: '1 produto escolhido' }).textContent).toContain('Arroz Integral 1 kg (1002)');
  });

  it('closes the list with Escape and removes a chip with its button or Backspace', async () => {
    const { changes, user } = setup([
      { sku: '9', name: null },
      { sku: '1001', name: 'Arroz Agulhinha 1 kg' },
    ]);
    const input = screen.getByRole('combobox', { name: 'Adicionar produto' });
    await user.type(input, 'ar');
    // a product already in the group is marked and not added twice
    expect((await screen.findByRole('option', { name: /Arroz Agulhinha/ })).textContent).toContain('já no grupo');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Remover 9 do grupo' }));
    expect(changes.at(-1)).toEqual([{ sku: '1001', name: 'Arroz Agulhinha 1 kg' }]);
    await user.clear(input);
    await user.keyboard('{Backspace}');
    expect(changes.at(-1)).toEqual([]);
  });

  it('says when nothing matches and when the search fails', async () => {
    let fail = false;
    const { user } = setup([], () => (fail ? { errors: [{ message: 'Acesso negado' }] } as unknown as GraphQLResponse : { data: { productSearch: { totalCount: 0, products: [] } } }));
    const input = screen.getByRole('combobox', { name: 'Adicionar produto' });
    await user.type(input, 'zz');
    expect(await screen.findByText('Nenhum produto encontrado.')).toBeTruthy();
    fail = true;
    await user.type(input, 'z');
    expect(await screen.findByText(/Não foi possível buscar produtos agora/)).toBeTruthy();
  });
});
