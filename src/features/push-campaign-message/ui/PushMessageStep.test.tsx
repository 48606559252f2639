import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store, type Variables } from 'relay-runtime';
import { renderWithProviders } from '@/shared/lib/testing';
import { PushMessageStep } from './PushMessageStep';

const searches: string[] = [];
const environment = new Environment({
  network: Network.create(async (_params, variables: Variables) => {
    searches.push(String(variables.search));
    return { data: { products: { edges: [{ node: { id: 'UHJvZHVjdDox', sku: '789123', name: 'Café Pilão 500 g' } }] } } };
  }),
  store: new Store(new RecordSource()),
});

let last: Record<string, unknown> | null = null;
function Harness({ showErrors = false, initial = null }: { showErrors?: boolean; initial?: Record<string, unknown> | null }) {
  const [value, setValue] = useState<Record<string, unknown> | null>(initial);
  return (
    <RelayEnvironmentProvider environment={environment}>
      <PushMessageStep
        value={value}
        onChange={(next) => {
          last = next;
          setValue(next);
        }}
        showErrors={showErrors}
      />
    </RelayEnvironmentProvider>
  );
}

describe('the push message step', () => {
  it('edits the notification and the inner message, inserts variables where the caret is and previews with a sample customer', () => {
    renderWithProviders(<Harness />);
    // nothing is shown as an error before the user tries to go on
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Título( \*)?$/), { target: { value: 'Oi ' } });
    fireEvent.focus(screen.getByLabelText(/^Título( \*)?$/));
    fireEvent.click(screen.getAllByRole('button', { name: /Primeiro nome/ })[0]);
    expect(last).toMatchObject({ title: 'Oi [primeiro nome]' });
    fireEvent.change(screen.getByLabelText(/^Texto$|^Texto \*/), { target: { value: 'Ofertas de hoje' } });
    const preview = screen.getByTestId('push-preview');
    expect(within(preview).getByTestId('push-preview-title').textContent).toBe('Oi Maria');
    expect(within(preview).getByText('Ofertas de hoje')).toBeTruthy();
  });

  it('shows the errors once the wizard says the user tried to go on', () => {
    renderWithProviders(<Harness showErrors />);
    expect(screen.getAllByText('Informe o título.').length).toBeGreaterThan(0);
    expect(screen.getByText('Informe o link que a notificação abre.')).toBeTruthy();
  });

  it('picks the product a tap opens from the catalogue search (its SKU is the reference)', async () => {
    renderWithProviders(<Harness initial={{ title: 'a', text: 'b', inner_message_title: 'c', inner_message_text: 'd', action: { type: 'link', link: 'https://x.com.br' } }} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Um produto' }));
    expect(last).toMatchObject({ action: { type: 'product', link: null, reference_id: null } });
    fireEvent.change(screen.getByLabelText('Buscar produto'), { target: { value: 'café' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Café Pilão 500 g · SKU 789123' }));
    expect(searches).toContain('café');
    expect(last).toMatchObject({ action: { type: 'product', reference_id: '789123' } });
    expect(screen.getByTestId('push-product-reference').textContent).toContain('789123');
  });
});
