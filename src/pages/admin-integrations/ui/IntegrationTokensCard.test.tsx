import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { Environment, Network, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { renderWithProviders } from '@/shared/lib/testing';
import { ConfirmProvider, SnackbarProvider } from '@/shared/ui';
import type { IntegrationTokensCardTestQuery } from './__generated__/IntegrationTokensCardTestQuery.graphql';
import { IntegrationTokensCard } from './IntegrationTokensCard';

const testQuery = graphql`
  query IntegrationTokensCardTestQuery {
    ...IntegrationTokensCard_query
  }
`;

const SECRET = 'cvi_3f9a0c1b2d4e5f60718293a4b5c6d7e8';

function tokenRecord(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'IntegrationToken',
    id: 'IntegrationToken:1',
    name: 'ERP da matriz',
    prefix: 'cvi_3f9a0c',
    createdAt: '2026-11-20T13:05:00Z',
    createdBy: 'Marina Souza',
    lastUsedAt: null,
    revokedAt: null,
    active: true,
    ...overrides,
  };
}

function Harness() {
  const data = useLazyLoadQuery<IntegrationTokensCardTestQuery>(testQuery, {});
  return <IntegrationTokensCard query={data} />;
}

type Answer = (name: string, variables: Variables) => Promise<GraphQLResponse>;

/** The card over a fake server holding `tokens`; `answer` replies to each mutation by its name. */
function setup(tokens: unknown[], answer: Answer) {
  const mutations: Array<{ name: string; variables: Variables }> = [];
  const fetchFn = async (request: RequestParameters, variables: Variables): Promise<GraphQLResponse> => {
    if (request.operationKind === 'query') return { data: { integrationTokens: tokens } };
    mutations.push({ name: request.name, variables });
    return answer(request.name, variables);
  };
  const environment = new Environment({ network: Network.create(fetchFn), store: new Store(new RecordSource()) });
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <SnackbarProvider>
        <ConfirmProvider>
          <Suspense fallback={null}>
            <Harness />
          </Suspense>
        </ConfirmProvider>
      </SnackbarProvider>
    </RelayEnvironmentProvider>,
  );
  return { mutations, user: userEvent.setup() };
}

const createsToken: Answer = async (_name, variables) => ({
  data: {
    createIntegrationToken: {
      token: SECRET,
      integrationToken: tokenRecord({ id: 'IntegrationToken:2', name: (variables.input as { name: string }).name }),
    },
  },
});

describe('IntegrationTokensCard', () => {
  it('says so when the account has no token yet', async () => {
    setup([], createsToken);
    expect(await screen.findByText('Nenhum token criado ainda')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  describe('when the admin creates a token', () => {
    it('refuses a blank name and sends nothing', async () => {
      const { mutations, user } = setup([], createsToken);
      await user.click(await screen.findByRole('button', { name: 'Novo token' }));
      await user.click(screen.getByRole('button', { name: 'Criar token' }));
      expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
      expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
      expect(mutations).toHaveLength(0);
    });

    it('shows the secret once with its warning, then lists the token without it', async () => {
      const { mutations, user } = setup([], createsToken);
      await user.click(await screen.findByRole('button', { name: 'Novo token' }));
      await user.type(screen.getByLabelText('Nome'), '  PDV loja 12 ');
      await user.click(screen.getByRole('button', { name: 'Criar token' }));

      const created = await screen.findByRole('alertdialog', { name: 'Token criado' });
      expect(within(created).getByText('Guarde este token agora: ele não será exibido novamente.')).toBeInTheDocument();
      expect(within(created).getByText(SECRET)).toBeInTheDocument();
      expect(within(created).getByRole('button', { name: 'Copiar token' })).toBeInTheDocument();
      expect(mutations).toEqual([{ name: 'NewTokenDialogMutation', variables: { input: { name: 'PDV loja 12' } } }]);

      await user.click(within(created).getByRole('button', { name: 'Concluir' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      const row = screen.getByRole('row', { name: /PDV loja 12/ });
      expect(row).toHaveTextContent('cvi_3f9a0c…');
      expect(row).toHaveTextContent('Nunca usado');
      expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    });

    it("shows the server's message when it refuses the name", async () => {
      const { user } = setup([], async () => {
        throw new Error('Campo "input.name": contém caracteres inválidos.');
      });
      await user.click(await screen.findByRole('button', { name: 'Novo token' }));
      await user.type(screen.getByLabelText('Nome'), 'ERP');
      await user.click(screen.getByRole('button', { name: 'Criar token' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('contém caracteres inválidos');
      expect(screen.getByRole('dialog', { name: 'Novo token de integração' })).toBeInTheDocument();
    });
  });

  it('revokes a token only after confirmation and shows when', async () => {
    const { mutations, user } = setup([tokenRecord()], async () => ({
      data: { revokeIntegrationToken: { integrationToken: tokenRecord({ active: false, revokedAt: '2026-11-22T15:40:00Z' }) } },
    }));
    await user.click(await screen.findByRole('button', { name: 'Revogar o token ERP da matriz' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Revogar o token ERP da matriz? Sistemas que o usam deixarão de enviar dados.');
    expect(mutations).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Revogar' }));
    const row = await screen.findByRole('row', { name: /ERP da matriz/ });
    expect(await within(row).findByText('Revogado em 22/11/2026 | 12:40')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(mutations).toEqual([{ name: 'IntegrationTokenRowRevokeMutation', variables: { input: { id: 'IntegrationToken:1' } } }]);
  });

  it('offers "Desfazer" after a revocation, which calls the restore mutation (no delayed write)', async () => {
    const { mutations, user } = setup([tokenRecord()], async (name) =>
      name === 'IntegrationTokenRowRevokeMutation'
        ? { data: { revokeIntegrationToken: { integrationToken: tokenRecord({ active: false, revokedAt: '2026-11-22T15:40:00Z' }) } } }
        : { data: { restoreIntegrationToken: { integrationToken: tokenRecord() } } },
    );
    await user.click(await screen.findByRole('button', { name: 'Revogar o token ERP da matriz' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revogar' }));
    // the revocation went out at once, before any undo window ends
    expect(mutations.map((m) => m.name)).toEqual(['IntegrationTokenRowRevokeMutation']);
    const region = screen.getByRole('region', { name: 'Notificações' });
    expect(await within(region).findByText('Token ERP da matriz revogado')).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Desfazer' }));
    const row = await screen.findByRole('row', { name: /ERP da matriz/ });
    expect(await within(row).findByText('Ativo')).toBeInTheDocument();
    expect(mutations).toEqual([
      { name: 'IntegrationTokenRowRevokeMutation', variables: { input: { id: 'IntegrationToken:1' } } },
      { name: 'IntegrationTokenRowRestoreMutation', variables: { input: { id: 'IntegrationToken:1' } } },
    ]);
    expect(await within(region).findByText('Token ERP da matriz reativado')).toBeInTheDocument();
  });
});
