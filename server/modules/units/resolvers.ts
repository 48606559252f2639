import { boolean, nullable, object, optional, refine, size, string } from 'superstruct';
import { requireViewer } from '../../access/control';
import { idOf, toGlobalId } from '../../access/globalId';
import { formatAddress, updateUnit, type OfficeHours } from './service';
import { NotFoundError } from '../../errors';
import { clockTime, email, globalId, requiredText, validate } from '../../validation';
import type { MutationResolvers, UnitResolvers } from '../../graphql/resolvers-types';


const interval = refine(object({ start: clockTime(), finish: clockTime() }), 'intervalo', (value) =>
  value.start < value.finish || 'o horário de início deve ser anterior ao de término',
);
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'holidays'] as const;
const officeHours = object(Object.fromEntries(WEEKDAYS.map((day) => [day, optional(nullable(interval))])));

export const updateUnitArgs = object({
  input: object({
    id: globalId(),
    name: optional(requiredText(120)),
    active: optional(boolean()),
    office_hours: optional(nullable(officeHours)),
    contact: optional(
      nullable(
        object({
          phone: optional(nullable(refine(size(string(), 10, 13), 'telefone', (v) => /^\d+$/.test(v) || 'deve ter de 10 a 13 dígitos'))),
          email: optional(nullable(email())),
        }),
      ),
    ),
  }),
});

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

