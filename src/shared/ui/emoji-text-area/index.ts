export { countCharacters, EMOJI_WEIGHT } from './countCharacters';
export type { CountCharactersOptions } from './countCharacters';
export { EMOJI_CHOICES, EMOJI_TEXT_AREA_DEFAULT_MAX, EmojiTextArea } from './EmojiTextArea';
export type { EmojiTextAreaProps } from './EmojiTextArea';
