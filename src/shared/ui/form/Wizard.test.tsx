import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { object } from 'superstruct';
import { renderWithProviders } from '@/shared/lib/testing';
import { cpf, requiredString } from '@/shared/lib/validation';
import { ConfirmProvider } from '../confirm-dialog';
import { MaskedField, TextInputField, Wizard, type FormDraftStore } from '.';

function memoryDrafts(initial: { step: number; values: Record<string, unknown> } | null = null) {
  const log: string[] = [];
  let stored = initial;
  const store: FormDraftStore = {
    load: async () => stored,
    save: async (step, values) => {
      stored = { step, values };
      log.push(`save ${step} ${JSON.stringify(values)}`);
    },
    discard: async () => {
      stored = null;
      log.push('discard');
    },
  };
  return { store, log, current: () => stored };
}

const STEPS = [
  { id: 'who', title: 'Cliente', struct: object({ name: requiredString() }), content: <TextInputField name="name" label="Nome" required /> },
  { id: 'doc', title: 'Documento', struct: object({ cpf: cpf() }), content: <MaskedField name="cpf" label="CPF" mask="cpf" required /> },
];

function setup(drafts: FormDraftStore, finished: Record<string, unknown>[] = []) {
  const router = createMemoryRouter(
    [
      {
        path: '/novo',
        element: (
          <>
            <Link to="/lista">Lista</Link>
            <Wizard
              steps={STEPS}
              initialValues={{}}
              drafts={drafts}
              draftDelayMs={20}
              onFinish={async (values) => {
                finished.push(values);
              }}
            />
          </>
        ),
      },
      { path: '/lista', element: <h1>Lista de clientes</h1> },
    ],
    { initialEntries: ['/novo'] },
  );
  renderWithProviders(
    <ConfirmProvider>
      <RouterProvider router={router} />
    </ConfirmProvider>,
  );
  return { user: userEvent.setup(), router, finished };
}

describe('Wizard', () => {
  it('validates each step before moving on, saves the draft as the user goes, and discards it when finished', async () => {
    const drafts = memoryDrafts();
    const { user, finished } = setup(drafts.store);
    expect(await screen.findByRole('heading', { name: 'Passo 1 de 2: Cliente' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Campo obrigatório');

    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await waitFor(() => expect(drafts.current()).toEqual({ step: 0, values: { name: 'Ana' } }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('heading', { name: 'Passo 2 de 2: Documento' })).toHaveFocus();
    expect(drafts.current()).toEqual({ step: 1, values: { name: 'Ana' } });

    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(finished).toEqual([{ name: 'Ana', cpf: '529.982.247-25' }]));
    await waitFor(() => expect(drafts.current()).toBeNull());
    // no pending debounced save brings the draft back after it was discarded
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(drafts.current()).toBeNull();
    expect(drafts.log.at(-1)).toBe('discard');
  });

  it('resumes a saved draft at its step with its values', async () => {
    const drafts = memoryDrafts({ step: 1, values: { name: 'Bruno', cpf: '529.982' } });
    setup(drafts.store);
    expect(await screen.findByRole('heading', { name: 'Passo 2 de 2: Documento' })).toBeInTheDocument();
    expect(screen.getByText('Rascunho retomado de onde você parou.')).toBeInTheDocument();
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982');
  });

  it('asks "Sair sem salvar?" before leaving with unsaved changes, and stays when the user says so', async () => {
    const { user, router } = setup(memoryDrafts().store);
    await user.type(await screen.findByLabelText('Nome'), 'Carla');
    await user.click(screen.getByRole('link', { name: 'Lista' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sair sem salvar?' });
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe('/novo');
    expect(dialog).not.toBeInTheDocument();

    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Lista' }));
    await user.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    expect(await screen.findByRole('heading', { name: 'Lista de clientes' })).toBeInTheDocument();
  });

  it('lets the user leave freely before anything was typed', async () => {
    const { user } = setup(memoryDrafts().store);
    await screen.findByLabelText('Nome');
    await user.click(screen.getByRole('link', { name: 'Lista' }));
    expect(await screen.findByRole('heading', { name: 'Lista de clientes' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
