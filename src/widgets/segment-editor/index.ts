export { SegmentEditor } from './ui/SegmentEditor';
export type { SegmentDraft } from './ui/SegmentEditor';
export { SegmentDefinitionView } from './ui/SegmentDefinitionView';
export { EditorColumn, EditorLayout } from './ui/styles';
export { messages } from './i18n/pt-BR';
