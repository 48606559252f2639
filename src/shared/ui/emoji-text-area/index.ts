export { countCharacters, EMOJI_WEIGHT } from './countCharacters';
export type { CountCharactersOptions } from './countCharacters';
export { EMOJI_CHOICES, EMOJI_TEXT_AREA_DEFAULT_MAX, EmojiTextArea } from './EmojiTextArea';
export type { EmojiTextAreaProps } from './EmojiTextArea';
/** The part's texts, for the app's id types (src/app/i18n); the part scopes them itself. */
export { messages } from './i18n/pt-BR';
