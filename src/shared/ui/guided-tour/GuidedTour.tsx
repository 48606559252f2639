import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { MessagesScope } from '@/shared/i18n';
import { messages } from './i18n/pt-BR';
import { Button } from '../Button';
import { useFocusTrap } from '../dialog/useFocusTrap';
import { raisedSurface } from '../dialog/raisedSurface';

/** Wait after mount before the tour shows, so the page has laid out its targets (spec §9: 500 ms). */
export const TOUR_START_DELAY_MS = 500;
/** When the tour, if it did start, is stored as toured (spec §4: delayed check at 750 ms). */
export const TOUR_CHECK_DELAY_MS = 750;

/** localStorage key that records a tour as seen. */
export function tourStorageKey(tourId: string): string {
  return `mf-toured-${tourId}`;
}

/** Whether this browser has already run the tour. */
export function hasToured(tourId: string): boolean {
  try {
    return window.localStorage.getItem(tourStorageKey(tourId)) !== null;
  } catch {
    // Storage blocked (private mode, policy): better to skip the tour than to show it on every visit.
    return true;
  }
}

function markToured(tourId: string) {
  try {
    window.localStorage.setItem(tourStorageKey(tourId), 'true');
  } catch {
    // See hasToured.
  }
}

export interface TourStep {
  /** CSS selector of the element the step points at; without a match the step shows centred */
  target: string;
  title: ReactNode;
  content: ReactNode;
}

export interface GuidedTourProps {
  /** one tour per id runs once per browser */
  id: string;
  steps: readonly TourStep[];
  /** called when the tour closes: completed is true after "Concluir", false after "Pular" or Esc */
  onClose?: (completed: boolean) => void;
}

/** Space between the highlighted target and the popover, and from the viewport edges. */
const GAP = 12;

const Popover = styled.div`
  position: fixed;
  z-index: 1050;
  width: min(360px, calc(100vw - 32px));
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(5)};
  ${(p) => raisedSurface(p.theme)};
`;

const Progress = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 600;
  color: ${(p) => p.theme.colors.primary};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.md};
  font-weight: 700;
`;

const Content = styled.div`
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
  line-height: 1.5;
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  margin-top: ${(p) => p.theme.space(2)};
  & > :first-of-type {
    margin-right: auto;
  }
`;

type Placement = { top: number; left: number } | null;

/** Places the popover under the target, above it when there is no room below, inside the viewport. */
function placeNear(target: Element, popover: HTMLElement): Placement {
  const rect = target.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = popover;
  const below = rect.bottom + GAP;
  const above = rect.top - GAP - height;
  const top = below + height > window.innerHeight && above >= GAP ? above : below;
  const left = Math.min(Math.max(rect.left, GAP), Math.max(GAP, window.innerWidth - width - GAP));
  return { top, left };
}

/** Step-by-step tour over a page's elements, shown once per tour id, 500 ms after the page mounts. */
function GuidedTourView({ id, steps, onClose }: GuidedTourProps) {
  const [stepIndex, setStepIndex] = useState<number | null>(null);

  useEffect(() => {
    if (steps.length === 0 || hasToured(id)) return undefined;
    let started = false;
    const start = window.setTimeout(() => {
      started = true;
      setStepIndex(0);
    }, TOUR_START_DELAY_MS);
    // Only a tour that actually showed counts as seen: leaving the page within 500 ms keeps it for next time.
    const check = window.setTimeout(() => {
      if (started) markToured(id);
    }, TOUR_CHECK_DELAY_MS);
    return () => {
      window.clearTimeout(start);
      window.clearTimeout(check);
    };
    // The steps of a tour id are fixed; a new array each render must not restart the timers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const close = useCallback(
    (completed: boolean) => {
      markToured(id);
      setStepIndex(null);
      onClose?.(completed);
    },
    [id, onClose],
  );

  if (stepIndex === null) return null;
  return createPortal(
    <TourPopover steps={steps} stepIndex={stepIndex} onStep={setStepIndex} onClose={close} />,
    document.body,
  );
}

interface TourPopoverProps {
  steps: readonly TourStep[];
  stepIndex: number;
  onStep: (index: number) => void;
  onClose: (completed: boolean) => void;
}

function TourPopover({ steps, stepIndex, onStep, onClose }: TourPopoverProps) {
  const intl = useIntl();
  const theme = useTheme();
  const id = useId();
  const popoverRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const [placement, setPlacement] = useState<Placement>(null);
  const step = steps[stepIndex];
  const isLast = stepIndex === steps.length - 1;
  useFocusTrap(popoverRef, true, { initialFocusRef: primaryRef, onEscape: () => onClose(false) });

  useLayoutEffect(() => {
    const target = document.querySelector(step.target);
    const popover = popoverRef.current;
    if (!target || !popover) {
      setPlacement(null);
      return undefined;
    }
    const highlighted = target as HTMLElement;
    const previous = { outline: highlighted.style.outline, outlineOffset: highlighted.style.outlineOffset };
    highlighted.style.outline = `3px solid ${theme.colors.primary}`;
    highlighted.style.outlineOffset = '4px';
    highlighted.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    const place = () => setPlacement(placeNear(target, popover));
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
      highlighted.style.outline = previous.outline;
      highlighted.style.outlineOffset = previous.outlineOffset;
    };
  }, [step.target, theme.colors.primary]);

  const position = placement
    ? { top: placement.top, left: placement.left }
    : { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' };
  return (
    <Popover
      ref={popoverRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-content`}
      tabIndex={-1}
      style={position}
    >
      <Progress>{intl.formatMessage({ id: 'ui.tour.progress' }, { current: stepIndex + 1, total: steps.length })}</Progress>
      <Title id={`${id}-title`}>{step.title}</Title>
      <Content id={`${id}-content`}>{step.content}</Content>
      <Footer>
        <Button variant="ghost" onClick={() => onClose(false)}>
          {intl.formatMessage({ id: 'ui.tour.skip' })}
        </Button>
        {stepIndex > 0 && (
          <Button variant="secondary" onClick={() => onStep(stepIndex - 1)}>
            {intl.formatMessage({ id: 'ui.tour.previous' })}
          </Button>
        )}
        <Button ref={primaryRef} onClick={() => (isLast ? onClose(true) : onStep(stepIndex + 1))}>
          {intl.formatMessage({ id: isLast ? 'ui.tour.done' : 'ui.tour.next' })}
        </Button>
      </Footer>
    </Popover>
  );
}

/** The guided tour with its texts in scope (they are not in the first load). */
export function GuidedTour(props: GuidedTourProps) {
  return (
    <MessagesScope messages={messages}>
      <GuidedTourView {...props} />
    </MessagesScope>
  );
}
