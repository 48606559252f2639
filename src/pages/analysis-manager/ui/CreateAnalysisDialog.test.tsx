import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { renderWithProviders } from '@/shared/lib/testing';
import { SnackbarProvider } from '@/shared/ui';
import { CreateAnalysisDialog } from './CreateAnalysisDialog';

const STORES = [
  { value: '1', label: 'Loja Centro', hint: 'Salvador' },
  { value: '2', label: 'Loja Barra', hint: 'Salvador' },
  { value: '3', label: 'Loja Pituba', hint: 'Salvador' },
];

/** Renders the dialog; `answer` is the server's answer to the creation. */
function setup(answer: () => GraphQLResponse = () => ({ data: { upsertAHubReportAnalytics: { status: 'PENDING', analytics: { id: 'a1' } } } })) {
  const sent: Variables[] = [];
  const fetchFn = async (_request: RequestParameters, variables: Variables): Promise<GraphQLResponse> => {
    sent.push(variables);
    return answer();
  };
  const environment = new Environment({ network: Network.create(fetchFn), store: new Store(new RecordSource()) });
  const onClose = jest.fn<() => void>();
  const onCreated = jest.fn<() => void>();
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <SnackbarProvider>
        <CreateAnalysisDialog stores={STORES} onClose={onClose} onCreated={onCreated} />
      </SnackbarProvider>
    </RelayEnvironmentProvider>,
  );
  return { sent, onClose, onCreated, user: userEvent.setup() };
}

describe('creating an RFV analysis', () => {
  it('sends a weekly analysis with the weekday its weeks start on', async () => {
    const { sent, onCreated, user } = setup();
    await user.type(screen.getByLabelText(/Nome da análise/), 'Semanal de quarta');
    await user.selectOptions(screen.getByLabelText(/A semana começa/), '3');
    await user.click(screen.getByRole('button', { name: 'Criar análise' }));
    await screen.findByText('Análise criada. O cálculo começou.');
    expect(sent).toEqual([{ input: { type: 'RFV', title: 'Semanal de quarta', filters: { clientsType: null, units: null }, recurrent: { modelType: 'WEEKLY', initialWeekDay: 3 } } }]);
    expect(onCreated).toHaveBeenCalled();
  });

  it('asks for the four dates of a fixed analysis and sends them as ISO days', async () => {
    const { sent, user } = setup();
    await user.type(screen.getByLabelText(/Nome da análise/), 'Trimestre');
    await user.selectOptions(screen.getByLabelText(/Recorrência/), 'fixed');
    await user.click(screen.getByRole('button', { name: 'Criar análise' }));
    expect(sent).toEqual([]);
    await user.type(screen.getByLabelText(/Referência: início/), '01012025');
    await user.type(screen.getByLabelText(/Referência: fim/), '31122025');
    await user.type(screen.getByLabelText(/Período analisado: início/), '01042025');
    await user.type(screen.getByLabelText(/Período analisado: fim/), '31032026');
    await user.click(screen.getByRole('button', { name: 'Criar análise' }));
    await screen.findByText('Análise criada. O cálculo começou.');
    expect(sent).toEqual([
      {
        input: {
          type: 'RFV',
          title: 'Trimestre',
          filters: { clientsType: null, units: null },
          notRecurrent: {
            referencePeriod: { initialDate: '2025-01-01', finalDate: '2025-12-31' },
            analyzedPeriod: { initialDate: '2025-04-01', finalDate: '2026-03-31' },
          },
        },
      },
    ]);
  });

  it('limits the analysis to a person type and to the stores picked from the list', async () => {
    const { sent, user } = setup();
    await user.type(screen.getByLabelText(/Nome da análise/), 'PJ do centro');
    await user.selectOptions(screen.getByLabelText(/Tipo de pessoa/), 'J');
    await user.type(screen.getByRole('combobox', { name: 'Lojas' }), 'pit');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.clear(screen.getByRole('combobox', { name: 'Lojas' }));
    await user.type(screen.getByRole('combobox', { name: 'Lojas' }), 'centro');
    await user.keyboard('{ArrowDown}{Enter}{Escape}');
    await user.click(screen.getByRole('button', { name: 'Criar análise' }));
    await screen.findByText('Análise criada. O cálculo começou.');
    expect(sent).toEqual([
      { input: { type: 'RFV', title: 'PJ do centro', filters: { clientsType: 'J', units: ['3', '1'] }, recurrent: { modelType: 'WEEKLY', initialWeekDay: 1 } } },
    ]);
  });

  it('shows the server’s refusal past the limit inside the dialog', async () => {
    const message = 'Limite de análises RFV não recorrentes atingido (10 de 10). Exclua uma análise para criar outra.';
    const { onClose, user } = setup(() => ({ data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] } as unknown as GraphQLResponse));
    await user.type(screen.getByLabelText(/Nome da análise/), 'Mais uma');
    await user.click(screen.getByRole('button', { name: 'Criar análise' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
