import { requireViewer } from '../../access/control';
import { idOf, toGlobalId } from '../../access/globalId';
import { formatAddress, listUnits, updateUnit, type OfficeHours } from './service';
import { NotFoundError } from '../../errors';
import { listArgs, validate } from '../../validation';
import { updateUnitArgs } from './inputs';
import { toConnection } from '../../graphql/connection';
import type { AccountResolvers, MutationResolvers, QueryResolvers, UnitResolvers } from '../../graphql/resolvers-types';


export const unitQueries: Pick<QueryResolvers, 'units'> = {
  units: async (_parent, args, ctx) => toConnection(await listUnits(ctx.services.db, requireViewer(ctx).account.id, validate(listArgs(), args))),
};

/** Account.units: an account's stores are reachable only from inside that account. */
export const AccountUnits: Pick<AccountResolvers, 'units'> = {
  units: async (account, args, ctx) => {
    if (requireViewer(ctx).account.id !== account.id) throw new NotFoundError();
    return toConnection(await listUnits(ctx.services.db, account.id, validate(listArgs(), args)));
  },
};

export const unitMutations: Pick<MutationResolvers, 'updateUnit'> = {
  async updateUnit(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(updateUnitArgs, args);
    const unit = await updateUnit(ctx.services.db, ctx.services.ch, viewer.account.id, idOf(input.id, 'Unit'), {
      name: input.name?.trim(),
      active: input.active,
      office_hours: (input.office_hours ?? undefined) as OfficeHours | undefined,
      contact: input.contact ?? undefined,
    });
    if (!unit) throw new NotFoundError('Loja não encontrada.');
    return { unit };
  },
};

export const Unit: UnitResolvers = {
  id: (unit) => toGlobalId('Unit', unit.id),
  _id: (unit) => unit.id,
  address: (unit) => formatAddress(unit.address_components),
  location: (unit) => (unit.latitude != null && unit.longitude != null ? { type: 'Point', coordinates: [unit.longitude, unit.latitude] } : null),
  contact: (unit) => ({ phone: unit.contact.phone ?? null, email: unit.contact.email ?? null }),
};

