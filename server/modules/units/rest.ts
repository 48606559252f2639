import { SESSION, canOpen, requireViewer } from '../../access/control';
import { idOf, toGlobalId } from '../../access/globalId';
import { NotFoundError } from '../../errors';
import { bodyObject, pageArgs } from '../../rest/params';
import type { RestRouter } from '../../rest/router';
import { validate } from '../../validation';
import { updateUnitArgs } from './inputs';
import { unitPatchOf } from './resolvers';
import { formatAddress, getUnit, listUnits, updateUnit, type UnitRow } from './service';

/** REST views of records use the same opaque ids as GraphQL. */
function unitJson(unit: UnitRow) {
  return {
    id: toGlobalId('Unit', unit.id),
    id_erp: unit.id_erp,
    name: unit.name,
    cnpj: unit.cnpj,
    active: unit.active,
    address: formatAddress(unit.address_components),
    address_components: unit.address_components,
    location: unit.latitude != null && unit.longitude != null ? { type: 'Point', coordinates: [unit.longitude, unit.latitude] } : null,
    office_hours: unit.office_hours,
    contact: unit.contact,
    mobile: unit.mobile ?? '',
    ecommerce_v2_active: unit.ecommerce_v2_active,
    retailer_flag_id: unit.retailer_flag_id ?? null,
    unit_group: unit.unit_group_id ? { id: toGlobalId('UnitGroup', unit.unit_group_id), name: unit.unit_group_name ?? '' } : null,
    tags: unit.tags ?? [],
    ecommerce_partner: unit.ecommerce_partner ?? null,
  };
}

/** Stores of the session's account (spec §7). */
export function registerUnitRoutes(router: RestRouter): RestRouter {
  return router
    .on('GET', '/api/units', SESSION, async ({ ctx, query }) => {
      const viewer = requireViewer(ctx);
      const page = await listUnits(ctx.services.db, viewer.account.id, pageArgs(query));
      return { total: page.totalCount, next_cursor: page.hasNextPage ? page.items.at(-1)?.cursor : null, units: page.items.map((i) => unitJson(i.node)) };
    })
    .on('GET', '/api/units/:id', SESSION, async ({ ctx, params }) => {
      const unit = await getUnit(ctx.services.db, requireViewer(ctx).account.id, idOf(params.id, 'Unit'));
      if (!unit) throw new NotFoundError('Loja não encontrada.');
      return unitJson(unit);
    })
    .on('PUT', '/api/units/:id', canOpen('configuracoes.units'), async ({ ctx, params, body }) => {
      const viewer = requireViewer(ctx);
      const { input } = validate(updateUnitArgs, { input: { ...bodyObject(body), id: params.id } });
      const patch = await unitPatchOf(ctx, input);
      const actor = { userId: viewer.user.id, login: viewer.user.email };
      const unit = await ctx.services.db.transaction((tx) => updateUnit(tx, ctx.services.ch, viewer.account.id, idOf(input.id, 'Unit'), patch, actor));
      if (!unit) throw new NotFoundError('Loja não encontrada.');
      return unitJson(unit);
    });
}
