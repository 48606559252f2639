import { array, boolean, object, optional, refine, string, type Infer } from 'superstruct';
import { formatCnpj, isValidCnpj } from '@/shared/lib/document';
import { INVALID_CEP, INVALID_CNPJ, INVALID_EMAIL, INVALID_PHONE, REQUIRED, emailAddress, phone } from '@/shared/lib/validation';

/** The days a store's hours are set for (spec §3 Unit.office_hours: each weekday and holidays). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'holidays'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Brazil's states, for the address. */
export const UFS = ['AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'] as const;

/** E-commerce partners a store can be linked to. */
export const ECOMMERCE_PARTNERS = ['IFOOD', 'RAPPI', 'ZE_DELIVERY', 'CORNERSHOP', 'OUTRO'] as const;

/** Error codes of this form's own rules (the field shows the page's pt-BR sentence for each). */
export const FORM_CODES = { latitude: 'latitude', longitude: 'longitude', hours: 'hours', time: 'time', color: 'color', duplicateTag: 'duplicateTag', partner: 'partner', pair: 'pair' } as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const trimmed = (value: string) => value.trim();

const optionalText = () => optional(string());
const decimal = (text: string) => Number(text.trim().replace(',', '.'));
const coordinate = (code: string, limit: number) =>
  refine(string(), code, (value) => value.trim() === '' || (/^-?\d{1,3}([.,]\d+)?$/.test(value.trim()) && Math.abs(decimal(value)) <= limit));

const interval = refine(object({ open: boolean(), start: refine(string(), FORM_CODES.time, (v) => v === '' || TIME.test(v)), finish: refine(string(), FORM_CODES.time, (v) => v === '' || TIME.test(v)) }), FORM_CODES.hours, (value) =>
  !value.open || (TIME.test(value.start) && TIME.test(value.finish) && value.start < value.finish),
);

