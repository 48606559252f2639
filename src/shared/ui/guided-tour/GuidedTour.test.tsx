import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/shared/lib/testing';
import { GuidedTour, TOUR_CHECK_DELAY_MS, TOUR_START_DELAY_MS, tourStorageKey, type TourStep } from './GuidedTour';

const STEPS: TourStep[] = [
  { target: '#nova-campanha', title: 'Crie campanhas', content: 'Comece por aqui uma campanha de SMS ou e-mail.' },
  { target: '#relatorios', title: 'Acompanhe os resultados', content: 'Os relatórios ficam aqui.' },
  { target: '#nao-existe', title: 'Tudo pronto', content: 'Bom trabalho!' },
];

function setup(onClose = jest.fn<(completed: boolean) => void>()) {
  const view = renderWithProviders(
    <>
      <button type="button" id="nova-campanha">
        Nova campanha
      </button>
      <a id="relatorios" href="/relatorios">
        Relatórios
      </a>
      <GuidedTour id="campanhas" steps={STEPS} onClose={onClose} />
    </>,
  );
  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
  return { ...view, advance, press, onClose };
}

describe('GuidedTour', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    window.localStorage.clear();
  });

  describe('on a first visit', () => {
    it('does not start before 500 ms', () => {
      const { advance } = setup();
      advance(TOUR_START_DELAY_MS - 1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('starts at 500 ms on the first step, focusing "Próximo"', () => {
      const { advance } = setup();
      advance(TOUR_START_DELAY_MS);
      const dialog = screen.getByRole('dialog', { name: 'Crie campanhas' });
      expect(dialog).toHaveAccessibleDescription('Comece por aqui uma campanha de SMS ou e-mail.');
      expect(screen.getByText('Passo 1 de 3')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Próximo' })).toHaveFocus();
      expect(screen.queryByRole('button', { name: 'Anterior' })).not.toBeInTheDocument();
    });

    it('is stored as toured by the check at 750 ms', () => {
      const { advance } = setup();
      advance(TOUR_CHECK_DELAY_MS - 1);
      expect(window.localStorage.getItem(tourStorageKey('campanhas'))).toBeNull();
      advance(1);
      expect(window.localStorage.getItem('mf-toured-campanhas')).toBe('true');
    });

    it('is not stored as toured when the page goes away before it starts', () => {
      const { advance, unmount } = setup();
      advance(TOUR_START_DELAY_MS - 1);
      unmount();
      advance(TOUR_CHECK_DELAY_MS);
      expect(window.localStorage.getItem('mf-toured-campanhas')).toBeNull();
    });
  });

  describe('when the tour already ran in this browser', () => {
    it('does not show again', () => {
      window.localStorage.setItem('mf-toured-campanhas', 'true');
      const { advance } = setup();
      advance(TOUR_CHECK_DELAY_MS * 2);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('walking through the steps', () => {
    it('goes forward with "Próximo", back with "Anterior" and ends with "Concluir"', () => {
      const { advance, press, onClose } = setup();
      advance(TOUR_START_DELAY_MS);
      press('Próximo');
      expect(screen.getByRole('dialog', { name: 'Acompanhe os resultados' })).toBeInTheDocument();
      press('Anterior');
      expect(screen.getByRole('dialog', { name: 'Crie campanhas' })).toBeInTheDocument();
      press('Próximo');
      press('Próximo');
      expect(screen.getByText('Passo 3 de 3')).toBeInTheDocument();
      press('Concluir');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onClose).toHaveBeenCalledWith(true);
    });

    it('outlines the current target and clears the outline when it moves on', () => {
      const { advance, press } = setup();
      advance(TOUR_START_DELAY_MS);
      const newCampaign = screen.getByRole('button', { name: 'Nova campanha' });
      expect(newCampaign.style.outline).toMatch(/^3px solid/);
      press('Próximo');
      expect(newCampaign.style.outline).toBe('');
      expect(screen.getByRole('link', { name: 'Relatórios' }).style.outline).toMatch(/^3px solid/);
    });

    it('shows a step centred when its target is missing', () => {
      const { advance, press } = setup();
      advance(TOUR_START_DELAY_MS);
      press('Próximo');
      press('Próximo');
      expect(screen.getByRole('dialog', { name: 'Tudo pronto' }).style.transform).toBe('translate(-50%, -50%)');
    });
  });

  describe('leaving early', () => {
    it('closes on Esc and stores the tour as toured', () => {
      const { advance, onClose } = setup();
      advance(TOUR_START_DELAY_MS);
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onClose).toHaveBeenCalledWith(false);
      expect(window.localStorage.getItem('mf-toured-campanhas')).toBe('true');
    });

    it('closes on "Pular" and gives focus back', () => {
      const opener = document.createElement('input');
      document.body.appendChild(opener);
      opener.focus();
      const { advance, press } = setup();
      advance(TOUR_START_DELAY_MS);
      press('Pular');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
      opener.remove();
    });
  });

  it('keeps Tab inside the popover', () => {
    const { advance } = setup();
    advance(TOUR_START_DELAY_MS);
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Pular' })).toHaveFocus();
  });
});
