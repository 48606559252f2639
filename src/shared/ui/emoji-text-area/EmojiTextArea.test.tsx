import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/shared/lib/testing';
import { EMOJI_CHOICES, EmojiTextArea, type EmojiTextAreaProps } from './EmojiTextArea';

function Harness({ initial = '', ...props }: Partial<EmojiTextAreaProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <EmojiTextArea label="Mensagem" value={value} onChange={setValue} {...props} />;
}

function setup(props: Partial<EmojiTextAreaProps> & { initial?: string } = {}) {
  const user = userEvent.setup();
  renderWithProviders(<Harness {...props} />);
  const textarea = screen.getByRole('textbox', { name: 'Mensagem' });
  const openPicker = () => user.click(screen.getByRole('button', { name: 'Inserir emoji' }));
  return { user, textarea, openPicker };
}

describe('EmojiTextArea', () => {
  describe('counter', () => {
    it('starts at 0/160', () => {
      const { textarea } = setup();
      expect(screen.getByText('0/160')).toBeInTheDocument();
      expect(textarea).toHaveAccessibleDescription('0 de 160 caracteres usados');
    });

    it('follows what the user types', async () => {
      const { user, textarea } = setup();
      await user.type(textarea, 'Oferta');
      expect(screen.getByText('6/160')).toBeInTheDocument();
    });

    it('turns to the error colour and marks the field invalid when over the max', async () => {
      const { user, textarea } = setup({ max: 5 });
      await user.type(textarea, 'abcde');
      expect(textarea).not.toHaveAttribute('aria-invalid');
      await user.type(textarea, 'f');
      expect(screen.getByText('6/5').parentElement).toHaveStyle({ color: '#b42318' });
      expect(textarea).toHaveAttribute('aria-invalid', 'true');
    });

    it('leaves the given placeholders out of the count', () => {
      setup({ initial: 'Olá [primeiro nome]!', excludeFromCount: ['[primeiro nome]'] });
      expect(screen.getByText('5/160')).toBeInTheDocument();
    });
  });

  describe('emoji picker', () => {
    it('opens a list of emojis without flags', async () => {
      const { openPicker } = setup();
      await openPicker();
      expect(screen.getByRole('button', { name: 'Inserir emoji' })).toHaveAttribute('aria-expanded', 'true');
      const picker = screen.getByRole('group', { name: 'Emojis' });
      const choices = within(picker).getAllByRole('button');
      expect(choices).toHaveLength(EMOJI_CHOICES.length);
      expect(choices.some((button) => /\p{Regional_Indicator}/u.test(button.textContent ?? ''))).toBe(false);
    });

    it('inserts an emoji at the caret, counting 2', async () => {
      const { user, textarea, openPicker } = setup({ initial: 'Oi!' });
      act(() => {
        textarea.focus();
        (textarea as HTMLTextAreaElement).setSelectionRange(2, 2);
      });
      await openPicker();
      await user.click(screen.getByRole('button', { name: '🛒' }));
      expect(textarea).toHaveValue('Oi🛒!');
      expect(screen.getByText('5/160')).toBeInTheDocument();
    });

    it('closes on Esc and returns focus to its button', async () => {
      const { user, openPicker } = setup();
      await openPicker();
      await user.click(screen.getByRole('button', { name: '🎉' }));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('group', { name: 'Emojis' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Inserir emoji' })).toHaveFocus();
    });

    describe('when the emoji would exceed the max', () => {
      it('refuses it and says why', async () => {
        const { user, textarea, openPicker } = setup({ initial: 'abc', max: 4 });
        await openPicker();
        await user.click(screen.getByRole('button', { name: '🛒' }));
        expect(textarea).toHaveValue('abc');
        expect(screen.getByRole('alert')).toHaveTextContent(
          'Não é possível inserir emojis devido ao tamanho limite do campo.',
        );
      });

      it('clears the message once the user edits the text', async () => {
        const { user, textarea, openPicker } = setup({ initial: 'abc', max: 4 });
        await openPicker();
        await user.click(screen.getByRole('button', { name: '🛒' }));
        await user.type(textarea, '{Backspace}');
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      });

      it('accepts it at the end of an untouched field when only placeholders make the text long', async () => {
        const { user, textarea, openPicker } = setup({ initial: '[primeiro nome]', max: 2, excludeFromCount: ['[primeiro nome]'] });
        await openPicker();
        await user.click(screen.getByRole('button', { name: '🛒' }));
        expect(textarea).toHaveValue('[primeiro nome]🛒');
        expect(screen.getByText('2/2')).toBeInTheDocument();
      });
    });
  });

  it('shows a form error and marks the field invalid', () => {
    const { textarea } = setup({ error: 'Campo obrigatório' });
    expect(screen.getByText('Campo obrigatório')).toBeInTheDocument();
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
  });
});
