import { ThemeProvider } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { RecoilRoot } from 'recoil';
import { asProvided, DEFAULT_LOCALE, LOCALE } from '@/shared/i18n';
import { rootMessages } from '../i18n';
import { createTheme, GlobalStyles } from '@/shared/ui';

/**
 * App-wide providers: Relay (server data), Recoil (client state), react-intl (pt-BR text) and the
 * default theme. The root route re-themes with the signed-in account's brand colour.
 */
export function AppProviders({ environment, children }: { environment: IEnvironment; children: ReactNode }) {
  const defaultTheme = useMemo(() => createTheme(), []);
  return (
    <RelayEnvironmentProvider environment={environment}>
      <RecoilRoot>
        <IntlProvider locale={LOCALE} defaultLocale={DEFAULT_LOCALE} messages={asProvided(rootMessages)}>
          <ThemeProvider theme={defaultTheme}>
            <GlobalStyles />
            {children}
          </ThemeProvider>
        </IntlProvider>
      </RecoilRoot>
    </RelayEnvironmentProvider>
  );
}
