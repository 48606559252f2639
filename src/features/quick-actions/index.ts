export { QuickActionsMenu } from './ui/QuickActionsMenu';
export type { QuickActionsMenuProps } from './ui/QuickActionsMenu';
export { PROMOTIONS_ONLY_QUICK_ACTIONS, QUICK_ACTIONS, quickActionsFor } from './model/quickActions';
export type { QuickAction, QuickActionLink } from './model/quickActions';
export { messages } from './i18n/pt-BR';
