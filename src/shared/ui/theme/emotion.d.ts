import '@emotion/react';
import type { AppTheme } from './theme';

// Emotion's `theme` everywhere (styled, css prop, useTheme) is the white-label AppTheme.
declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface
  export interface Theme extends AppTheme {}
}
