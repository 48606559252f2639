import { requireViewer, viewerCanOpen } from '../../access/control';
import type { RequestContext } from '../../access/context';
import { idOf } from '../../access/globalId';
import { ForbiddenError, InputError, NotFoundError } from '../../errors';
import { toConnection } from '../../graphql/connection';
import { isAccountModule } from '../../../src/shared/config';
import { validate } from '../../validation';
import { getAccount } from '../accounts';
import type { MutationResolvers, QueryResolvers, UnitResolvers, UnitTelesalesResolvers } from '../../graphql/resolvers-types';
import {
  adminUnitsArgs,
  createAdminUnitsReportArgs,
  setUnitsActiveArgs,
  undoUnitsActiveChangeArgs,
  updateAccountModulesArgs,
  updateAdminUnitArgs,
  updateAppSettingsArgs,
  updateUnitTelesalesArgs,
} from './inputs';
import {
  APP_MODULES,
  ErpCodeTaken,
  accountModules,
  appSettings,
  getAdminUnit,
  listAdminUnits,
  overview,
  saveAppSettings,
  saveTelesales,
  setAccountModules,
  setUnitsActive,
  telesalesOfAccount,
  undoUnitsActive,
  updateAdminUnit,
  type AdminUnitListArgs,
  type AdminUnitRow,
  type TelesalesRow,
} from './service';
import { ADMIN_UNITS_REPORT_KIND } from './table';

const actorOf = (ctx: RequestContext) => {
  const viewer = requireViewer(ctx);
  return { userId: viewer.user.id, login: viewer.user.email };
};

/** A module's switch as the pages show it: only platform admins change modules (they are the chain's contract). */
const switchesOf = (ctx: RequestContext, modules: readonly string[], names: readonly string[]) => {
  const editable = requireViewer(ctx).user.mf;
  return names.map((module) => ({ module, on: modules.includes(module), editable }));
};

const auditOf = (row: { updated_at: Date | null; updated_by_name: string | null }) => (row.updated_at ? { updatedAt: row.updated_at, updatedBy: row.updated_by_name } : null);

/** The telesales page belongs to retailers: franchise networks have no telesales (spec §6, orders). */
function requireTelesalesAccount(ctx: RequestContext) {
  if (!viewerCanOpen(requireViewer(ctx), 'configuracoes-admin.televendas')) throw new ForbiddenError();
}

function listArgsOf(args: unknown): AdminUnitListArgs {
  const input = validate(adminUnitsArgs, args);
  return { ...input, first: input.first == null ? null : Math.trunc(input.first) };
}

const unitIdOf = (id: string) => {
  try {
    return idOf(id, 'Unit');
  } catch {
    throw new NotFoundError('Loja não encontrada.');
  }
};

export const adminSettingsQueries: Pick<QueryResolvers, 'adminSettingsOverview' | 'telesalesSettings' | 'appSettings' | 'adminUnits'> = {
  async adminSettingsOverview(_parent, _args, ctx) {
    const viewer = requireViewer(ctx);
    const status = await overview(ctx.services.db, viewer.account.id);
    // franchise networks have no telesales: no status line for it either
    return { ...status, telesales: viewerCanOpen(viewer, 'configuracoes-admin.televendas') ? status.telesales : null };
  },
  async telesalesSettings(_parent, _args, ctx) {
    const viewer = requireViewer(ctx);
    const modules = await accountModules(ctx.services.db, viewer.account.id);
    const stores = await telesalesOfAccount(ctx.services.db, viewer.account.id);
    return { module: switchesOf(ctx, modules, ['telesales'])[0], stores: stores.map(({ unit, telesales }) => ({ ...telesales, unit })) };
  },
  async appSettings(_parent, _args, ctx) {
    const viewer = requireViewer(ctx);
    const [settings, modules] = await Promise.all([appSettings(ctx.services.db, viewer.account.id), accountModules(ctx.services.db, viewer.account.id)]);
    return { ...settings, modules: switchesOf(ctx, modules, APP_MODULES) };
  },
  adminUnits: async (_parent, args, ctx) => toConnection(await listAdminUnits(ctx.services.db, requireViewer(ctx).account.id, listArgsOf(args))),
};

export const adminSettingsMutations: Pick<
  MutationResolvers,
  'updateUnitTelesales' | 'updateAccountModules' | 'updateAppSettings' | 'updateAdminUnit' | 'setUnitsActive' | 'undoUnitsActiveChange' | 'createAdminUnitsReport'
