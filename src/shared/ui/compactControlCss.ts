import { css, type Theme } from '@emotion/react';

/**
 * The look of the small native inputs and selects of filter bars and report headers (lighter than
 * TextField): `minHeight` 36 px beside buttons, 32 px inside a card's heading.
 */
export const compactControlCss = (theme: Theme, minHeight: 32 | 36) => css`
  min-height: ${minHeight}px;
  padding: 0 ${theme.space(2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
`;
