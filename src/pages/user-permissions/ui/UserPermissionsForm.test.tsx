import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { renderWithRelay } from '@/shared/api/testing';
import { ConfirmProvider, SnackbarProvider } from '@/shared/ui';
import type { UserPermissionsFormTestQuery } from './__generated__/UserPermissionsFormTestQuery.graphql';
import { UserPermissionsForm } from './UserPermissionsForm';

const testQuery = graphql`
  query UserPermissionsFormTestQuery @relay_test_operation {
    users(first: 1) {
      edges {
        node {
          ...UserPermissionsForm_user
        }
      }
    }
  }
`;

/** Rafael as the server knows him: the whole Empresa area and the home, no personal data. */
const RAFAEL = {
  id: 'User:rafael',
  name: 'Rafael Lima',
  email: 'rafael@bompreco.com.br',
  pages: ['empresa/*', 'home'],
  has_pii_access: false,
  has_pii_employees_access: false,
  has_pii_download_data_permission: false,
  editable: true,
};

function Harness() {
  const data = useLazyLoadQuery<UserPermissionsFormTestQuery>(testQuery, {});
  const [edge] = data.users.edges;
  return edge ? <UserPermissionsForm user={edge.node} accountModules={[]} /> : null;
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: '/usuarios/permissionamento/:email',
        element: (
          <>
            <Link to="/home">Início</Link>
            <Harness />
          </>
        ),
      },
      { path: '/usuarios', element: <h1>Lista de usuários</h1> },
      { path: '/home', element: <h1>Página inicial</h1> },
    ],
    { initialEntries: [`/usuarios/permissionamento/${RAFAEL.email}`] },
  );
  const { environment } = renderWithRelay(
    <ConfirmProvider>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </ConfirmProvider>,
    { User: () => RAFAEL },
  );
  /** The save the form sent and has not had an answer yet. */
  const pendingSave = (): OperationDescriptor => {
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.operationKind).toBe('mutation');
    return operation;
  };
  /** The server saves what it was sent. */
  const acceptSave = (operation: OperationDescriptor) =>
    act(() => {
      environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { User: () => ({ ...RAFAEL, ...operation.request.variables.input }) }));
    });
  /** The server refuses the save, naming the value it refused (`input.<field>`) as updateUser does. */
  const refuseSave = (operation: OperationDescriptor, field: string, message: string) =>
    act(() => {
      environment.mock.resolve(operation, { data: null, errors: [{ message, extensions: { code: 'FORBIDDEN', field } }] } as never);
    });
  return { user: userEvent.setup(), router, environment, pendingSave, acceptSave, refuseSave };
}

const pagesRegion = () => screen.getByRole('region', { name: 'Páginas' });
const segmentacao = () => within(screen.getByRole('group', { name: 'Clientes' })).getByRole('checkbox', { name: 'Segmentação' });
const saveButton = () => screen.getByRole('button', { name: 'Salvar' });

