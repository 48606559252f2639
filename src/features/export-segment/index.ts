// A segment's files by e-mail (clients, segment_products, segment_purchase_info): the dialog loads
// when asked for (lazy default export), the job shows in the export history.
import { lazy } from 'react';

export const ExportSegmentDialog = lazy(() => import('./ui/ExportSegmentDialog'));
export type { ExportSegmentDialogProps, SegmentExportKind } from './ui/ExportSegmentDialog';
export { messages } from './i18n/pt-BR';
