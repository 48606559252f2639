import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { renderWithProviders } from '@/shared/lib/testing';
import { ConfirmProvider, SnackbarProvider } from '@/shared/ui';
import { CampaignActions } from './CampaignActions';

type Campaign = Parameters<typeof CampaignActions>[0]['campaign'];

const CAMPAIGN: Campaign = { _id: 'c-1', title: 'Natal', status: 'SCHEDULED', has_sent_messages: false, pending_dispatches: 0, dispatches_cancelled: false };

function setup(campaign: Campaign, answer: (request: RequestParameters) => unknown) {
  const calls: { name: string; variables: Variables }[] = [];
  const environment = new Environment({
    network: Network.create(async (request, variables) => {
      calls.push({ name: request.name, variables });
      return answer(request) as GraphQLResponse;
    }),
    store: new Store(new RecordSource()),
  });
  const onDone = jest.fn();
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <SnackbarProvider>
        <ConfirmProvider>
          <CampaignActions campaign={campaign} onDone={onDone} />
        </ConfirmProvider>
      </SnackbarProvider>
    </RelayEnvironmentProvider>,
  );
  return { calls, onDone, user: userEvent.setup() };
}

describe('CampaignActions', () => {
  it('offers the actions of a scheduled campaign and deactivates it only after the confirmation', async () => {
    const { calls, onDone, user } = setup(CAMPAIGN, () => ({ data: { unscheduleOmniCampaign: { _id: 'c-1', message: 'ok', campaign: { id: 'T21uaTox', status: 'DRAFT', status_label: 'Rascunho' } } } }));
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Duplicar', 'Desativar', 'Cancelar disparos', 'Cancelar campanha', 'Finalizar']);
    await user.click(screen.getByRole('button', { name: 'Desativar a campanha Natal' }));
    expect(await screen.findByRole('alertdialog', { name: 'Desativar campanha?' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('Campanha “Natal” desativada: voltou a ser rascunho.')).toBeInTheDocument();
    expect(calls).toEqual([{ name: 'CampaignActionsUnscheduleMutation', variables: { id: 'c-1' } }]);
    expect(onDone).toHaveBeenCalledWith('deactivate', expect.objectContaining({ _id: 'c-1' }));
  });

  it('when the person says no, nothing is sent', async () => {
    const { calls, user } = setup({ ...CAMPAIGN, status: 'DRAFT' }, () => ({ data: null }));
    await user.click(screen.getByRole('button', { name: 'Excluir a campanha Natal' }));
    await user.click(await screen.findByRole('button', { name: 'Não' }));
    expect(calls).toEqual([]);
  });

  it('shows the server refusal (spec §8 snackbar) when the action fails', async () => {
    const { user } = setup(CAMPAIGN, () => ({ data: null, errors: [{ message: 'Ocorreu um erro ao tentar finalizar campanha: somente campanhas ativas ou agendadas podem ser finalizadas.' }] }));
    await user.click(screen.getByRole('button', { name: 'Finalizar a campanha Natal' }));
    await user.click(await screen.findByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText(/^Ocorreu um erro ao tentar finalizar campanha/)).toBeInTheDocument();
  });

  it('refuses cancelling dispatches already sent, with the spec tooltip', () => {
    setup({ ...CAMPAIGN, status: 'ACTIVE', has_sent_messages: true }, () => ({ data: null }));
    const button = screen.getByRole('button', { name: 'Cancelar os disparos pendentes da campanha Natal' });
    expect(button).toBeDisabled();
    expect(button.parentElement).toHaveAttribute('title', 'Campanha não pode ser cancelada pois a mensagem já foi enviada');
  });
});
