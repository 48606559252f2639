import { requireViewer } from '../../access/control';
import type { RequestContext } from '../../access/context';
import { InputError, NotFoundError } from '../../errors';
import { validate } from '../../validation';
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolvers-types';
import { isAnalyticsId, isPixelId } from '../../../src/shared/lib/hotsite-account';
import { hotsiteSettingsProblems, HOTSITE_TABS, type HotsiteOverrides, type HotsiteSettings } from '../../../src/shared/lib/hotsite-settings';
import { accountHotsiteConfiguration, slotFieldsOf } from './accountConfiguration';
import { addSlotArgs, configurationsArgs, hotsiteSettingsStruct, overridesStruct, publishArgs, restoreArgs, setConfigurationArgs, slotsArgs } from './inputs';
import {
  addSlot,
  configurationByVersion,
  findConfiguration,
  findSlot,
  listConfigurations,
  listSlots,
  NO_OVERRIDES,
  publish,
  restoreVersion,
  setPreview,
  SlotTakenError,
  slugOf,
  type ConfigurationRow,
  type SlotRow,
} from './service';

/** Largest page of the slot and version lists. */
const MAX_PAGE_SIZE = 50;

const pageOf = (page: number | null | undefined, pageSize: number | null | undefined, fallback: number) => {
  const size = Math.min(Math.max(pageSize ?? fallback, 1), MAX_PAGE_SIZE);
  const number = Math.max(page ?? 1, 1);
  return { page: number, pageSize: size, offset: (number - 1) * size };
};

export function configurationModel(row: ConfigurationRow) {
  return {
    id: row.id,
    _id: row.id,
    mode: row.mode,
    version: row.version,
    created_by: { _id: row.created_by_id, login: row.created_by_login },
    created_at: row.created_at,
    restored_from: row.restored_from,
    overrides: row.overrides,
    settings: row.settings,
  };
}

async function slotModel(ctx: RequestContext, row: SlotRow) {
  const [production, preview] = await Promise.all([findConfiguration(ctx.services.db, row.production_configuration_id), findConfiguration(ctx.services.db, row.preview_configuration_id)]);
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    urls: [row.url_path],
    public_url: `${ctx.config.publicUrl}${row.url_path}`,
    latest_version: row.latest_version,
    production_configuration: production ? configurationModel(production) : null,
    preview_configuration: preview ? configurationModel(preview) : null,
    has_unpublished_changes: !!preview && preview.id !== production?.id,
    created_at: row.created_at,
    signups: row.signups,
  };
}

/** The viewer's slot, or "not found" (another account's slot included). */
async function viewerSlot(ctx: RequestContext, id: string): Promise<SlotRow> {
  const slot = await findSlot(ctx.services.db, requireViewer(ctx).account.id, id);
  if (!slot) throw new NotFoundError('Espaço do site de cadastramento não encontrado.');
  return slot;
}

/**
 * The settings after the shape check and spec §5's rules; the first refusal names its tab and field,
 * with every problem (grouped by tab) in the error's extensions for the builder.
 */
export function checkedSettings(settings: unknown, overrides: unknown): { settings: HotsiteSettings; overrides: HotsiteOverrides } {
  const [shapeError, shaped] = hotsiteSettingsStruct.validate(settings, { coerce: true });
  if (shapeError) {
    const path = shapeError.failures()[0]?.path.join('.') ?? 'settings';
    throw new InputError(`Campo "settings.${path}": valor inválido.`, `settings.${path}`);
  }
  const problems = hotsiteSettingsProblems(shaped as HotsiteSettings);
  if (problems.length > 0) {
    const first = problems[0];
    const error = new InputError(`Campo "settings.${first.path}": ${first.message} (aba ${first.tab}).`, `settings.${first.path}`);
    Object.assign(error.extensions, { problems: HOTSITE_TABS.map((tab, index) => ({ tab, problems: problems.filter((p) => p.tab === index) })).filter((group) => group.problems.length) });
    throw error;
  }
  const [overridesError, cleanOverrides] = overridesStruct.validate(overrides ?? {}, { coerce: true });
  if (overridesError) throw new InputError(`Campo "overrides.${overridesError.failures()[0]?.path.join('.')}": valor inválido.`, 'overrides');
  const idOf = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  if (cleanOverrides.facebook_pixel_id && !isPixelId(cleanOverrides.facebook_pixel_id.trim())) {
    throw new InputError('Campo "overrides.facebook_pixel_id": ID do pixel inválido (só números).', 'overrides.facebook_pixel_id');
  }
  if (cleanOverrides.google_analytics_id && !isAnalyticsId(cleanOverrides.google_analytics_id.trim())) {
    throw new InputError('Campo "overrides.google_analytics_id": ID do Google Analytics inválido (ex.: G-XXXXXXX).', 'overrides.google_analytics_id');
  }
  return {
    settings: shaped as HotsiteSettings,
    overrides: { ...NO_OVERRIDES, facebook_pixel_id: idOf(cleanOverrides.facebook_pixel_id), google_analytics_id: idOf(cleanOverrides.google_analytics_id), signup_tag: idOf(cleanOverrides.signup_tag) },
  };
}

