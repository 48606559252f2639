import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/shared/lib/testing';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { ConfirmProvider, useConfirm, type ConfirmOptions } from './ConfirmProvider';

/** A page with a "Excluir" button that opens the dialog, as a page would. */
function Harness(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Excluir
      </button>
      <ConfirmDialog
        open={open}
        title="Excluir campanha?"
        message="A campanha será removida."
        onCancel={() => setOpen(false)}
        {...props}
        onConfirm={async () => {
          await props.onConfirm?.();
          setOpen(false);
        }}
      />
    </>
  );
}

function setup(props: Partial<ConfirmDialogProps> = {}) {
  const user = userEvent.setup();
  renderWithProviders(<Harness {...props} />);
  const open = () => user.click(screen.getByRole('button', { name: 'Excluir' }));
  return { user, open };
}

describe('ConfirmDialog', () => {
  describe('when opened', () => {
    it('is an alertdialog named by its title and described by its message', async () => {
      const { open } = setup();
      await open();
      const dialog = screen.getByRole('alertdialog', { name: 'Excluir campanha?' });
      expect(dialog).toHaveAccessibleDescription('A campanha será removida.');
      expect(dialog).toHaveAttribute('aria-modal', 'true');
    });

    it('offers "Sim" and "Não" by default and focuses "Sim", so Enter confirms', async () => {
      const onConfirm = jest.fn<() => void>();
      const { user, open } = setup({ onConfirm });
      await open();
      expect(screen.getByRole('button', { name: 'Não' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sim' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(onConfirm).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    });

    it('uses the given labels', async () => {
      const { open } = setup({ confirmLabel: 'Excluir agora', cancelLabel: 'Voltar' });
      await open();
      expect(screen.getByRole('button', { name: 'Excluir agora' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
    });
  });

  describe('when the user backs out', () => {
    it('closes on Esc and returns focus to the opener', async () => {
      const { user, open } = setup();
      await open();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Excluir' })).toHaveFocus();
    });

    it('closes on "Não" without confirming', async () => {
      const onConfirm = jest.fn<() => void>();
      const { user, open } = setup({ onConfirm });
      await open();
      await user.click(screen.getByRole('button', { name: 'Não' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(onConfirm).not.toHaveBeenCalled();
    });
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, open } = setup();
    await open();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Não' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Sim' })).toHaveFocus();
  });

  describe('when the action is destructive', () => {
    it('starts focus on "Não" so a stray Enter does not destroy anything', async () => {
      const { open } = setup({ destructive: true });
      await open();
      expect(screen.getByRole('button', { name: 'Não' })).toHaveFocus();
    });
  });

  describe('when confirming takes time', () => {
    it('shows progress and disables both buttons until the promise settles', async () => {
      let finish: () => void = () => undefined;
      const onConfirm = () => new Promise<void>((resolve) => (finish = resolve));
      const { user, open } = setup({ onConfirm });
      await open();
      await user.click(screen.getByRole('button', { name: 'Sim' }));
      expect(screen.getByRole('button', { name: 'Sim' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Sim' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'Não' })).toBeDisabled();
      await user.keyboard('{Escape}');
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      finish();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    });

    it('stays open with an error when the promise rejects', async () => {
      const onConfirm = () => Promise.reject(new Error('falhou'));
      const { user, open } = setup({ onConfirm });
      await open();
      await user.click(screen.getByRole('button', { name: 'Sim' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro, tente novamente');
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sim' })).toBeEnabled();
    });
  });
});

function AskingPage({ options, onAnswer }: { options: ConfirmOptions; onAnswer: (confirmed: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={async () => onAnswer(await confirm(options))}>
      Remover
    </button>
  );
}

describe('useConfirm', () => {
  const options: ConfirmOptions = { title: 'Remover segmento?', message: 'Esta ação não pode ser desfeita.', destructive: true };

  function setupPage() {
    const user = userEvent.setup();
    const onAnswer = jest.fn<(confirmed: boolean) => void>();
    renderWithProviders(
      <ConfirmProvider>
        <AskingPage options={options} onAnswer={onAnswer} />
      </ConfirmProvider>,
    );
    return { user, onAnswer };
  }

  it('resolves true when the user confirms', async () => {
    const { user, onAnswer } = setupPage();
    await user.click(screen.getByRole('button', { name: 'Remover' }));
    expect(screen.getByRole('alertdialog', { name: 'Remover segmento?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false when the user cancels with Esc', async () => {
    const { user, onAnswer } = setupPage();
    await user.click(screen.getByRole('button', { name: 'Remover' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
  });

  it('fails loudly outside a ConfirmProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<AskingPage options={options} onAnswer={() => undefined} />)).toThrow(
      'useConfirm must be used inside a ConfirmProvider',
    );
    jest.restoreAllMocks();
  });
});