> = {
  async updateUnitTelesales(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(updateUnitTelesalesArgs, args);
    const { unitId, ...patch } = input;
    const saved = await ctx.services.db.transaction((tx) =>
      saveTelesales(tx, viewer.account.id, viewer.user.id, unitIdOf(unitId), { ...patch, service_hours: patch.service_hours as TelesalesRow['service_hours'] }),
    );
    if (!saved) throw new NotFoundError('Loja não encontrada.');
    return { telesales: { ...saved.telesales, unit: saved.unit } };
  },

  async updateAccountModules(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(updateAccountModulesArgs, args);
    input.modules.forEach(({ module }, index) => {
      const field = `input.modules.${index}.module`;
      if (!isAccountModule(module)) throw new InputError(`Campo "${field}": módulo inválido: ${module}.`, field);
      if (module !== 'telesales' && !(APP_MODULES as readonly string[]).includes(module)) throw new InputError(`Campo "${field}": o módulo ${module} não é configurado nesta página.`, field);
    });
    if (input.modules.some(({ module }) => module === 'telesales')) requireTelesalesAccount(ctx);
    const modules = await ctx.services.db.transaction((tx) => setAccountModules(tx, viewer.account.id, viewer.user.id, input.modules));
    const account = (await getAccount(ctx.services.db, viewer.account.id))!;
    return { account, modules: switchesOf(ctx, modules, input.modules.map(({ module }) => module)) };
  },

  async updateAppSettings(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(updateAppSettingsArgs, args);
    const saved = await ctx.services.db.transaction((tx) =>
      saveAppSettings(tx, viewer.account.id, viewer.user.id, {
        ...input,
        app_name: input.app_name.trim(),
        primary_color: input.primary_color.toUpperCase(),
        on_primary_color: input.on_primary_color.toUpperCase(),
      }),
    );
    const modules = await accountModules(ctx.services.db, viewer.account.id);
    return { appSettings: { ...saved, modules: switchesOf(ctx, modules, APP_MODULES) } };
  },

  async updateAdminUnit(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(updateAdminUnitArgs, args);
    const { id, ...patch } = input;
    try {
      const unit = await ctx.services.db.transaction((tx) => updateAdminUnit(tx, ctx.services.ch, viewer.account.id, unitIdOf(id), patch, actorOf(ctx)));
      if (!unit) throw new NotFoundError('Loja não encontrada.');
      return { unit };
    } catch (error) {
      if (error instanceof ErpCodeTaken) throw new InputError(error.message, 'input.id_erp');
      throw error;
    }
  },

  async setUnitsActive(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(setUnitsActiveArgs, args);
    const ids = input.units.map(unitIdOf);
    const found = await Promise.all(ids.map((id) => getAdminUnit(ctx.services.db, viewer.account.id, id)));
    if (found.some((unit) => !unit)) throw new NotFoundError('Loja não encontrada.');
    return ctx.services.db.transaction((tx) => setUnitsActive(tx, ctx.services.ch, viewer.account.id, ids, input.switch, input.active, actorOf(ctx)));
  },

  async undoUnitsActiveChange(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(undoUnitsActiveChangeArgs, args);
    const units = await ctx.services.db.transaction((tx) => undoUnitsActive(tx, ctx.services.ch, viewer.account.id, input.changeId, actorOf(ctx)));
    if (!units) throw new NotFoundError('Alteração não encontrada ou já desfeita.');
    return { units };
  },

  async createAdminUnitsReport(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(createAdminUnitsReportArgs, args);
    const { fileFormat, emails, ...filters } = input;
    const asyncJob = await ctx.services.jobs.enqueue({
      accountId: viewer.account.id,
      userId: viewer.user.id,
      kind: ADMIN_UNITS_REPORT_KIND,
      name: 'Lojas (administração)',
      title: `Lojas – ${viewer.account.name}`,
      payload: filters as Record<string, unknown>,
      fileFormat,
      emails: emails.map((email) => email.trim()),
    });
    return { asyncJob };
  },
};

export const UnitTelesales: UnitTelesalesResolvers = {
  // its own type in the id, so the client's store never mixes it with the Unit record of the same store
  id: (row) => Buffer.from(`UnitTelesales:${row.unit_id}`).toString('base64url'),
  audit: (row) => auditOf(row),
};

/** `app_active` on every Unit: the admin list selects it; other lists' rows read it here. */
export const UnitAppActive: Pick<UnitResolvers, 'app_active'> = {
  app_active: async (unit, _args, ctx) => {
    if ('app_active' in unit && typeof (unit as AdminUnitRow).app_active === 'boolean') return (unit as AdminUnitRow).app_active;
    return (await getAdminUnit(ctx.services.db, unit.account_id, unit.id))?.app_active ?? true;
  },
};

export const AppSettingsType = { audit: auditOf };
