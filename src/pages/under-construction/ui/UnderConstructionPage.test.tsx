import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderWithProviders } from '@/shared/lib/testing';
import { UnderConstructionPage } from './UnderConstructionPage';

describe('UnderConstructionPage', () => {
  it('says plainly which page is being built', async () => {
    const router = createMemoryRouter(
      [{ path: '/clube/dashboard', handle: { routeId: 'clube.dashboard', title: 'Dashboard do Clube' }, Component: UnderConstructionPage }],
      { initialEntries: ['/clube/dashboard'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Página em construção' })).toBeInTheDocument();
    expect(screen.getByText(/ainda está sendo construída/)).toHaveTextContent('A página Dashboard do Clube ainda está sendo construída');
    expect(screen.getByRole('link', { name: 'Voltar para a Home' })).toHaveAttribute('href', '/home');
  });
});
