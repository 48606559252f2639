import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/shared/lib/testing';
import { COPY_FEEDBACK_MS, CopyButton } from './CopyButton';

type WriteText = (text: string) => Promise<void>;

function stubClipboard(writeText: WriteText | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

function stubExecCommand(result: boolean) {
  const execCommand = jest.fn<(command: string) => boolean>(() => result);
  Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
  return execCommand;
}

async function click(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('CopyButton', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    stubClipboard(undefined);
  });

  it('is named "Copiar" by default', () => {
    renderWithProviders(<CopyButton text="clube_bompreco" />);
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
  });

  it('keeps the label as the accessible name when icon-only', () => {
    renderWithProviders(<CopyButton text="x" label="Copiar nome do banco" iconOnly />);
    expect(screen.getByRole('button', { name: 'Copiar nome do banco' })).toHaveTextContent('');
  });

  describe('with the Clipboard API', () => {
    it('copies the text and shows "Copiado!" for 2 seconds', async () => {
      const writeText = jest.fn<WriteText>(() => Promise.resolve());
      stubClipboard(writeText);
      const onCopied = jest.fn();
      renderWithProviders(<CopyButton text="clube_bompreco" onCopied={onCopied} />);
      await click('Copiar');
      expect(writeText).toHaveBeenCalledWith('clube_bompreco');
      expect(onCopied).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('status')).toHaveTextContent('Copiado!');
      act(() => jest.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
      expect(screen.getByRole('status')).toHaveTextContent('Copiado!');
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('status')).toHaveTextContent('');
    });

    it('restarts the 2 seconds on a second copy', async () => {
      stubClipboard(() => Promise.resolve());
      renderWithProviders(<CopyButton text="abc" />);
      await click('Copiar');
      act(() => jest.advanceTimersByTime(1500));
      await click('Copiar');
      act(() => jest.advanceTimersByTime(1500));
      expect(screen.getByRole('status')).toHaveTextContent('Copiado!');
    });
  });

  describe('without the Clipboard API', () => {
    it('falls back to a hidden textarea and execCommand("copy")', async () => {
      stubClipboard(undefined);
      const execCommand = stubExecCommand(true);
      renderWithProviders(<CopyButton text="link" />);
      await click('Copiar');
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(document.querySelector('textarea')).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('Copiado!');
    });
  });

  describe('when the Clipboard API refuses', () => {
    it('tries the fallback, and says so when that fails too', async () => {
      stubClipboard(() => Promise.reject(new Error('denied')));
      const execCommand = stubExecCommand(false);
      renderWithProviders(<CopyButton text="link" />);
      await click('Copiar');
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(screen.getByRole('status')).toHaveTextContent('Não foi possível copiar');
    });
  });
});