const authorOf = (ctx: RequestContext) => {
  const viewer = requireViewer(ctx);
  return { id: viewer.user.id, login: viewer.user.email };
};

export const hotsiteQueries: Pick<QueryResolvers, 'HotsiteSlots' | 'hotsiteSlot' | 'HotsiteConfigurations'> = {
  async HotsiteSlots(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const input = validate(slotsArgs, args);
    const { page, pageSize, offset } = pageOf(input.page, input.pageSize, 20);
    const { rows, total } = await listSlots(ctx.services.db, viewer.account.id, {
      search: input.search ?? null,
      sort: input.sort ?? 'CREATED_AT',
      direction: input.sortDirection ?? 'ASC',
      offset,
      limit: pageSize,
    });
    return { page, pageSize, records: total, slots: (await Promise.all(rows.map((row) => slotModel(ctx, row)))) as never };
  },
  async hotsiteSlot(_parent, args, ctx) {
    const slot = await findSlot(ctx.services.db, requireViewer(ctx).account.id, String(args.id));
    return slot ? ((await slotModel(ctx, slot)) as never) : null;
  },
  async HotsiteConfigurations(_parent, args, ctx) {
    const input = validate(configurationsArgs, args);
    const { page, pageSize, offset } = pageOf(input.page, input.pageSize, 10);
    // a slot of another account (or none) has no versions the viewer may see: an empty page
    const slot = await findSlot(ctx.services.db, requireViewer(ctx).account.id, input.hotsiteSlotId);
    if (!slot) return { page, pageSize, records: 0, configurations: [] };
    const { rows, total } = await listConfigurations(ctx.services.db, slot.id, offset, pageSize);
    return { page, pageSize, records: total, configurations: rows.map(configurationModel) as never };
  },
};

/** HotsiteSlot.configurations: the slot's versions, one page (the builder's history). */
export const hotsiteSlotResolvers = {
  async configurations(parent: { id: string }, args: { page?: number | null; pageSize?: number | null }, ctx: RequestContext) {
    const { page, pageSize, offset } = pageOf(args.page, args.pageSize, 10);
    const { rows, total } = await listConfigurations(ctx.services.db, parent.id, offset, pageSize);
    return { page, pageSize, records: total, configurations: rows.map(configurationModel) };
  },
};

export const hotsiteMutations: Pick<MutationResolvers, 'AddHotsiteSlot' | 'SetPreviewHotsiteConfiguration' | 'SetProductionHotsiteConfiguration' | 'RestoreHotsiteConfiguration'> = {
  async AddHotsiteSlot(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(addSlotArgs, args);
    const name = input.name.trim().replace(/\s+/g, ' ');
    const slug = slugOf(input.slug?.trim() || name);
    if (!slug) throw new InputError('Campo "input.slug": endereço inválido (use letras e números).', 'input.slug');
    try {
      const defaults = await accountHotsiteConfiguration(ctx.services.db, viewer.account.id);
      const slot = await addSlot(ctx.services.db, viewer.account, name, slug, authorOf(ctx), slotFieldsOf(defaults));
      return { slot: (await slotModel(ctx, slot)) as never };
    } catch (error) {
      if (error instanceof SlotTakenError) throw new InputError('Campo "input.name": já existe um espaço com este nome ou endereço.', 'input.name');
      throw error;
    }
  },
  async SetPreviewHotsiteConfiguration(_parent, args, ctx) {
    const { input } = validate(setConfigurationArgs, args);
    const slot = await viewerSlot(ctx, input.hotsiteSlotId);
    const { settings, overrides } = checkedSettings(input.settings, input.overrides);
    await setPreview(ctx.services.db, slot.account_id, slot.id, settings, overrides, authorOf(ctx));
    return { slot: (await slotModel(ctx, (await findSlot(ctx.services.db, slot.account_id, slot.id))!)) as never };
  },
  async SetProductionHotsiteConfiguration(_parent, args, ctx) {
    const { input } = validate(publishArgs, args);
    const slot = await viewerSlot(ctx, input.hotsiteSlotId);
    const chosen = input.version != null ? await configurationByVersion(ctx.services.db, slot.id, input.version) : await findConfiguration(ctx.services.db, slot.preview_configuration_id);
    if (!chosen) throw new InputError('Campo "input.version": versão não encontrada.', 'input.version');
    // a version saved before a rule existed is checked again before it goes public
    checkedSettings(chosen.settings, chosen.overrides);
    await publish(ctx.services.db, slot.account_id, slot.id, chosen.id);
    return { slot: (await slotModel(ctx, (await findSlot(ctx.services.db, slot.account_id, slot.id))!)) as never };
  },
  async RestoreHotsiteConfiguration(_parent, args, ctx) {
    const { input } = validate(restoreArgs, args);
    const slot = await viewerSlot(ctx, input.hotsiteSlotId);
    const restored = await restoreVersion(ctx.services.db, slot.account_id, slot.id, input.version, authorOf(ctx));
    if (!restored) throw new InputError('Campo "input.version": versão não encontrada.', 'input.version');
    return { slot: (await slotModel(ctx, (await findSlot(ctx.services.db, slot.account_id, slot.id))!)) as never };
  },
};
