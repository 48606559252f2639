import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/shared/lib/testing';
import { SnackbarProvider } from '../snackbar';
import { exportDone, ExportJobButton } from './ExportJobButton';

type Done = (error?: string) => void;

describe('ExportJobButton', () => {
  it('opens the export dialog, keeps it open with the server refusal and closes once the job is queued', async () => {
    const calls: { values: unknown; done: Done }[] = [];
    const onSubmit = (values: unknown, done: Done) => calls.push({ values, done });
    renderWithProviders(
      <SnackbarProvider>
        <ExportJobButton label="Exportar lojas" title="Exportar as lojas" description="A lista como está filtrada." defaultEmail="gerente@bompreco.com.br" inFlight={false} onSubmit={onSubmit} />
      </SnackbarProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Exportar lojas' }));
    const dialog = screen.getByRole('dialog', { name: 'Exportar as lojas' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    expect(calls).toHaveLength(1);
    expect(calls[0].values).toEqual({ fileFormat: 'CSV', emails: ['gerente@bompreco.com.br'] });

    act(() => calls[0].done('Você não pode exportar esta lista.'));
    expect(within(dialog).getByText('Você não pode exportar esta lista.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Exportar as lojas' })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    act(() => calls[1].done());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('exportDone', () => {
  it("answers the dialog with the mutation's first error, or with nothing once queued", () => {
    const done = jest.fn<Done>();
    const queued = jest.fn();
    exportDone(done, queued).onCompleted({}, [{ message: 'Recusado' }, { message: 'outro' }]);
    expect(done).toHaveBeenLastCalledWith('Recusado');
    expect(queued).not.toHaveBeenCalled();
    exportDone(done, queued).onCompleted({}, null);
    expect(done).toHaveBeenLastCalledWith(undefined);
    expect(queued).toHaveBeenCalledTimes(1);
    exportDone(done).onError(new Error('Sem conexão'));
    expect(done).toHaveBeenLastCalledWith('Sem conexão');
  });
});
