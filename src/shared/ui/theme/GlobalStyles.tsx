import { Global, css, useTheme } from '@emotion/react';

/** Document-wide resets and typography, drawn from the theme. */
export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html,
        body,
        #root {
          height: 100%;
        }
        body {
          margin: 0;
          font-family: ${theme.fonts.body};
          font-size: 16px;
          line-height: 1.5;
          color: ${theme.colors.text};
          background: ${theme.colors.background};
          -webkit-font-smoothing: antialiased;
        }
        h1,
        h2,
        h3,
        p {
          margin: 0;
        }
        a {
          color: ${theme.colors.primary};
        }
        :focus-visible {
          outline: 3px solid ${theme.colors.focus};
          outline-offset: 2px;
        }
        @media (prefers-reduced-motion: reduce) {
          *,
          *::before,
          *::after {
            animation-duration: 0.01ms !important;
            transition-duration: 0.01ms !important;
          }
        }
      `}
    />
  );
}
