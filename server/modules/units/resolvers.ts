import { object, type Infer } from 'superstruct';
import { requireViewer } from '../../access/control';
import { idOf, toGlobalId } from '../../access/globalId';
import type { RequestContext } from '../../access/context';
import { InputError, NotFoundError } from '../../errors';
import { globalId, validate } from '../../validation';
import { normalizeDocument } from '../../../src/shared/lib/document';
import { createUnitsReportArgs, deleteUnitGroupsArgs, unitListArgs, updateTagsUnitsArgs, updateUnitArgs, upsertUnitGroupsArgs } from './inputs';
import { toConnection } from '../../graphql/connection';
import { UNITS_REPORT_KIND } from './table';
import type { AccountResolvers, MutationResolvers, QueryResolvers, UnitGroupResolvers, UnitResolvers } from '../../graphql/resolvers-types';
import {
  deleteUnitGroups,
  formatAddress,
  getUnit,
  listUnits,
  retailerFlags,
  setUnitTags,
  unitAudit,
  unitGroups,
  unitTags,
  updateUnit,
  upsertUnitGroups,
  UnitGroupNameTaken,
  UnitGroupNotFound,
  type AddressComponents,
  type OfficeHours,
  type UnitActor,
  type UnitListArgs,
  type UnitPatch,
} from './service';

const actorOf = (ctx: RequestContext): UnitActor => {
  const viewer = requireViewer(ctx);
  return { userId: viewer.user.id, login: viewer.user.email };
};

/** The list's arguments with the group's global id turned into the row id. */
function listArgsOf(args: unknown): UnitListArgs {
  const input = validate(unitListArgs(), args);
  return { ...input, first: input.first == null ? null : Math.trunc(input.first), group: input.group ? idOf(input.group, 'UnitGroup') : null };
}

export const unitQueries: Pick<QueryResolvers, 'units' | 'unit' | 'unitGroups' | 'retailerFlags' | 'unitTags'> = {
  unit: async (_parent, args, ctx) => {
    const { id } = validate(object({ id: globalId() }), args);
    let rowId: string;
    try {
      rowId = idOf(id, 'Unit');
    } catch {
      return null;
    }
    return getUnit(ctx.services.db, requireViewer(ctx).account.id, rowId);
  },
  units: async (_parent, args, ctx) => toConnection(await listUnits(ctx.services.db, requireViewer(ctx).account.id, listArgsOf(args))),
  unitGroups: async (_parent, _args, ctx) => unitGroups(ctx.services.db, requireViewer(ctx).account.id),
  retailerFlags: async (_parent, _args, ctx) => retailerFlags(ctx.services.db, requireViewer(ctx).account.id),
  unitTags: async (_parent, _args, ctx) => unitTags(ctx.services.db, requireViewer(ctx).account.id),
};

/** Account.units: an account's stores are reachable only from inside that account. */
export const AccountUnits: Pick<AccountResolvers, 'units'> = {
  units: async (account, args, ctx) => {
    if (requireViewer(ctx).account.id !== account.id) throw new NotFoundError();
    return toConnection(await listUnits(ctx.services.db, account.id, listArgsOf(args)));
  },
};

/** updateUnit's validated input as the service's patch (fields left out stay as they are). */
export async function unitPatchOf(ctx: RequestContext, input: Infer<typeof updateUnitArgs>['input']): Promise<UnitPatch> {
  const accountId = requireViewer(ctx).account.id;
  const patch: UnitPatch = {
    name: input.name?.trim(),
    // stored as ingestion stores it (no punctuation), so a form sending it masked changes nothing
    cnpj: input.cnpj === undefined ? undefined : normalizeDocument(input.cnpj),
    active: input.active,
    mobile: input.mobile === undefined ? undefined : (input.mobile ?? ''),
    office_hours: (input.office_hours ?? undefined) as OfficeHours | undefined,
    contact: input.contact
      ? Object.fromEntries(Object.entries(input.contact).filter(([, v]) => v !== undefined).map(([k, v]) => [k, v === '' ? null : v]))
      : undefined,
    ecommerce_v2_active: input.ecommerce_v2_active,
    tags: input.tags?.map((tag) => ({ name: tag.name.trim(), color: tag.color.toLowerCase() })),
    ecommerce_partner: input.ecommerce_partner === undefined ? undefined : input.ecommerce_partner,
  };
  if (input.address_components) {
    const current = (await getUnit(ctx.services.db, accountId, idOf(input.id, 'Unit')))?.address_components ?? {};
    const next = { ...current };
    for (const [key, value] of Object.entries(input.address_components)) {
      if (value === undefined) continue;
      const text = (value ?? '').trim();
      // a CEP is kept as its eight digits (as the chain's data has it)
      (next as Record<string, string>)[key] = key === 'postal_code' ? text.replace(/\D/g, '') : text;
      if (key === 'city_name') next.city = text;
    }
    patch.address_components = next;
  }
  if (input.location !== undefined) {
    patch.latitude = input.location ? Number(input.location.latitude.toFixed(6)) : null;
    patch.longitude = input.location ? Number(input.location.longitude.toFixed(6)) : null;
  }
  if (input.retailer_flag_id !== undefined) {
    if (input.retailer_flag_id && !(await retailerFlags(ctx.services.db, accountId)).some((flag) => flag.id === input.retailer_flag_id)) {
      throw new InputError('Campo "input.retailer_flag_id": bandeira desconhecida.', 'input.retailer_flag_id');
    }
    patch.retailer_flag_id = input.retailer_flag_id;
  }
  if (input.unit_group_id !== undefined) {
    const groupId = input.unit_group_id ? idOf(input.unit_group_id, 'UnitGroup') : null;
    if (groupId && !(await unitGroups(ctx.services.db, accountId)).some((group) => group.id === groupId)) throw new NotFoundError('Grupo de lojas não encontrado.');
    patch.unit_group_id = groupId;
  }
  return patch;
}

