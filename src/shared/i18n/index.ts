export { messages as sharedMessages } from './pt-BR';
export { MessagesScope, withMessages } from './MessagesScope';
export { asProvided, type MessageId, type Messages } from './catalogue';

/** Locale the product speaks (spec §9). */
export const LOCALE = 'pt-BR';
/** Locale react-intl falls back to for formats it lacks (spec §9: fallback pt). */
export const DEFAULT_LOCALE = 'pt';
