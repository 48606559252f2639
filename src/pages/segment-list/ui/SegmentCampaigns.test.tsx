import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '@/shared/lib/testing';
import { SegmentCampaigns } from './SegmentCampaigns';

const segment = (campaigns: { campaignId: string; campaignName: string }[]) => ({ id: 'U2VnOjE=', name: 'Clientes de Salvador', campaign_qty: campaigns.length, campaigns });

describe("the segment list's campaign count", () => {
  it('is a plain number when no campaign uses the segment', () => {
    const { container } = renderWithProviders(
      <MemoryRouter>
        <SegmentCampaigns segment={segment([])} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('0');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens the campaigns using it, each linking to how it used the segment; Esc closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <SegmentCampaigns segment={segment([{ campaignId: 'natal-2026', campaignName: 'Natal 2026' }, { campaignId: 'camp/2', campaignName: '' }])} />
      </MemoryRouter>,
    );
    const summary = screen.getByText('2');
    // browsers open a <summary> with Enter or Space themselves; jsdom only with a click
    await user.click(summary);
    expect((summary.closest('details') as HTMLDetailsElement).open).toBe(true);
    const links = screen.getAllByRole('link', { name: 'Ver como a campanha usou' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/clientes/segmentacao/visualizar/natal-2026/U2VnOjE%3D',
      '/clientes/segmentacao/visualizar/camp%2F2/U2VnOjE%3D',
    ]);
    expect(screen.getByText('Natal 2026')).toBeTruthy();
    expect(screen.getByText('camp/2')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect((summary.closest('details') as HTMLDetailsElement).open).toBe(false);
  });
});
