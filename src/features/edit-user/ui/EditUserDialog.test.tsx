import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { Environment, Network, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { renderWithProviders } from '@/shared/lib/testing';
import { SnackbarProvider } from '@/shared/ui';
import type { EditUserDialogTestQuery } from './__generated__/EditUserDialogTestQuery.graphql';
import { EditUserDialog } from './EditUserDialog';

const testQuery = graphql`
  query EditUserDialogTestQuery {
    users(first: 1) {
      edges {
        node {
          ...EditUserDialog_user
        }
      }
    }
  }
`;

const RAFAEL = { __typename: 'User', id: 'User:1', name: 'Rafael Lima', active: true };

function Harness({ onClose }: { onClose: () => void }) {
  const data = useLazyLoadQuery<EditUserDialogTestQuery>(testQuery, {});
  const [edge] = data.users.edges;
  return edge ? <EditUserDialog user={edge.node} onClose={onClose} /> : null;
}

/** Renders the dialog for Rafael; `answerSave` is the server's answer to the save. */
function setup(answerSave: (variables: Variables) => Promise<GraphQLResponse> = async (variables) => ({ data: { updateUser: { user: { ...RAFAEL, ...variables.input } } } })) {
  const saves: Variables[] = [];
  const fetchFn = async (request: RequestParameters, variables: Variables): Promise<GraphQLResponse> => {
    if (request.operationKind === 'query') return { data: { users: { edges: [{ node: RAFAEL }] } } };
    saves.push(variables);
    return answerSave(variables);
  };
  const environment = new Environment({ network: Network.create(fetchFn), store: new Store(new RecordSource()) });
  const onClose = jest.fn<() => void>();
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <SnackbarProvider>
        <Suspense fallback={null}>
          <Harness onClose={onClose} />
        </Suspense>
      </SnackbarProvider>
    </RelayEnvironmentProvider>,
  );
  return { saves, onClose, user: userEvent.setup() };
}

describe('EditUserDialog', () => {
  it('refuses a blank name with "Campo obrigatório" and sends nothing', async () => {
    const { saves, user } = setup();
    const name = await screen.findByLabelText('Nome');
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toHaveLength(0);
  });

  it('saves the trimmed name and the active switch, then confirms and closes', async () => {
    const { saves, onClose, user } = setup();
    const name = await screen.findByLabelText('Nome');
    await user.clear(name);
    await user.type(name, '  Rafael Lima Jr ');
    await user.click(screen.getByRole('switch', { name: 'Usuário ativo' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário salvo')).toBeInTheDocument();
    expect(saves).toEqual([{ input: { id: 'User:1', name: 'Rafael Lima Jr', active: false } }]);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's message when it refuses the change", async () => {
    const { onClose, user } = setup(async () => {
      throw new Error('Este usuário pertence a outra conta: só a conta de origem pode alterá-lo.');
    });
    await screen.findByLabelText('Nome');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este usuário pertence a outra conta');
    expect(onClose).not.toHaveBeenCalled();
  });
});
