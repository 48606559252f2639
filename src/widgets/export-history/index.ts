// Export history (spec §2 Shell): toolbar button, drawer, live updates from the async-jobs feed.
export { ExportHistoryButton } from './ui/ExportHistoryButton';
export { ExportHistoryDrawer, DRAWER_WIDTH } from './ui/ExportHistoryDrawer';
export { ExportHistoryItem, ITEM_MIN_HEIGHT } from './ui/ExportHistoryItem';
export { groupByDay, dayKey, timeOf } from './model/groupByDay';
export type { DayGroup } from './model/groupByDay';
export { HISTORY_PAGE_SIZE } from './model/historyStore';
export { messages } from './i18n/pt-BR';
