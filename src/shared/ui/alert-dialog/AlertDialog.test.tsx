import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/shared/lib/testing';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

function Harness(props: Partial<AlertDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ver detalhes
      </button>
      <AlertDialog open={open} message="O relatório expirou." onClose={() => setOpen(false)} {...props} />
    </>
  );
}

async function setupOpen(props: Partial<AlertDialogProps> = {}) {
  const user = userEvent.setup();
  renderWithProviders(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Ver detalhes' }));
  return { user };
}

describe('AlertDialog', () => {
  describe('with the default texts', () => {
    it('is titled "Aviso", reads the message and focuses "Fechar"', async () => {
      await setupOpen();
      const dialog = screen.getByRole('alertdialog', { name: 'Aviso' });
      expect(dialog).toHaveAccessibleDescription('O relatório expirou.');
      expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    });
  });

  it('uses a given title and button label', async () => {
    await setupOpen({ title: 'Atenção', closeLabel: 'Entendi' });
    expect(screen.getByRole('alertdialog', { name: 'Atenção' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entendi' })).toBeInTheDocument();
  });

  it('closes with "Fechar" and gives focus back to the opener', async () => {
    const { user } = await setupOpen();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver detalhes' })).toHaveFocus();
  });

  it('closes with Esc', async () => {
    const { user } = await setupOpen();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps Tab on its only button', async () => {
    const { user } = await setupOpen();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
  });
});
