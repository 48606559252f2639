export { ProductNewsBell } from './ui/ProductNewsBell';
export type { ProductNewsBellProps } from './ui/ProductNewsBell';
export { NEWS_AUTO_OPEN_DELAY_MS, formatNewsDate, newsToAnnounce, rememberAnnounced, unreadIds } from './model/newsState';
export { messages } from './i18n/pt-BR';
