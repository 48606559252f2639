import { boolean, nullable, object, optional, refine, size, string } from 'superstruct';
import { clockTime, email, globalId, requiredText } from '../../validation';

const interval = refine(object({ start: clockTime(), finish: clockTime() }), 'intervalo', (value) =>
  value.start < value.finish || 'o horário de início deve ser anterior ao de término',
);
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'holidays'] as const;
const officeHours = object(Object.fromEntries(WEEKDAYS.map((day) => [day, optional(nullable(interval))])));

/** updateUnit's input, for GraphQL and for REST PUT /api/units/:id alike. */
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
