import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/shared/lib/testing';
import { cacheHelpToken, HELP_TOKEN_CACHE_MS, type HelpToken } from '../model/helpToken';
import { useHelpToken } from '../model/useHelpToken';
import { SupportButtonView } from './SupportButton';

function Harness({ fetchToken, onOpen }: { fetchToken: (email: string) => Promise<HelpToken>; onOpen: () => void }) {
  const { state } = useHelpToken('ana@rede.com.br', fetchToken);
  return <SupportButtonView state={state} onOpen={onOpen} />;
}

const token = (value: string): HelpToken => ({ token: value, version: '1', expiresAt: new Date(Date.now() + HELP_TOKEN_CACHE_MS).toISOString() });

describe('the Suporte button', () => {
  let logged: jest.SpiedFunction<typeof console.error>;
  beforeEach(() => {
    window.localStorage.clear();
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('when the token cannot be fetched, logs it and stays disabled saying Suporte is unavailable', async () => {
    const onOpen = jest.fn();
    renderWithProviders(<Harness fetchToken={() => Promise.reject(new Error('offline'))} onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: 'Suporte' });
    await waitFor(() => expect(button.getAttribute('title')).toBe('Suporte indisponível no momento'));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Suporte indisponível no momento')).toBeTruthy();
    await userEvent.click(button);
    expect(onOpen).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalled();
  });

  it('opens with a cached token without asking the server', async () => {
    cacheHelpToken('ana@rede.com.br', token('cached'));
    const fetchToken = jest.fn((_email: string) => Promise.resolve(token('new')));
    const onOpen = jest.fn();
    renderWithProviders(<Harness fetchToken={fetchToken} onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: 'Suporte' });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    await userEvent.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(fetchToken).not.toHaveBeenCalled();
  });

  it('fetches and caches a token when none is stored', async () => {
    const fetchToken = jest.fn((_email: string) => Promise.resolve(token('fresh')));
    renderWithProviders(<Harness fetchToken={fetchToken} onOpen={() => undefined} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Suporte' }).getAttribute('aria-disabled')).toBeNull());
    expect(fetchToken).toHaveBeenCalledWith('ana@rede.com.br');
    expect(window.localStorage.getItem('mf-help-token:ana@rede.com.br')).toContain('fresh');
  });
});
