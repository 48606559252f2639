import { array, boolean, enums, integer, nullable, number, object, optional, refine, size, string } from 'superstruct';
import { clockTime, globalId, plainText, requiredText } from '../../validation';
import { recipients } from '../jobs';
import { ADMIN_UNIT_SORTS, PAYMENT_METHODS } from './service';
import { contrastRatio } from '../../../src/shared/lib/color';

/** WCAG AA for normal text: the app's text colour on its main colour. */
export const MIN_CONTRAST = 4.5;
const isHexColor = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value);

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'holidays'] as const;
const interval = refine(object({ start: clockTime(), finish: clockTime() }), 'intervalo', (value) =>
  value.start < value.finish || 'o horário de início deve ser anterior ao de término',
);
const serviceHours = object(Object.fromEntries(WEEKDAYS.map((day) => [day, optional(nullable(interval))])));
const cents = (what: string) => refine(integer(), what, (v) => (v >= 0 && v <= 100_000_00) || 'deve ser um valor entre R$ 0,00 e R$ 100.000,00');
const phoneDigits = (min: number, max: number) =>
  refine(size(string(), 0, 20), 'telefone', (v) => v === '' || (/^\d+$/.test(v) && v.length >= min && v.length <= max) || `deve ter de ${min} a ${max} dígitos`);

/** updateUnitTelesales: a store's settings, whole. */
export const updateUnitTelesalesArgs = object({
  input: refine(
    object({
      unitId: globalId(),
      takes_orders: boolean(),
      delivery: boolean(),
      pickup: boolean(),
      delivery_fee_cents: cents('taxa'),
      minimum_order_cents: cents('pedido mínimo'),
      service_hours: serviceHours,
      order_phone: phoneDigits(10, 11),
      order_whatsapp: phoneDigits(12, 13),
      payment_methods: size(array(enums(PAYMENT_METHODS)), 0, PAYMENT_METHODS.length),
    }),
    'televendas',
    (v) => {
      if (!v.takes_orders) return true;
      if (!v.delivery && !v.pickup) return 'uma loja que recebe pedidos precisa de entrega ou retirada';
      if (!v.order_phone && !v.order_whatsapp) return 'informe o telefone ou o WhatsApp de pedidos';
      if (v.payment_methods.length === 0) return 'escolha ao menos uma forma de pagamento';
      if (!WEEKDAYS.some((day) => v.service_hours[day])) return 'informe o horário de atendimento de ao menos um dia';
      return true;
    },
  ),
});

/** updateAccountModules: switches of the modules this area manages. */
export const updateAccountModulesArgs = object({
  input: object({ modules: size(array(object({ module: requiredText(60), on: boolean() })), 1, 20) }),
});

const storeUrl = (host: RegExp, example: string) =>
  refine(size(string(), 0, 400), 'loja', (v) => {
    if (v === '') return true;
    try {
      const url = new URL(v);
      return (url.protocol === 'https:' && host.test(url.hostname)) || `deve ser um endereço https:// da loja (${example})`;
    } catch {
      return `deve ser um endereço https:// da loja (${example})`;
    }
  });
/** Reverse-domain ids (com.bompreco.clube): at least two segments of letters, digits and underscores. */
const reverseDomain = () => refine(size(string(), 0, 150), 'identificador', (v) => v === '' || /^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/.test(v) || 'deve ser um identificador como com.empresa.app');
const hexColor = () => refine(string(), 'cor', (v) => isHexColor(v) || 'deve ser uma cor válida (#RRGGBB)');

/** updateAppSettings: the app's settings, whole; the colours must read well together (WCAG AA). */
export const updateAppSettingsArgs = object({
  input: refine(
    object({
      app_name: requiredText(30),
      app_store_url: storeUrl(/^apps\.apple\.com$/, 'apps.apple.com'),
      google_play_url: storeUrl(/^play\.google\.com$/, 'play.google.com'),
      ios_bundle_id: reverseDomain(),
      android_package: reverseDomain(),
      primary_color: hexColor(),
      on_primary_color: hexColor(),
      minimum_version: refine(string(), 'versao', (v) => /^\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v) || 'deve ser uma versão válida (ex.: 2.4.0)'),
      force_update: boolean(),
    }),
    'contraste',
    (v) =>
      !isHexColor(v.primary_color) ||
      !isHexColor(v.on_primary_color) ||
      contrastRatio(v.primary_color, v.on_primary_color) >= MIN_CONTRAST ||
      `o contraste entre a cor principal e a do texto é ${contrastRatio(v.primary_color, v.on_primary_color).toFixed(2).replace('.', ',')}:1; o mínimo é 4,5:1`,
  ),
});

/** updateAdminUnit: the admin's switches of one store. */
export const updateAdminUnitArgs = object({
  input: object({
    id: globalId(),
    id_erp: optional(refine(size(string(), 1, 20), 'codigo', (v) => /^[0-9A-Za-z_-]+$/.test(v) || 'deve ter só letras, dígitos, - ou _')),
    active: optional(boolean()),
    app_active: optional(boolean()),
    ecommerce_v2_active: optional(boolean()),
    retailer_flag_id: optional(nullable(plainText(60))),
    ecommerce_partner: optional(nullable(object({ partner_type: requiredText(40), partner_unit_id: requiredText(60) }))),
  }),
});

export const setUnitsActiveArgs = object({
  input: object({ units: size(array(globalId()), 1, 500), switch: enums(['CLUB', 'APP'] as const), active: boolean() }),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const undoUnitsActiveChangeArgs = object({ input: object({ changeId: refine(string(), 'alteracao', (v) => UUID.test(v) || 'deve ser um identificador válido') }) });

const filters = {
  search: optional(nullable(plainText(100))),
  active: optional(nullable(boolean())),
  appActive: optional(nullable(boolean())),
  ecommerce: optional(nullable(boolean())),
  retailerFlag: optional(nullable(plainText(60))),
  sort: optional(nullable(enums(ADMIN_UNIT_SORTS))),
  direction: optional(nullable(enums(['ASC', 'DESC'] as const))),
};

export const adminUnitsArgs = object({ first: optional(nullable(number())), after: optional(nullable(plainText(200))), ...filters });
export const createAdminUnitsReportArgs = object({ input: object({ ...filters, fileFormat: enums(['CSV', 'XLSX'] as const), emails: recipients }) });
