import type { Theme } from '@emotion/react';

/** The look the bell's list and its announcement share. */
export const popoverCss = (p: { theme: Theme }) => `
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  width: min(360px, calc(100vw - 24px));
  border: 1px solid ${p.theme.colors.border};
  border-radius: ${p.theme.radii.md};
  background: ${p.theme.colors.surface};
  box-shadow: ${p.theme.shadows.raised};
`;
