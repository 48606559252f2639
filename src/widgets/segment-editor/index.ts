export { SegmentEditor } from './ui/SegmentEditor';
export type { SegmentDraft } from './ui/SegmentEditor';
export { SegmentDefinitionView } from './ui/SegmentDefinitionView';
export { messages } from './i18n/pt-BR';
