import { array, enums, nullable, object, optional, size, string } from 'superstruct';
import { requireViewer } from '../../../access/control';
import type { RequestContext } from '../../../access/context';
import { validate } from '../../../validation';
import { channelSettings } from '../credits';
import { asWhatsappProvider } from './config';
import * as templates from './templates';

/** A template id (its uuid: templates are not Relay nodes — the list is small and read whole). */
const templateId = (raw: unknown) => validate(object({ id: size(string(), 1, 200) }), { id: raw }).id;

/** A template row as the API's WhatsappTemplate. */
export const templateNode = (row: templates.TemplateRow) => ({
  ...row,
  id: row.id,
  _id: row.id,
  status_label: templates.TEMPLATE_STATUS_LABELS[row.status],
});

export const whatsappQueries = {
  async whatsappTemplates(_parent: unknown, args: { status?: readonly string[] | null }, ctx: RequestContext) {
    const viewer = requireViewer(ctx);
    const { status } = validate(object({ status: optional(nullable(array(enums(templates.TEMPLATE_STATUSES)))) }), { status: args.status });
    return (await templates.listTemplates(ctx.services.db, viewer.account.id, status)).map(templateNode);
  },
  async whatsappChannel(_parent: unknown, _args: unknown, ctx: RequestContext) {
    const viewer = requireViewer(ctx);
    const provider = asWhatsappProvider((await channelSettings(ctx.services.db, viewer.account.id)).whatsapp.provider);
    return { configured: provider !== null, external_provider: provider?.external_whatsapp_provider ?? false, senders: provider?.senders ?? [] };
  },
};

export const whatsappMutations = {
  async upsertWhatsappTemplate(_parent: unknown, args: { input: unknown }, ctx: RequestContext) {
    const viewer = requireViewer(ctx);
    const input = { ...(args.input as Record<string, unknown>) };
    if (input._id) input._id = templateId(input._id);
    const row = await templates.saveTemplate(ctx.services.db, viewer.account.id, input);
    return { message: 'Modelo salvo como rascunho.', template: templateNode(row) };
  },
  async submitWhatsappTemplate(_parent: unknown, args: { _id: string }, ctx: RequestContext) {
    const viewer = requireViewer(ctx);
    const row = await templates.submitTemplateForReview(ctx.services.db, viewer.account.id, templateId(args._id));
    return { message: row.status === 'PENDING' ? 'Modelo enviado para aprovação.' : `Modelo ${templates.TEMPLATE_STATUS_LABELS[row.status].toLowerCase()}.`, template: templateNode(row) };
  },
  async deleteWhatsappTemplate(_parent: unknown, args: { _id: string }, ctx: RequestContext) {
    const viewer = requireViewer(ctx);
    const id = templateId(args._id);
    await templates.deleteTemplate(ctx.services.db, viewer.account.id, id);
    return { _id: id, message: 'Modelo excluído.' };
  },
};
