import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/shared/lib/testing';
import { LoadMoreFooter, readAddressRows } from './LoadMoreFooter';

const paging = (over: Partial<{ hasNext: boolean; isLoadingNext: boolean }> = {}) => ({
  hasNext: true,
  isLoadingNext: false,
  loadNext: jest.fn<(count: number) => unknown>(),
  ...over,
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('LoadMoreFooter', () => {
  it('says how many rows are shown and asks for one more page, writing the length into the address', async () => {
    window.history.replaceState({ idx: 3 }, '', '/clientes/retencao?periodo=12m');
    const p = paging();
    renderWithProviders(<LoadMoreFooter shown={20} total={45} pageSize={20} paging={p} address="ativos" />);
    expect(screen.getByText('Mostrando 20 de 45')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(p.loadNext).toHaveBeenCalledWith(20);
    expect(window.location.search).toBe('?periodo=12m&ativos_linhas=40');
    // the router's entry state is kept
    expect(window.history.state).toEqual({ idx: 3 });
  });

  it('never writes past the total, and asks nothing while a page is on its way', async () => {
    const p = paging({ isLoadingNext: true });
    const { rerender } = renderWithProviders(<LoadMoreFooter shown={40} total={45} pageSize={20} paging={p} address="ativos" />);
    await userEvent.click(screen.getByRole('button'));
    expect(p.loadNext).not.toHaveBeenCalled();
    const ready = paging();
    rerender(<LoadMoreFooter shown={40} total={45} pageSize={20} paging={ready} address="ativos" />);
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(window.location.search).toBe('?ativos_linhas=45');
  });

  it('opens as long as the address says, once', () => {
    window.history.replaceState(null, '', '/x?ativos_linhas=60&inativos_linhas=100');
    const p = paging();
    const { rerender } = renderWithProviders(<LoadMoreFooter shown={20} total={300} pageSize={20} paging={p} address="ativos" />);
    expect(p.loadNext).toHaveBeenCalledTimes(1);
    expect(p.loadNext).toHaveBeenCalledWith(40);
    rerender(<LoadMoreFooter shown={60} total={300} pageSize={20} paging={p} address="ativos" />);
    expect(p.loadNext).toHaveBeenCalledTimes(1);
  });

  it('is gone when the server has no more rows, and reads only sane lengths from the address', () => {
    renderWithProviders(<LoadMoreFooter shown={45} total={45} pageSize={20} paging={paging({ hasNext: false })} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(readAddressRows('?a_linhas=60', 'a')).toBe(60);
    expect(readAddressRows('?a_linhas=999999', 'a')).toBe(200);
    expect(readAddressRows('?a_linhas=-3', 'a')).toBeNull();
    expect(readAddressRows('?a_linhas=abc', 'a')).toBeNull();
    expect(readAddressRows('?b_linhas=60', 'a')).toBeNull();
  });
});