/** The store form's rules, before anything is sent (the server checks the same again). */
export const unitFormStruct = object({
    name: refine(string(), REQUIRED, (v) => trimmed(v).length > 0),
    cnpj: refine(string(), INVALID_CNPJ, (v) => isValidCnpj(v)),
    active: boolean(),
    retailer_flag_id: string(),
    unit_group_id: string(),
    postal_code: refine(string(), INVALID_CEP, (v) => /^\d{5}-?\d{3}$/.test(v.trim())),
    street: refine(string(), REQUIRED, (v) => trimmed(v).length > 0),
    number: optionalText(),
    complement: optionalText(),
    neighborhood: optionalText(),
    city_name: refine(string(), REQUIRED, (v) => trimmed(v).length > 0),
    federative_unit: refine(string(), REQUIRED, (v) => (UFS as readonly string[]).includes(v)),
    latitude: coordinate(FORM_CODES.latitude, 90),
    longitude: coordinate(FORM_CODES.longitude, 180),
    hours: object(Object.fromEntries(WEEKDAYS.map((day) => [day, interval])) as Record<Weekday, typeof interval>),
    phone: refine(string(), INVALID_PHONE, (v) => v.trim() === '' || phone().is(v)),
    mobile: refine(string(), INVALID_PHONE, (v) => v.trim() === '' || phone().is(v)),
    email: refine(string(), INVALID_EMAIL, (v) => v.trim() === '' || emailAddress().is(v)),
    tags: refine(
      array(object({ name: refine(string(), REQUIRED, (v) => trimmed(v).length > 0), color: refine(string(), FORM_CODES.color, (v) => /^#[0-9a-fA-F]{6}$/.test(v)) })),
      FORM_CODES.duplicateTag,
      (tags) => new Set(tags.map((t) => t.name.trim().toLowerCase())).size === tags.length,
    ),
    ecommerce_v2_active: boolean(),
    partner_type: string(),
    partner_unit_id: string(),
});

/** Rules across fields (latitude and longitude go together; a partner needs its store id), as the field each error goes under. */
export function crossFieldErrors(values: UnitFormValues): Partial<Record<'latitude' | 'longitude' | 'partner_unit_id', string>> {
  const errors: Partial<Record<'latitude' | 'longitude' | 'partner_unit_id', string>> = {};
  if (values.latitude.trim() === '' && values.longitude.trim() !== '') errors.latitude = FORM_CODES.pair;
  if (values.longitude.trim() === '' && values.latitude.trim() !== '') errors.longitude = FORM_CODES.pair;
  if (values.partner_type && values.partner_unit_id.trim() === '') errors.partner_unit_id = FORM_CODES.partner;
  return errors;
}

/** The form's field of a server refusal ('address_components.postal_code' → 'postal_code'). */
export function formFieldOf(serverField: string): string {
  const field = serverField.replace(/^input\./, '');
  if (field.startsWith('address_components.')) return field.slice('address_components.'.length);
  if (field.startsWith('contact.')) return field.slice('contact.'.length);
  if (field.startsWith('location.')) return field.slice('location.'.length);
  if (field.startsWith('ecommerce_partner')) return 'partner_unit_id';
  if (field.startsWith('office_hours.')) return `hours.${field.split('.')[1]}.start`;
  return field;
}

export type UnitFormValues = Infer<typeof unitFormStruct>;

/** What the form reads of a store (the fragment's shape). */
export interface UnitForForm {
  readonly name: string;
  readonly cnpj: string;
  readonly active: boolean;
  readonly mobile: string;
  readonly retailer_flag_id: string | null | undefined;
  readonly unit_group: { readonly id: string } | null | undefined;
  readonly address_components: {
    readonly postal_code?: string | null;
    readonly street?: string | null;
    readonly number?: string | null;
    readonly complement?: string | null;
    readonly neighborhood?: string | null;
    readonly city_name?: string | null;
    readonly federative_unit?: string | null;
  };
  readonly location: { readonly coordinates: readonly number[] } | null | undefined;
  readonly office_hours: Readonly<Record<Weekday, { readonly start: string; readonly finish: string } | null | undefined>>;
  readonly contact: { readonly phone?: string | null; readonly email?: string | null };
  readonly tags: readonly { readonly name: string; readonly color: string }[];
  readonly ecommerce_v2_active: boolean;
  readonly ecommerce_partner: { readonly partner_type: string; readonly partner_unit_id: string } | null | undefined;
}

/** "(71) 3333-4444" from stored digits. */
function phoneText(digits: string | null | undefined): string {
  const d = (digits ?? '').replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return d;
}

/** "41810-000" from a stored CEP (digits or already masked). */
const cepText = (cep: string | null | undefined) => {
  const d = (cep ?? '').replace(/\D/g, '');
  return d.length === 8 ? `${d.slice(0, 5)}-${d.slice(5)}` : (cep ?? '');
};

/** A coordinate as the field shows it (pt-BR decimal comma). */
export const coordinateText = (value: number | null | undefined) => (value == null ? '' : String(Number(value.toFixed(6))).replace('.', ','));

/** The form's starting values from the stored store. */
export function formValuesOf(unit: UnitForForm): UnitFormValues {
  const a = unit.address_components;
  const [longitude, latitude] = unit.location?.coordinates ?? [];
  return {
    name: unit.name,
    cnpj: formatCnpj(unit.cnpj),
    active: unit.active,
    retailer_flag_id: unit.retailer_flag_id ?? '',
    unit_group_id: unit.unit_group?.id ?? '',
    postal_code: cepText(a.postal_code),
    street: a.street ?? '',
    number: a.number ?? '',
    complement: a.complement ?? '',
    neighborhood: a.neighborhood ?? '',
    city_name: a.city_name ?? '',
    federative_unit: a.federative_unit ?? '',
    latitude: coordinateText(latitude),
    longitude: coordinateText(longitude),
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const hours = unit.office_hours[day];
        return [day, hours ? { open: true, start: hours.start, finish: hours.finish } : { open: false, start: '', finish: '' }];
      }),
    ) as UnitFormValues['hours'],
    phone: phoneText(unit.contact.phone),
    mobile: phoneText(unit.mobile),
    email: unit.contact.email ?? '',
    tags: unit.tags.map((tag) => ({ name: tag.name, color: tag.color })),
    ecommerce_v2_active: unit.ecommerce_v2_active,
    partner_type: unit.ecommerce_partner?.partner_type ?? '',
    partner_unit_id: unit.ecommerce_partner?.partner_unit_id ?? '',
  };
}

const digitsOf = (text: string) => text.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');

/** updateUnit's input from the form (every field; the server records only what changed). */
export function updateUnitInput(id: string, values: UnitFormValues) {
  const latitude = values.latitude.trim();
  const longitude = values.longitude.trim();
  return {
    id,
    name: values.name.trim(),
    cnpj: values.cnpj.trim().toUpperCase(),
    active: values.active,
    retailer_flag_id: values.retailer_flag_id || null,
    unit_group_id: values.unit_group_id || null,
    address_components: {
      postal_code: values.postal_code.trim(),
      street: values.street.trim(),
      number: (values.number ?? '').trim(),
      complement: (values.complement ?? '').trim(),
      neighborhood: (values.neighborhood ?? '').trim(),
      city_name: values.city_name.trim(),
      federative_unit: values.federative_unit,
    },
    location: latitude && longitude ? { latitude: decimal(latitude), longitude: decimal(longitude) } : null,
    office_hours: Object.fromEntries(WEEKDAYS.map((day) => [day, values.hours[day].open ? { start: values.hours[day].start, finish: values.hours[day].finish } : null])),
    contact: { phone: digitsOf(values.phone), email: values.email.trim() },
    mobile: digitsOf(values.mobile),
    ecommerce_v2_active: values.ecommerce_v2_active,
    ecommerce_partner: values.partner_type ? { partner_type: values.partner_type, partner_unit_id: values.partner_unit_id.trim() } : null,
  };
}

/** The form's tags for updateTagsUnits, or null when they are as stored. */
export function changedTags(saved: UnitForForm['tags'], values: UnitFormValues): { name: string; color: string }[] | null {
  const next = values.tags.map((tag) => ({ name: tag.name.trim(), color: tag.color.toLowerCase() }));
  const before = saved.map((tag) => ({ name: tag.name, color: tag.color.toLowerCase() }));
  return JSON.stringify(next) === JSON.stringify(before) ? null : next;
}

/** A coordinate typed in the field, as a number (null when empty or unreadable). */
export function coordinateOf(text: string): number | null {
  const value = decimal(text);
  return text.trim() === '' || Number.isNaN(value) ? null : value;
}
