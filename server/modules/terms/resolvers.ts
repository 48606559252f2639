import { requireViewer } from '../../access/control';
import type { RequestContext } from '../../access/context';
import { InputError, NotFoundError } from '../../errors';
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolvers-types';
import { validate } from '../../validation';
import { saveDraftArgs, versionArgs } from './inputs';
import { acceptedTotal, createDraft, currentTerms, deleteDraft, findTermsVersion, listTermsVersions, publishDraft, termsHtml, updateDraft, type TermsRow } from './service';

/** The module that makes the sign-up form ask for consent (spec §6 account modules). */
const TERMS_MODULE = 'terms_optin';

function versionModel(row: TermsRow, currentVersion: number | null) {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    text: row.text,
    html: termsHtml(row.text),
    created_at: row.created_at,
    created_by: row.created_by,
    published_at: row.published_at,
    published_by: row.published_by,
    current: row.published_at !== null && row.version === currentVersion,
    accepted_count: row.accepted_count,
  };
}

async function modelOf(ctx: RequestContext, row: TermsRow) {
  const current = await currentTerms(ctx.services.db, row.account_id);
  return versionModel(row, current?.version ?? null);
}

/** The viewer's draft, or a pt-BR refusal: unknown id, or a version already published (read-only). */
async function viewerDraft(ctx: RequestContext, id: string): Promise<TermsRow> {
  const row = await findTermsVersion(ctx.services.db, requireViewer(ctx).account.id, id);
  if (!row) throw new NotFoundError('Versão dos termos não encontrada.');
  if (row.published_at) throw new InputError(`Campo "input.id": a versão ${row.version} já foi publicada e não pode ser alterada.`, 'input.id');
  return row;
}

const trimmed = (text: string) => text.replace(/\r\n?/g, '\n').trim();

export const termsQueries: Pick<QueryResolvers, 'termsVersions'> = {
  async termsVersions(_parent, _args, ctx) {
    const viewer = requireViewer(ctx);
    const [rows, current, total] = await Promise.all([
      listTermsVersions(ctx.services.db, viewer.account.id),
      currentTerms(ctx.services.db, viewer.account.id),
      acceptedTotal(ctx.services.db, viewer.account.id),
    ]);
    const versions = rows.map((row) => versionModel(row, current?.version ?? null));
    return {
      versions,
      current: versions.find((version) => version.current) ?? null,
      terms_optin: viewer.account.modules.includes(TERMS_MODULE),
      accepted_total: total,
    } as never;
  },
};

export const termsMutations: Pick<MutationResolvers, 'saveTermsDraft' | 'publishTermsVersion' | 'deleteTermsDraft'> = {
  async saveTermsDraft(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(saveDraftArgs, args);
    const title = input.title.trim().replace(/\s+/g, ' ');
    const text = trimmed(input.text);
    let id: string;
    if (input.id) {
      const draft = await viewerDraft(ctx, input.id);
      if (!(await updateDraft(ctx.services.db, viewer.account.id, draft.id, title, text))) throw new InputError('Campo "input.id": esta versão já foi publicada e não pode ser alterada.', 'input.id');
      id = draft.id;
    } else {
      id = await createDraft(ctx.services.db, viewer.account.id, title, text, viewer.user.email);
    }
    return { termsVersion: (await modelOf(ctx, (await findTermsVersion(ctx.services.db, viewer.account.id, id))!)) as never };
  },
  async publishTermsVersion(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(versionArgs, args);
    const draft = await viewerDraft(ctx, input.id);
    if (!(await publishDraft(ctx.services.db, viewer.account.id, draft.id, viewer.user.email))) throw new InputError('Campo "input.id": esta versão já foi publicada.', 'input.id');
    return { termsVersion: (await modelOf(ctx, (await findTermsVersion(ctx.services.db, viewer.account.id, draft.id))!)) as never };
  },
  async deleteTermsDraft(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(versionArgs, args);
    const draft = await viewerDraft(ctx, input.id);
    if (!(await deleteDraft(ctx.services.db, viewer.account.id, draft.id))) throw new InputError('Campo "input.id": uma versão publicada não pode ser excluída.', 'input.id');
    return { deletedId: draft.id };
  },
};
