import { useMemo, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { asProvided, type Messages } from './catalogue';

/**
 * Adds a slice's texts to the ones already in scope, for everything rendered inside. The router wraps
 * each page in its own catalogue this way, so a page's texts travel in the page's chunk instead of
 * the first load (README "Texts").
 */
export function MessagesScope({ messages, children }: { messages: Messages; children: ReactNode }) {
  const outer = useIntl();
  const merged = useMemo(() => asProvided({ ...outer.messages, ...messages } as Messages), [outer.messages, messages]);
  return (
    <IntlProvider
      locale={outer.locale}
      defaultLocale={outer.defaultLocale}
      timeZone={outer.timeZone}
      formats={outer.formats}
      defaultFormats={outer.defaultFormats}
      textComponent={outer.textComponent}
      onError={outer.onError}
      messages={merged}
    >
      {children}
    </IntlProvider>
  );
}

/** `Component` rendered inside `MessagesScope` with `messages`. */
export function withMessages(Component: ComponentType, messages: Messages): ComponentType {
  function WithMessages() {
    return (
      <MessagesScope messages={messages}>
        <Component />
      </MessagesScope>
    );
  }
  WithMessages.displayName = `WithMessages(${Component.displayName ?? Component.name})`;
  return WithMessages;
}
