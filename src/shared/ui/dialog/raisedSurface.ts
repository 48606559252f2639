import { css } from '@emotion/react';
import type { AppTheme } from '../theme';

/** The look of every floating panel (dialogs, tour popovers): white card, brand-coloured top edge. */
export const raisedSurface = (theme: AppTheme) => css`
  border-radius: ${theme.radii.lg};
  border-top: 4px solid ${theme.colors.primary};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.raised};
  color: ${theme.colors.text};
  &:focus {
    outline: none;
  }
`;
