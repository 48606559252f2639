import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/shared/lib/testing';
import { SNACKBAR_DURATION_MS, SnackbarProvider, useSnackbar, type SnackbarApi } from './Snackbar';

function setup() {
  let api: SnackbarApi | undefined;
  function Page() {
    api = useSnackbar();
    return null;
  }
  renderWithProviders(
    <SnackbarProvider>
      <Page />
    </SnackbarProvider>,
  );
  const region = screen.getByRole('region', { name: 'Notificações' });
  const show = (...args: Parameters<SnackbarApi['show']>) => act(() => void api!.show(...args));
  return { region, show };
}

describe('Snackbar', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('announces through a polite live region', () => {
    const { region } = setup();
    expect(region).toHaveAttribute('aria-live', 'polite');
  });

  describe('when a page shows one without a message', () => {
    it('says "Ocorreu um erro, tente novamente" as an error', () => {
      const { region, show } = setup();
      show();
      expect(region).toHaveTextContent('Ocorreu um erro, tente novamente');
      expect(region.querySelector('[data-severity="error"]')).not.toBeNull();
    });
  });

  it('shows the given message and severity', () => {
    const { region, show } = setup();
    show('Campanha duplicada', { severity: 'success' });
    expect(within(region).getByText('Campanha duplicada')).toBeInTheDocument();
    expect(region.querySelector('[data-severity="success"]')).not.toBeNull();
  });

  describe('hiding', () => {
    it('hides itself after 5 seconds by default', () => {
      const { region, show } = setup();
      show('Salvo', { severity: 'info' });
      act(() => jest.advanceTimersByTime(SNACKBAR_DURATION_MS - 1));
      expect(region).toHaveTextContent('Salvo');
      act(() => jest.advanceTimersByTime(1));
      expect(region).not.toHaveTextContent('Salvo');
    });

    it('honours a custom duration', () => {
      const { region, show } = setup();
      show('Rápido', { durationMs: 1000 });
      act(() => jest.advanceTimersByTime(1000));
      expect(region).not.toHaveTextContent('Rápido');
    });

    it('closes at once with "Fechar"', () => {
      const { region, show } = setup();
      show('Erro ao exportar');
      fireEvent.click(within(region).getByRole('button', { name: 'Fechar' }));
      expect(region).not.toHaveTextContent('Erro ao exportar');
    });
  });

  it('stacks at most 3, dropping the oldest', () => {
    const { region, show } = setup();
    ['um', 'dois', 'três', 'quatro'].forEach((message) => show(message));
    expect(within(region).getAllByRole('button', { name: 'Fechar' })).toHaveLength(3);
    expect(region).not.toHaveTextContent('um');
    expect(region).toHaveTextContent('quatro');
  });

  it('fails loudly outside a SnackbarProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      useSnackbar();
      return null;
    }
    expect(() => renderWithProviders(<Orphan />)).toThrow('useSnackbar must be used inside a SnackbarProvider');
    jest.restoreAllMocks();
  });
});