const groupErrors = (error: unknown): never => {
  if (error instanceof UnitGroupNameTaken) throw new InputError(`Campo "input.groups.name": ${error.message}`, 'input.groups.name');
  if (error instanceof UnitGroupNotFound) throw new NotFoundError(error.message);
  throw error;
};

export const unitMutations: Pick<MutationResolvers, 'updateUnit' | 'updateTagsUnits' | 'upsertUnitGroups' | 'deleteUnitGroups' | 'createUnitsReport'> = {
  async createUnitsReport(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(createUnitsReportArgs, args);
    const { fileFormat, emails, ...filters } = input;
    const payload: UnitListArgs = { ...filters, group: filters.group ? idOf(filters.group, 'UnitGroup') : null };
    const asyncJob = await ctx.services.jobs.enqueue({
      accountId: viewer.account.id,
      userId: viewer.user.id,
      kind: UNITS_REPORT_KIND,
      name: 'Lojas',
      title: `Lojas – ${viewer.account.name}`,
      payload: payload as Record<string, unknown>,
      fileFormat,
      emails: emails.map((email) => email.trim()),
    });
    return { asyncJob };
  },
  async updateUnit(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(updateUnitArgs, args);
    const patch = await unitPatchOf(ctx, input);
    const unit = await ctx.services.db.transaction((tx) => updateUnit(tx, ctx.services.ch, viewer.account.id, idOf(input.id, 'Unit'), patch, actorOf(ctx)));
    if (!unit) throw new NotFoundError('Loja não encontrada.');
    return { unit };
  },
  async updateTagsUnits(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(updateTagsUnitsArgs, args);
    const names = input.tags.map((tag) => tag.name.trim().toLowerCase());
    if (new Set(names).size !== names.length) throw new InputError('Campo "input.tags": a etiqueta aparece mais de uma vez.', 'input.tags');
    const ids = input.units.map((id) => idOf(id, 'Unit'));
    const units = await ctx.services.db.transaction((tx) =>
      setUnitTags(tx, ctx.services.ch, viewer.account.id, ids, input.tags.map((tag) => ({ name: tag.name.trim(), color: tag.color.toLowerCase() })), actorOf(ctx)),
    );
    if (units.length !== ids.length) throw new NotFoundError('Loja não encontrada.');
    return { units, unitTags: await unitTags(ctx.services.db, viewer.account.id) };
  },
  async upsertUnitGroups(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(upsertUnitGroupsArgs, args);
    const groups = input.groups.map((group) => ({
      id: group.id ? idOf(group.id, 'UnitGroup') : null,
      name: group.name.trim(),
      unit_ids: group.units.map((id) => idOf(id, 'Unit')),
    }));
    const unitGroupsAfter = await ctx.services.db.transaction((tx) => upsertUnitGroups(tx, viewer.account.id, groups, actorOf(ctx))).catch(groupErrors);
    return { unitGroups: unitGroupsAfter };
  },
  async deleteUnitGroups(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(deleteUnitGroupsArgs, args);
    const ids = input.ids.map((id) => idOf(id, 'UnitGroup'));
    const deleted = await ctx.services.db.transaction((tx) => deleteUnitGroups(tx, viewer.account.id, ids, actorOf(ctx)));
    return { deletedIds: deleted.map((id) => toGlobalId('UnitGroup', id)), unitGroups: await unitGroups(ctx.services.db, viewer.account.id) };
  },
};

