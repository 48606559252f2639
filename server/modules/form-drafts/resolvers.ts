import { define, nullable, object, optional, refine, integer } from 'superstruct';
import type { Viewer } from '../../access/context';
import { requireViewer } from '../../access/control';
import { discardFormDraft, getFormDraft, saveFormDraft, type DraftKey } from './service';
import { globalId, requiredText, validate } from '../../validation';
import type { FormDraftResolvers, MutationResolvers, QueryResolvers } from '../../graphql/resolvers-types';

/** Largest draft kept: a form's values, not a file. */
const DRAFT_MAX_BYTES = 64 * 1024;

/** A form kind: a short slug the client picks per form ('campaign-wizard'). */
const draftKind = () => refine(requiredText(60), 'formulario', (value) => /^[a-z0-9][a-z0-9-]*$/.test(value) || 'deve ser um identificador de formulário (letras minúsculas, números e hífens)');

const draftValues = refine(
  define<Record<string, unknown>>('object', (value) => typeof value === 'object' && value !== null && !Array.isArray(value)),
  'valores',
  (value) => Buffer.byteLength(JSON.stringify(value)) <= DRAFT_MAX_BYTES || 'passa de 64 KB',
);

const keyFields = { kind: draftKind(), recordId: optional(nullable(globalId())) };
export const formDraftArgs = object(keyFields);
export const saveFormDraftArgs = object({ input: object({ ...keyFields, step: refine(integer(), 'passo', (n) => (n >= 0 && n < 100) || 'deve ser um passo entre 0 e 99'), values: draftValues }) });
export const discardFormDraftArgs = object({ input: object(keyFields) });

/** The draft's key: the session's account and user, never ones the client names. */
function keyOf(viewer: Viewer, kind: string, recordId: string | null | undefined): DraftKey {
  return { accountId: viewer.account.id, userId: viewer.user.id, kind, recordId: recordId ?? '' };
}

export const formDraftQueries: Pick<QueryResolvers, 'formDraft'> = {
  formDraft: async (_parent, args, ctx) => {
    const viewer = requireViewer(ctx);
    const { kind, recordId } = validate(formDraftArgs, args);
    return getFormDraft(ctx.services.db, keyOf(viewer, kind, recordId));
  },
};

export const formDraftMutations: Pick<MutationResolvers, 'saveFormDraft' | 'discardFormDraft'> = {
  async saveFormDraft(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(saveFormDraftArgs, args);
    return { draft: await saveFormDraft(ctx.services.db, keyOf(viewer, input.kind, input.recordId), input.step, input.values) };
  },
  async discardFormDraft(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(discardFormDraftArgs, args);
    return { discarded: await discardFormDraft(ctx.services.db, keyOf(viewer, input.kind, input.recordId)) };
  },
};

export const FormDraft: FormDraftResolvers = {
  kind: (row) => row.kind,
  recordId: (row) => row.record_id || null,
  step: (row) => row.step,
  values: (row) => row.draft_values,
  updatedAt: (row) => row.updated_at,
};
