export { MultiSelect } from './MultiSelect';
export type { MultiSelectOption, MultiSelectProps } from './MultiSelect';
/** The part's texts, for the app's id types (src/app/i18n); the part scopes them itself. */
export { messages } from './i18n/pt-BR';
