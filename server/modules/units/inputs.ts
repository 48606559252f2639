import { array, boolean, enums, nullable, number, object, optional, pattern, refine, size, string } from 'superstruct';
import { isValidCnpj } from '../../../src/shared/lib/document';
import { clockTime, email, globalId, plainText, requiredText } from '../../validation';
import { recipients } from '../jobs';
import { UNIT_SORTS } from './service';

const interval = refine(object({ start: clockTime(), finish: clockTime() }), 'intervalo', (value) =>
  value.start < value.finish || 'o horário de início deve ser anterior ao de término',
);
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'holidays'] as const;
const officeHours = object(Object.fromEntries(WEEKDAYS.map((day) => [day, optional(nullable(interval))])));
const digits = (min: number, max: number, what: string) =>
  refine(size(string(), 0, 20), what, (v) => v === '' || (/^\d+$/.test(v) && v.length >= min && v.length <= max) || `deve ter de ${min} a ${max} dígitos`);

/** A store's CNPJ: numeric or the alphanumeric form (from July 2026), check digits verified. */
export const unitCnpj = () => refine(size(string(), 14, 18), 'cnpj', (v) => isValidCnpj(v));
/** A CEP: 8 digits, with or without the hyphen. */
const postalCode = () => refine(size(string(), 0, 9), 'cep', (v) => v === '' || /^\d{5}-?\d{3}$/.test(v) || 'deve ser um CEP válido (00000-000)');
const UFS = ['AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'] as const;

/** A tag: a short name and a #RRGGBB colour. */
export const unitTag = () => object({ name: requiredText(40), color: pattern(string(), /^#[0-9a-fA-F]{6}$/) });

/** updateUnit's input, for GraphQL and for REST PUT /api/units/:id alike. */
export const updateUnitArgs = object({
  input: object({
    id: globalId(),
    name: optional(requiredText(120)),
    cnpj: optional(unitCnpj()),
    active: optional(boolean()),
    mobile: optional(nullable(digits(10, 11, 'celular'))),
    address_components: optional(
      object({
        postal_code: optional(nullable(postalCode())),
        street: optional(nullable(plainText(160))),
        neighborhood: optional(nullable(plainText(100))),
        number: optional(nullable(plainText(20))),
        complement: optional(nullable(plainText(100))),
        city_name: optional(nullable(plainText(100))),
        federative_unit: optional(nullable(enums(UFS))),
      }),
    ),
    location: optional(
      nullable(
        object({
          latitude: refine(number(), 'latitude', (v) => (v >= -90 && v <= 90) || 'deve estar entre -90 e 90'),
          longitude: refine(number(), 'longitude', (v) => (v >= -180 && v <= 180) || 'deve estar entre -180 e 180'),
        }),
      ),
    ),
    office_hours: optional(nullable(officeHours)),
    contact: optional(
      nullable(
        object({
          phone: optional(nullable(refine(size(string(), 0, 13), 'telefone', (v) => v === '' || /^\d{10,13}$/.test(v) || 'deve ter de 10 a 13 dígitos'))),
          email: optional(nullable(refine(string(), 'email', (v) => v === '' || email().is(v) || 'deve ser um e-mail válido'))),
        }),
      ),
    ),
    ecommerce_v2_active: optional(boolean()),
    retailer_flag_id: optional(nullable(plainText(60))),
    unit_group_id: optional(nullable(globalId())),
    tags: optional(size(array(unitTag()), 0, 20)),
    ecommerce_partner: optional(nullable(object({ partner_type: requiredText(40), partner_unit_id: requiredText(60) }))),
  }),
});

export const updateTagsUnitsArgs = object({ input: object({ units: size(array(globalId()), 1, 500), tags: size(array(unitTag()), 0, 20) }) });
export const upsertUnitGroupsArgs = object({
  input: object({ groups: size(array(object({ id: optional(nullable(globalId())), name: requiredText(80), units: size(array(globalId()), 0, 1000) })), 1, 50) }),
});
export const deleteUnitGroupsArgs = object({ input: object({ ids: size(array(globalId()), 1, 50) }) });

/** The stores list's arguments (GraphQL and the export's params). */
export const unitListArgs = () =>
  object({
    first: optional(nullable(number())),
    after: optional(nullable(plainText(200))),
    search: optional(nullable(plainText(100))),
    group: optional(nullable(globalId())),
    tag: optional(nullable(plainText(40))),
    active: optional(nullable(boolean())),
    sort: optional(nullable(enums(UNIT_SORTS))),
    direction: optional(nullable(enums(['ASC', 'DESC'] as const))),
  });

export const createUnitsReportArgs = object({
  input: object({
    search: optional(nullable(plainText(100))),
    group: optional(nullable(globalId())),
    tag: optional(nullable(plainText(40))),
    active: optional(nullable(boolean())),
    sort: optional(nullable(enums(UNIT_SORTS))),
    direction: optional(nullable(enums(['ASC', 'DESC'] as const))),
    fileFormat: enums(['CSV', 'XLSX'] as const),
    emails: recipients,
  }),
});
