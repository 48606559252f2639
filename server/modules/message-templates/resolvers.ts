import { array, boolean, enums, nullable, object, optional, size, string } from 'superstruct';
import { MESSAGE_TEMPLATE_CHANNELS, MESSAGE_TEMPLATE_TYPES, TEMPLATE_VARIABLES, type MessageTemplateChannel, type MessageTemplateType } from '../../../src/shared/config/messageTemplates';
import { requireViewer } from '../../access/control';
import { parseGlobalId, toGlobalId } from '../../access/globalId';
import { InputError, NotFoundError } from '../../errors';
import { toConnection } from '../../graphql/connection';
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolvers-types';
import { clampFirst, decodeCursor, toPage } from '../../shared/paging';
import { plainText, searchTerm, validate } from '../../validation';
import { checkConflicts, messageByType, templateFields, templateSmsCount } from './service';
import { findTemplate, insertTemplate, listTemplates, restoreTemplate, softDeleteTemplate, TEMPLATE_SORTS, updateTemplate, type MessageTemplateRow, type TemplateSort } from './store';

/** The API's MessageTemplate from a row. */
export function templateNode(row: MessageTemplateRow) {
  return {
    id: toGlobalId('MessageTemplate', row.id),
    _id: row.id,
    name: row.name,
    channel: row.channel,
    message_type: row.message_type,
    subject: row.subject,
    text: row.text,
    active: row.active,
    send_without_accents: row.send_without_accents,
    smsCount: templateSmsCount(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_name,
  };
}

/** The uuid behind a global id of a MessageTemplate, or the uuid itself (the page's address carries it). */
function uuidOf(id: unknown): string {
  const { id: given } = validate(object({ id: size(string(), 1, 200) }), { id });
  const parsed = parseGlobalId(given);
  return parsed ? (parsed.type === 'MessageTemplate' ? parsed.id : '') : given;
}

const NOT_FOUND = 'Mensagem não encontrada.';

const listArgs = object({
  after: optional(nullable(string())),
  search: searchTerm(),
  channels: optional(nullable(size(array(enums(MESSAGE_TEMPLATE_CHANNELS)), 0, 4))),
  messageType: optional(nullable(enums(MESSAGE_TEMPLATE_TYPES))),
  active: optional(nullable(boolean())),
  sort: optional(nullable(enums(Object.keys(TEMPLATE_SORTS) as TemplateSort[]))),
  sortDirection: optional(nullable(enums(['ASC', 'DESC'] as const))),
});

const byTypeArgs = object({
  message_type: enums(MESSAGE_TEMPLATE_TYPES),
  channel: optional(nullable(enums(MESSAGE_TEMPLATE_CHANNELS))),
  variables: optional(nullable(size(array(object({ name: enums(TEMPLATE_VARIABLES), value: plainText(300) })), 0, TEMPLATE_VARIABLES.length))),
  withOptOutSuffix: optional(nullable(boolean())),
});

export const messageTemplateQueries: Pick<QueryResolvers, 'messageTemplates' | 'messageTemplate' | 'getMessageByType'> = {
  async messageTemplates(_parent, args, ctx) {
    const input = validate(listArgs, {
      after: args.after,
      search: args.search,
      channels: args.channels,
      messageType: args.messageType,
      active: args.active,
      sort: args.sort,
      sortDirection: args.sortDirection,
    });
    const viewer = requireViewer(ctx);
    const first = clampFirst(args.first);
    const offset = decodeCursor(input.after);
    const sort = input.sort ?? 'NAME';
    const { rows, totalCount } = await listTemplates(ctx.services.db, viewer.account.id, {
      search: input.search?.trim() || null,
      channels: (input.channels as MessageTemplateChannel[] | null | undefined) ?? null,
      messageType: (input.messageType as MessageTemplateType | null | undefined) ?? null,
      active: input.active ?? null,
      sort,
      direction: input.sortDirection ?? (sort === 'UPDATED_AT' ? 'DESC' : 'ASC'),
      offset,
      limit: first + 1,
    });
    return toConnection(toPage(rows.map(templateNode), first, offset, totalCount)) as never;
  },
  async messageTemplate(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const row = await findTemplate(ctx.services.db, viewer.account.id, uuidOf(args.id));
    return row ? (templateNode(row) as never) : null;
  },
  async getMessageByType(_parent, args, ctx) {
    const input = validate(byTypeArgs, args);
    const viewer = requireViewer(ctx);
    const values = Object.fromEntries((input.variables ?? []).map(({ name, value }) => [name, value]));
    return messageByType(
      ctx.services.db,
      viewer.account.id,
      input.message_type as MessageTemplateType,
      (input.channel as MessageTemplateChannel | null | undefined) ?? 'SMS',
      values,
      { withOptOutSuffix: input.withOptOutSuffix ?? true },
    );
  },
};

/** Turns a unique-index race (two saves at once) into the same pt-BR refusal as the checks before it. */
async function uniquely<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    const text = String((error as { constraint?: string; message?: string }).constraint ?? (error as Error).message);
    if (text.includes('message_templates_name_key')) throw new InputError('Já existe uma mensagem com este nome. Escolha outro nome.', 'name');
    if (text.includes('message_templates_active_type_key')) throw new InputError('Já existe uma mensagem ativa deste tipo para este canal.', 'active');
    throw error;
  }
}

export const messageTemplateMutations: Pick<MutationResolvers, 'upsertMessageTemplate' | 'deleteMessageTemplate' | 'restoreMessageTemplate'> = {
  async upsertMessageTemplate(_parent, args, ctx) {
    const { id, fields } = templateFields(args.input);
    const viewer = requireViewer(ctx);
    const { db } = ctx.services;
    const uuid = id ? uuidOf(id) : null;
    if (id && !(uuid && (await findTemplate(db, viewer.account.id, uuid)))) throw new NotFoundError(NOT_FOUND);
    await checkConflicts(db, viewer.account.id, fields, uuid);
    const row = await uniquely(() =>
      uuid ? updateTemplate(db, viewer.account.id, uuid, viewer.user.id, fields) : insertTemplate(db, viewer.account.id, viewer.user.id, fields),
    );
    if (!row) throw new NotFoundError(NOT_FOUND);
    return { messageTemplate: templateNode(row) as never };
  },
  async deleteMessageTemplate(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const uuid = uuidOf(args.id);
    if (!(await softDeleteTemplate(ctx.services.db, viewer.account.id, uuid))) throw new NotFoundError(NOT_FOUND);
    return { deletedId: toGlobalId('MessageTemplate', uuid) };
  },
  async restoreMessageTemplate(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { db } = ctx.services;
    const uuid = uuidOf(args.id);
    const deleted = await findTemplate(db, viewer.account.id, uuid, { deleted: true });
    if (!deleted) throw new NotFoundError('Mensagem não encontrada ou já não pode ser restaurada.');
    // restored as it was, unless its name or its active slot was taken meanwhile
    await checkConflicts(db, viewer.account.id, deleted, uuid);
    const row = await uniquely(() => restoreTemplate(db, viewer.account.id, uuid));
    if (!row) throw new NotFoundError('Mensagem não encontrada ou já não pode ser restaurada.');
    return { messageTemplate: templateNode(row) as never };
  },
};
