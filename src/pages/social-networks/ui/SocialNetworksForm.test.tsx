import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { OperationDescriptor } from 'relay-runtime';
import { renderWithRelay } from '@/shared/api/testing';
import { isSocialNetwork } from '@/shared/lib/socialProfile';
import { ConfirmProvider, SnackbarProvider } from '@/shared/ui';
import type { SocialNetworksFormTestQuery } from './__generated__/SocialNetworksFormTestQuery.graphql';
import { SocialNetworksForm } from './SocialNetworksForm';

const testQuery = graphql`
  query SocialNetworksFormTestQuery @relay_test_operation {
    socialNetworks {
      network
      url
      show_in_app
      show_in_hotsite
      show_in_email
      updated_at
      updated_by
    }
  }
`;

const SAVED = [
  { network: 'instagram', url: 'https://www.instagram.com/bompreco', show_in_app: true, show_in_hotsite: true, show_in_email: true, updated_at: '2026-11-20T12:00:00Z', updated_by: 'gerente@bompreco.com.br' },
  { network: 'site', url: 'https://www.bompreco.com.br/', show_in_app: false, show_in_hotsite: true, show_in_email: true, updated_at: '2026-11-20T12:00:00Z', updated_by: 'gerente@bompreco.com.br' },
];

function Harness() {
  const data = useLazyLoadQuery<SocialNetworksFormTestQuery>(testQuery, {});
  return <SocialNetworksForm saved={data.socialNetworks.filter((p): p is typeof p & { network: 'instagram' } => isSocialNetwork(p.network))} />;
}

function setup() {
  const router = createMemoryRouter([{ path: '/configuracoes/redes-sociais', element: <Harness /> }], { initialEntries: ['/configuracoes/redes-sociais'] });
  const { environment } = renderWithRelay(
    <ConfirmProvider>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </ConfirmProvider>,
    { Query: () => ({ socialNetworks: SAVED }) },
  );
  const pendingSave = (): OperationDescriptor => {
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.operationKind).toBe('mutation');
    return operation;
  };
  const answer = (operation: OperationDescriptor, profiles: unknown[]) =>
    act(() => {
      environment.mock.resolve(operation, { data: { updateSocialNetworks: { profiles } } });
    });
  return { user: userEvent.setup(), environment, pendingSave, answer };
}

const row = (name: string) => screen.getByRole('region', { name });
const save = () => screen.getByRole('button', { name: 'Salvar' });

describe('SocialNetworksForm', () => {
  it('adds a profile from a handle, shows where it appears and sends the whole set', async () => {
    const { user, pendingSave, answer } = setup();
    expect(await screen.findByLabelText('Endereço do perfil no Instagram')).toHaveValue('https://www.instagram.com/bompreco');
    // a network without a profile: where it shows is locked until it has an address
    expect(within(row('TikTok')).getByRole('checkbox', { name: 'Aplicativo' })).toBeDisabled();
    expect(screen.getByTestId('social-preview-show_in_app')).toHaveTextContent('Instagram');
    expect(save()).toBeDisabled();

    await user.type(screen.getByLabelText('Endereço do perfil no TikTok'), '@bompreco');
    await user.click(within(row('TikTok')).getByRole('checkbox', { name: 'E-mails' }));
    expect(screen.getByTestId('social-preview-show_in_app')).toHaveTextContent('Instagram · TikTok');
    expect(screen.getByTestId('social-preview-show_in_email')).toHaveTextContent('Instagram · Site');
    await user.click(save());

    const operation = pendingSave();
    expect(operation.request.variables.input.profiles.map((p: { network: string; url: string; show_in_email: boolean }) => [p.network, p.url, p.show_in_email])).toEqual([
      ['instagram', 'https://www.instagram.com/bompreco', true],
      ['tiktok', '@bompreco', false],
      ['site', 'https://www.bompreco.com.br/', true],
    ]);
    answer(operation, [SAVED[0], { ...SAVED[0], network: 'tiktok', url: 'https://www.tiktok.com/@bompreco', show_in_email: false }, SAVED[1]]);
    expect(await screen.findByText('Redes sociais salvas')).toBeInTheDocument();
    // the saved (normalised) address is the form's new starting point
    expect(screen.getByLabelText('Endereço do perfil no TikTok')).toHaveValue('https://www.tiktok.com/@bompreco');
    expect(save()).toBeDisabled();
  });

  it('explains a refused address under its field before sending anything', async () => {
    const { user, environment } = setup();
    const facebook = await screen.findByLabelText('Endereço do perfil no Facebook');
    await user.type(facebook, 'instagram.com/bompreco');
    await user.tab();
    expect(await within(row('Facebook')).findByText('O endereço deve ser de facebook.com ou fb.com.')).toBeInTheDocument();
    await user.click(save());
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(facebook).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before removing a saved profile, and "Desfazer" saves the previous set again', async () => {
    const { user, pendingSave, answer } = setup();
    await screen.findByLabelText('Endereço do perfil no Site');
    await user.click(screen.getByRole('button', { name: 'Remover o perfil do Site' }));
    expect(screen.getByLabelText('Endereço do perfil no Site')).toHaveValue('');
    await user.click(save());
    const dialog = await screen.findByRole('alertdialog', { name: 'Remover 1 perfil?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover e salvar' }));

    const removal = pendingSave();
    expect(removal.request.variables.input.profiles.map((p: { network: string }) => p.network)).toEqual(['instagram']);
    answer(removal, [SAVED[0]]);
    await user.click(await screen.findByRole('button', { name: 'Desfazer' }));
    const undo = pendingSave();
    expect(undo.request.variables.input.profiles.map((p: { network: string }) => p.network)).toEqual(['instagram', 'site']);
    answer(undo, SAVED);
    expect(await screen.findByText('Perfis restaurados')).toBeInTheDocument();
    expect(screen.getByLabelText('Endereço do perfil no Site')).toHaveValue('https://www.bompreco.com.br/');
  });

  it('puts the server’s refusal under the network it names', async () => {
    const { user, pendingSave, environment } = setup();
    await user.type(await screen.findByLabelText('Endereço do perfil no YouTube'), '@bompreco');
    await user.click(save());
    const operation = pendingSave();
    act(() => {
      environment.mock.resolve(operation, {
        data: null,
        errors: [{ message: 'Campo "profiles.1.url": Endereço longo demais (máximo de 300 caracteres).', extensions: { code: 'BAD_USER_INPUT', field: 'profiles.1.url' } }],
      } as never);
    });
    expect(await within(row('YouTube')).findByText('Endereço longo demais (máximo de 300 caracteres).')).toBeInTheDocument();
  });
});
