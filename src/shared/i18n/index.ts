import { ptBR, type MessageId } from './pt-BR';

/** Locale the product speaks (spec §9). */
export const LOCALE = 'pt-BR';
/** Locale react-intl falls back to for formats it lacks (spec §9: fallback pt). */
export const DEFAULT_LOCALE = 'pt';
/** Message catalogue handed to IntlProvider. */
export const messages: Record<MessageId, string> = ptBR;

export type { MessageId };

// Type every react-intl id against the catalogue: a missing text fails the type check.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
