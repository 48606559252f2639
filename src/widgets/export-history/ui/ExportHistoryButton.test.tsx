import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { renderWithProviders } from '@/shared/lib/testing';
import { SnackbarProvider } from '@/shared/ui';
import { ExportHistoryButton } from './ExportHistoryButton';

const job = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'AsyncJob',
  id,
  name: 'Lista de usuários',
  title: 'Lista de usuários – Bom Preço',
  state: 'FINISHED',
  progress: 1,
  createdAt: '2026-11-22T15:00:00.000Z',
  emails: ['gerente@bompreco.com.br'],
  fileFormat: 'CSV',
  downloadUrl: `/api/async-jobs/${id}/file`,
  expired: false,
  canResend: true,
  ...overrides,
});

interface Setup {
  pages?: Record<string, { cursor: string | null; asyncJobs: unknown[] }>;
  resend?: () => GraphQLResponse;
}

function setup({ pages = {}, resend }: Setup = {}) {
  const requests: { name: string; variables: Variables }[] = [];
  let push: ((value: GraphQLResponse) => void) | null = null;
  const fetchFn = async (request: RequestParameters, variables: Variables): Promise<GraphQLResponse> => {
    requests.push({ name: request.name, variables });
    if (request.name === 'ExportHistoryItemResendMutation') return resend ? resend() : { data: { resendAsyncJob: { asyncJob: job(String(variables.id)) } } };
    const page = pages[String(variables.cursor ?? 'first')] ?? { cursor: null, asyncJobs: [] };
    return { data: { asyncJobs: { __typename: 'AsyncJobsPage', ...page } } };
  };
  const subscribeFn = () =>
    Observable.create<GraphQLResponse>((sink) => {
      push = (value) => sink.next(value);
      return () => {
        push = null;
      };
    });
  const environment = new Environment({ network: Network.create(fetchFn, subscribeFn), store: new Store(new RecordSource()) });
  renderWithProviders(
    <RelayEnvironmentProvider environment={environment}>
      <SnackbarProvider>
        <ExportHistoryButton />
      </SnackbarProvider>
    </RelayEnvironmentProvider>,
  );
  const emit = (payload: Record<string, unknown>) =>
    act(() => {
      push!({ data: { asyncJobsReports: { __typename: 'AsyncJobEvent', id: `event-${String(payload.id)}`, job: payload } } });
    });
  return { requests, emit, user: userEvent.setup() };
}