/** pt-BR names of a store's fields, for the history. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Nome',
  cnpj: 'CNPJ',
  active: 'Ativa',
  mobile: 'Celular',
  address_components: 'Endereço',
  latitude: 'Latitude',
  longitude: 'Longitude',
  office_hours: 'Horário de funcionamento',
  contact: 'Contato',
  ecommerce_v2_active: 'E-commerce ativo',
  retailer_flag_id: 'Bandeira',
  unit_group_id: 'Grupo de lojas',
  tags: 'Etiquetas',
  ecommerce_partner: 'Parceiro de e-commerce',
};

const DAYS: Record<string, string> = { monday: 'seg', tuesday: 'ter', wednesday: 'qua', thursday: 'qui', friday: 'sex', saturday: 'sáb', sunday: 'dom', holidays: 'feriados' };

/** A value as the history shows it: an address in one line, hours per day, tags by name. */
function shown(value: unknown, field?: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (field === 'address_components' && typeof value === 'object') return formatAddress(value as AddressComponents) || null;
  if (field === 'office_hours' && typeof value === 'object') {
    // { days, hours }: the days that changed (Unit.history); otherwise every day
    const { days, hours: all } = 'days' in (value as object) ? (value as { days: string[]; hours: Record<string, unknown> }) : { days: Object.keys(DAYS), hours: value as Record<string, unknown> };
    return days
      .map((day) => [day, DAYS[day]] as const)
      .map(([day, label]) => {
        const hours = all[day] as { start: string; finish: string } | null;
        return hours ? `${label} ${hours.start}–${hours.finish}` : `${label} fechada`;
      })
      .join('; ');
  }
  if (field === 'contact' && typeof value === 'object') return Object.values(value as Record<string, string | null>).filter(Boolean).join(' · ') || null;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((v) => (v && typeof v === 'object' && 'name' in v ? String((v as { name: string }).name) : String(v))).join(', ');
  return JSON.stringify(value);
}

export const Unit: UnitResolvers = {
  id: (unit) => toGlobalId('Unit', unit.id),
  _id: (unit) => unit.id,
  address: (unit) => formatAddress(unit.address_components),
  location: (unit) => (unit.latitude != null && unit.longitude != null ? { type: 'Point', coordinates: [unit.longitude, unit.latitude] } : null),
  contact: (unit) => ({ phone: unit.contact.phone ?? null, email: unit.contact.email ?? null }),
  mobile: (unit) => unit.mobile ?? '',
  tags: (unit) => unit.tags ?? [],
  edited_fields: (unit) => unit.edited_fields ?? [],
  retailer_flag: async (unit, _args, ctx) => (unit.retailer_flag_id ? ((await retailerFlags(ctx.services.db, unit.account_id)).find((flag) => flag.id === unit.retailer_flag_id) ?? null) : null),
  unit_group: (unit) => (unit.unit_group_id ? { id: unit.unit_group_id, name: unit.unit_group_name ?? '', unit_ids: [] } : null),
  history: async (unit, _args, ctx) => {
    const [entries, groups, flags] = await Promise.all([
      unitAudit(ctx.services.db, unit.account_id, unit.id),
      unitGroups(ctx.services.db, unit.account_id),
      retailerFlags(ctx.services.db, unit.account_id),
    ]);
    // a group or banner by its name (a deleted group keeps its id)
    const names = new Map<string, string>([...groups.map((g): [string, string] => [g.id, g.name]), ...flags.map((f): [string, string] => [f.id, f.name])]);
    const named = (value: unknown, field: string) => ((field === 'unit_group_id' || field === 'retailer_flag_id') && typeof value === 'string' && names.has(value) ? names.get(value) : value);
    /** Office hours: only the days that changed, on both sides. */
    const changedDays = (change: { field: string; old: unknown; new: unknown }) => {
      if (change.field !== 'office_hours') return change;
      const before = (change.old ?? {}) as Record<string, unknown>;
      const after = (change.new ?? {}) as Record<string, unknown>;
      const days = Object.keys(DAYS).filter((day) => JSON.stringify(before[day] ?? null) !== JSON.stringify(after[day] ?? null));
      const pick = (hours: Record<string, unknown>) => Object.fromEntries(days.map((day) => [day, hours[day] ?? null]));
      return { ...change, old: { days, hours: pick(before) }, new: { days, hours: pick(after) } };
    };
    return entries.map((entry) => ({
      id: entry.id,
      mutation: entry.mutation,
      userLogin: entry.user_login,
      createdAt: new Date(entry.created_at).toISOString(),
      delta: entry.delta.map(changedDays).map((change) => ({ field: change.field, description: FIELD_LABELS[change.field] ?? change.field, old: shown(named(change.old, change.field), change.field), new: shown(named(change.new, change.field), change.field) })),
    }));
  },
};

export const UnitGroup: UnitGroupResolvers = {
  id: (group) => toGlobalId('UnitGroup', group.id),
  _id: (group) => group.id,
  units: async (group, _args, ctx) => {
    const viewer = requireViewer(ctx);
    const rows = await Promise.all(group.unit_ids.map((id) => getUnit(ctx.services.db, viewer.account.id, id)));
    return rows.filter((row) => row !== null);
  },
};
