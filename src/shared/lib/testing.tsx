import { ThemeProvider } from '@emotion/react';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { asProvided, DEFAULT_LOCALE, LOCALE, sharedMessages, type Messages } from '@/shared/i18n';
import { createTheme } from '@/shared/ui/theme';

let testMessages: Messages = sharedMessages;

/** Test setup (tests/setup/jest.client.ts) hands every slice's texts here, so any component renders its own. */
export function provideTestMessages(messages: Messages) {
  testMessages = messages;
}

/** Test-only: the providers every component expects (pt-BR messages and the default theme). */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale={LOCALE} defaultLocale={DEFAULT_LOCALE} messages={asProvided(testMessages)}>
      <ThemeProvider theme={createTheme()}>{children}</ThemeProvider>
    </IntlProvider>
  );
}

/** Test-only: render inside TestProviders. */
export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: TestProviders, ...options });
}