describe('ExportHistoryButton', () => {
  it('shows the empty state', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Histórico de exportações' }));
    const drawer = await screen.findByRole('dialog', { name: 'Histórico de exportações' });
    expect(await within(drawer).findByText('Nenhum relatório encontrado')).toBeTruthy();
  });

  it('groups reports by day and shows each state', async () => {
    const { user } = setup({
      pages: {
        first: {
          cursor: null,
          asyncJobs: [
            job('q', { state: 'ENQUEUED', progress: 0.4, downloadUrl: null, canResend: false, createdAt: '2026-11-22T16:00:00.000Z' }),
            job('f', { state: 'FAILED', progress: 0.2, downloadUrl: null, canResend: false, createdAt: '2026-11-22T14:00:00.000Z' }),
            job('e', { expired: true, downloadUrl: null, canResend: false, createdAt: '2026-11-10T14:00:00.000Z', emails: ['a@b.com.br', 'c@d.com.br'] }),
            job('ok', { createdAt: '2026-11-09T14:00:00.000Z' }),
          ],
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Histórico de exportações' }));
    const drawer = await screen.findByRole('dialog', { name: 'Histórico de exportações' });
    const days = await within(drawer).findAllByRole('region');
    expect(days.map((d) => d.getAttribute('aria-label'))).toEqual(['Relatórios de 22/11', 'Relatórios de 10/11', 'Relatórios de 09/11']);
    const items = within(drawer).getAllByTestId('export-history-item');
    expect(items.map((i) => i.getAttribute('data-state'))).toEqual(['ENQUEUED', 'FAILED', 'FINISHED', 'FINISHED']);
    expect(within(items[0]).getByText('Na fila · 40%')).toBeTruthy();
    expect(within(items[0]).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(within(items[1]).getByText('Erro')).toBeTruthy();
    // the tooltip shows on hover/focus; the button always carries it as its description
    expect(within(items[1]).getByRole('tooltip', { hidden: true }).textContent).toBe('Não é possível reenviar este relatório.');
    expect(within(items[1]).getByRole('button', { name: 'Reenviar Lista de usuários', description: 'Não é possível reenviar este relatório.' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(items[2]).getByText('Relatório expirado')).toBeTruthy();
    expect(within(items[2]).queryByRole('link')).toBeNull();
    expect(within(items[3]).getByText('Enviado')).toBeTruthy();
    expect(within(items[3]).getByRole('link', { name: 'Baixar Lista de usuários (CSV)' }).getAttribute('href')).toBe('/api/async-jobs/ok/file');

    await user.click(within(items[2]).getByRole('button', { name: 'Lista de destinatários de Lista de usuários' }));
    const recipients = await screen.findByRole('dialog', { name: 'Lista de destinatários' });
    expect(within(recipients).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a@b.com.br', 'c@d.com.br']);
  });

  it('inserts live jobs, replaces them by id, and lights the badge only while closed', async () => {
    const { user, emit } = setup({ pages: { first: { cursor: null, asyncJobs: [] } } });
    const button = screen.getByRole('button', { name: 'Histórico de exportações' });
    emit(job('n1', { state: 'ENQUEUED', progress: 0, downloadUrl: null, canResend: false }));
    expect(screen.getByTestId('export-history-badge')).toBeTruthy();
    expect(button.getAttribute('aria-label')).toBe('Histórico de exportações (novidades)');

    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Histórico de exportações' });
    expect(screen.queryByTestId('export-history-badge')).toBeNull();
    await within(drawer).findByText('Nenhum relatório encontrado');
    emit(job('n2', { state: 'ENQUEUED', progress: 0, downloadUrl: null, canResend: false }));
    expect(within(drawer).getAllByTestId('export-history-item')).toHaveLength(1);
    expect(within(drawer).getByText('Na fila')).toBeTruthy();
    emit(job('n2'));
    expect(within(drawer).getAllByTestId('export-history-item')).toHaveLength(1);
    expect(within(drawer).getByText('Enviado')).toBeTruthy();
    expect(screen.queryByTestId('export-history-badge')).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('loads 5 more with "Carregar mais"', async () => {
    const first = Array.from({ length: 5 }, (_, i) => job(`p${i}`, { createdAt: `2026-11-22T1${9 - i}:00:00.000Z` }));
    const { user, requests } = setup({ pages: { first: { cursor: 'c1', asyncJobs: first }, c1: { cursor: null, asyncJobs: [job('p5', { createdAt: '2026-11-20T10:00:00.000Z' })] } } });
    await user.click(screen.getByRole('button', { name: 'Histórico de exportações' }));
    const drawer = await screen.findByRole('dialog', { name: 'Histórico de exportações' });
    expect(await within(drawer).findAllByTestId('export-history-item')).toHaveLength(5);
    await user.click(within(drawer).getByRole('button', { name: 'Carregar mais' }));
    await within(drawer).findByRole('region', { name: 'Relatórios de 20/11' });
    expect(within(drawer).getAllByTestId('export-history-item')).toHaveLength(6);
    expect(within(drawer).queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(requests.find((r) => r.name === 'ExportHistoryListMoreQuery')?.variables).toEqual({ cursor: 'c1' });
  });

  it('says when a resend fails', async () => {
    const { user } = setup({ pages: { first: { cursor: null, asyncJobs: [job('r')] } }, resend: () => ({ data: null, errors: [{ message: 'falhou' }] }) as never });
    await user.click(screen.getByRole('button', { name: 'Histórico de exportações' }));
    const drawer = await screen.findByRole('dialog', { name: 'Histórico de exportações' });
    await user.click(await within(drawer).findByRole('button', { name: 'Reenviar Lista de usuários' }));
    expect(await screen.findByText('Ocorreu um erro ao reenviar o relatório.')).toBeTruthy();
  });
});
