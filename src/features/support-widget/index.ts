export { SupportButton, SupportButtonView } from './ui/SupportButton';
export type { SupportButtonProps, SupportButtonViewProps } from './ui/SupportButton';
export { HELP_TOKEN_CACHE_MS, getHelpToken, readCachedHelpToken } from './model/helpToken';
export type { HelpToken } from './model/helpToken';
export { messages } from './i18n/pt-BR';
