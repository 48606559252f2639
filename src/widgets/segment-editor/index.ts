export { SegmentEditor } from './ui/SegmentEditor';
export type { SegmentDraft } from './ui/SegmentEditor';
export { messages } from './i18n/pt-BR';
