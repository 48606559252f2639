import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  height: 3px;
  overflow: hidden;
  z-index: 50;
  pointer-events: none;
`;

const Bar = styled.div`
  width: 40%;
  height: 100%;
  background: ${(p) => p.theme.colors.primary};
  animation: ${slide} 1.1s ease-in-out infinite;
`;

/** Thin indeterminate bar at the top of the window while the next page loads. */
export function NavigationProgress({ active }: { active: boolean }) {
  const intl = useIntl();
  if (!active) return null;
  return (
    <Track role="progressbar" aria-label={intl.formatMessage({ id: 'ui.loadingPage' })}>
      <Bar />
    </Track>
  );
}