describe('UserPermissionsForm', () => {
  it('sends the pages and switches as ticked, disables Salvar while saving, then starts again from what was saved', async () => {
    const { user, environment, pendingSave, acceptSave } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Permissões de Rafael Lima' })).toBeInTheDocument();
    // the area's parent permission locks its pages on
    expect(within(screen.getByRole('group', { name: 'Empresa' })).getByRole('checkbox', { name: 'Empresa: todas as páginas' })).toBeChecked();
    expect(saveButton()).toBeDisabled();

    await user.click(segmentacao());
    await user.click(screen.getByRole('switch', { name: 'Download de dados pessoais' }));
    expect(saveButton()).toBeEnabled();
    await user.click(saveButton());

    const operation = pendingSave();
    expect(operation.request.variables).toEqual({
      input: {
        id: 'User:rafael',
        pages: ['empresa/*', 'home', 'clientes/segmentacao'],
        has_pii_access: false,
        has_pii_employees_access: false,
        has_pii_download_data_permission: true,
      },
    });
    // one save at a time: the button waits for the answer
    expect(saveButton()).toBeDisabled();
    await user.click(saveButton());
    expect(environment.mock.getAllOperations()).toHaveLength(1);

    acceptSave(operation);
    expect(await screen.findByText('Permissões salvas')).toBeInTheDocument();
    // the saved values are the form's new starting point: nothing left to save
    expect(segmentacao()).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Download de dados pessoais' })).toBeChecked();
    expect(saveButton()).toBeDisabled();
  });

  it('unticking a page and ticking it back is not a change', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Permissões de Rafael Lima' });
    const empresaAll = within(screen.getByRole('group', { name: 'Empresa' })).getByRole('checkbox', { name: 'Empresa: todas as páginas' });
    await user.click(empresaAll);
    expect(saveButton()).toBeEnabled();
    await user.click(empresaAll);
    // the list now reads ['home', 'empresa/*']: another order, the same permissions
    expect(saveButton()).toBeDisabled();
  });

  it('shows a refusal of the pages under the areas, and a refusal of a switch under that switch', async () => {
    const { user, pendingSave, refuseSave } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Permissões de Rafael Lima' });
    await user.click(segmentacao());
    await user.click(saveButton());
    refuseSave(pendingSave(), 'input.pages', 'Você não pode ampliar as suas próprias permissões (clientes/segmentacao).');
    const pagesError = await within(pagesRegion()).findByRole('alert');
    expect(pagesError).toHaveTextContent('Você não pode ampliar as suas próprias permissões (clientes/segmentacao).');
    expect(pagesRegion()).toHaveAttribute('aria-describedby', pagesError.id);
    // nothing was saved: the change is still there to correct
    expect(segmentacao()).toBeChecked();
    expect(saveButton()).toBeEnabled();

    // correcting the pages clears their error; the next refusal names a switch
    await user.click(segmentacao());
    expect(within(pagesRegion()).queryByRole('alert')).toBeNull();
    const download = screen.getByRole('switch', { name: 'Download de dados pessoais' });
    await user.click(download);
    await user.click(saveButton());
    refuseSave(pendingSave(), 'input.has_pii_download_data_permission', 'Você não pode conceder a si mesmo acesso a dados pessoais.');
    expect(await screen.findByText('Você não pode conceder a si mesmo acesso a dados pessoais.')).toBeInTheDocument();
    expect(download).toHaveAttribute('aria-invalid', 'true');
    expect(download).toHaveAccessibleDescription('Você não pode conceder a si mesmo acesso a dados pessoais.');
    expect(screen.getByRole('switch', { name: 'Acesso a dados pessoais' })).not.toHaveAttribute('aria-invalid');
    expect(within(pagesRegion()).queryByRole('alert')).toBeNull();
  });

  it('a refusal naming no field of the form shows under the form', async () => {
    const { user, pendingSave, refuseSave } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Permissões de Rafael Lima' });
    await user.click(segmentacao());
    await user.click(saveButton());
    refuseSave(pendingSave(), 'input.id', 'Este usuário pertence a outra conta: só a conta de origem pode alterá-lo.');
    expect(await screen.findByText('Este usuário pertence a outra conta: só a conta de origem pode alterá-lo.')).toBeInTheDocument();
    expect(within(pagesRegion()).queryByRole('alert')).toBeNull();
  });

  it('asks "Sair sem salvar?" before leaving with unsaved changes, and stays when told to', async () => {
    const { user, router } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Permissões de Rafael Lima' });
    await user.click(segmentacao());
    await user.click(screen.getByRole('link', { name: 'Início' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sair sem salvar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe(`/usuarios/permissionamento/${RAFAEL.email}`);
    expect(segmentacao()).toBeChecked();

    await user.click(screen.getByRole('link', { name: 'Início' }));
    await user.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    expect(await screen.findByRole('heading', { name: 'Página inicial' })).toBeInTheDocument();
  });

  it('leaves without asking once the changes are saved', async () => {
    const { user, pendingSave, acceptSave } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Permissões de Rafael Lima' });
    await user.click(segmentacao());
    await user.click(saveButton());
    acceptSave(pendingSave());
    await screen.findByText('Permissões salvas');
    await user.click(screen.getByRole('link', { name: 'Início' }));
    expect(await screen.findByRole('heading', { name: 'Página inicial' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Cancelar with changes asks "Descartar alterações?" once, then goes back to Usuários', async () => {
    const { user, router } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Permissões de Rafael Lima' });
    await user.click(screen.getByRole('switch', { name: 'Acesso a dados pessoais' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const discard = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    await user.click(within(discard).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByRole('heading', { name: 'Lista de usuários' })).toBeInTheDocument();
    // the leave guard does not ask a second time
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/usuarios');
  });
});
