import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/shared/lib/testing';
import { ModalDialog } from './ModalDialog';

describe('ModalDialog', () => {
  it('renders nothing while closed', () => {
    renderWithProviders(<ModalDialog open={false} title="Filtros" actions={null} onEscape={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('focuses the panel itself when it has nothing focusable', () => {
    renderWithProviders(<ModalDialog open title="Processando" actions={null} onEscape={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Processando' })).toHaveFocus();
  });

  it('leaves an Esc that a field inside used (a list closing) to that field, and closes on the next', async () => {
    const user = userEvent.setup();
    const onEscape = jest.fn();
    renderWithProviders(
      <ModalDialog open title="Nova análise" actions={null} onEscape={onEscape}>
        <input aria-label="Lojas" onKeyDown={(event) => event.key === 'Escape' && event.currentTarget.value && (event.preventDefault(), (event.currentTarget.value = ''))} />
      </ModalDialog>,
    );
    await user.type(screen.getByLabelText('Lojas'), 'bar');
    await user.keyboard('{Escape}');
    expect(onEscape).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onEscape).toHaveBeenCalledTimes(1);
  });

  describe('when one dialog opens over another', () => {
    it('lets only the topmost one answer Esc', async () => {
      const user = userEvent.setup();
      const onOuterEscape = jest.fn();
      const onInnerEscape = jest.fn();
      renderWithProviders(
        <>
          <ModalDialog open title="Módulos" actions={<button type="button">Confirmar</button>} onEscape={onOuterEscape} />
          <ModalDialog open role="alertdialog" title="Tem certeza?" actions={<button type="button">Sim</button>} onEscape={onInnerEscape} />
        </>,
      );
      expect(screen.getByRole('button', { name: 'Sim' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(onInnerEscape).toHaveBeenCalledTimes(1);
      expect(onOuterEscape).not.toHaveBeenCalled();
    });
  });
});
