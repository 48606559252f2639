/** The form-drafts module's public API. */
export type { FormDraftRow } from './service';
