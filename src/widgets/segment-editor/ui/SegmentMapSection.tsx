import styled from '@emotion/styled';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card } from '@/shared/ui';
import type { Definition } from '../model/definition';

/** The map's code (MapLibre included) in its own chunk: asked when the section scrolls into view or opens. */
const loadSegmentMap = () => import(/* webpackChunkName: "segment-map" */ './SegmentMap');
const SegmentMap = lazy(() => loadSegmentMap().then((m) => ({ default: m.SegmentMap })));

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(5)};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(2)};
  }
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  p {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/**
 * "Mapa dos clientes" under the definition: closed at first (the editor's first render carries no
 * map code); its code is fetched when the section scrolls into view, and the map is drawn when the
 * person opens it ("Ver no mapa"). It evaluates the definition the figures were evaluated for.
 */
export function SegmentMapSection({ evaluated, segmentId }: { evaluated: Definition | null; segmentId: string | null }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        void loadSegmentMap().catch(() => undefined);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const title = intl.formatMessage({ id: 'segmentEditor.map.title' });
  return (
    <Section as="section" ref={ref} aria-label={title} data-segment-map={open ? 'open' : 'closed'}>
      <header>
        <h3>{title}</h3>
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {intl.formatMessage({ id: open ? 'segmentEditor.map.hide' : 'segmentEditor.map.show' })}
        </Button>
      </header>
      <p>{intl.formatMessage({ id: 'segmentEditor.map.hint' })}</p>
      {open && (
        <Suspense fallback={<p aria-live="polite">{intl.formatMessage({ id: 'segmentEditor.map.loading' })}</p>}>
          <SegmentMap evaluated={evaluated} segmentId={segmentId} />
        </Suspense>
      )}
    </Section>
  );
}
