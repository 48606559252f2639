import { array, boolean, object, refine, string, type Infer } from 'superstruct';
import { INVALID_EMAIL, INVALID_PHONE, REQUIRED, emailAddress, phone } from '@/shared/lib/validation';

/** Error codes of this page's own rules (each field shows the page's pt-BR sentence). */
export const CODES = { url: 'url', channels: 'channels', days: 'days', order: 'order', whatsappLink: 'whatsappLink', partial: 'partial' } as const;
/** Longest recency window, in days (two years of sales are kept). */
export const MAX_RECENCY_DAYS = 730;

const isHttps = (text: string) => {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** The app configuration form (spec §3 App configuration). */
export const appConfigurationStruct = object({
  phones: array(object({ value: refine(string(), INVALID_PHONE, (v) => phone().is(v)) })),
  emails: array(object({ value: refine(string(), INVALID_EMAIL, (v) => emailAddress().is(v)) })),
  whatsapp: array(object({ value: refine(string(), INVALID_PHONE, (v) => phone().is(v)) })),
  hotsite_links: array(object({ name: refine(string(), REQUIRED, (v) => v.trim() !== ''), url: refine(string(), CODES.url, isHttps) })),
  recovery_sms: boolean(),
  recovery_email: refine(boolean(), CODES.channels, () => true),
  enable_delete_data_requests: boolean(),
  enable_delete_partial_data_requests: boolean(),
  enable_whatsapp_link: boolean(),
  whatsapp_link: string(),
  enable_apps: boolean(),
});
export type AppConfigurationValues = Infer<typeof appConfigurationStruct>;

/** Rules across fields, as the field each error goes under. */
export function appConfigurationCrossErrors(values: AppConfigurationValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.recovery_sms && !values.recovery_email) errors.recovery_email = CODES.channels;
  if (values.enable_whatsapp_link && !isHttps(values.whatsapp_link)) errors.whatsapp_link = CODES.whatsappLink;
  if (values.enable_delete_partial_data_requests && !values.enable_delete_data_requests) errors.enable_delete_partial_data_requests = CODES.partial;
  return errors;
}

export interface SavedAppConfiguration {
  readonly contacts: { readonly phones: readonly string[]; readonly emails: readonly string[]; readonly whatsapp: readonly string[] };
  readonly hotsite_links: readonly { readonly name: string; readonly url: string }[];
  readonly password_recovery_channels: { readonly sms: boolean; readonly email: boolean };
  readonly enable_delete_data_requests: boolean;
  readonly enable_delete_partial_data_requests: boolean;
  readonly enable_whatsapp_link: boolean;
  readonly whatsapp_link: string | null | undefined;
  readonly enable_apps: boolean;
}

/** "(71) 3333-4444" from stored digits. */
export function phoneText(digits: string): string {
  const d = digits.replace(/\D/g, '');
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return d;
}

export function appConfigurationValuesOf(saved: SavedAppConfiguration): AppConfigurationValues {
  return {
    phones: saved.contacts.phones.map((value) => ({ value: phoneText(value) })),
    emails: saved.contacts.emails.map((value) => ({ value })),
    whatsapp: saved.contacts.whatsapp.map((value) => ({ value: phoneText(value) })),
    hotsite_links: saved.hotsite_links.map((link) => ({ name: link.name, url: link.url })),
    recovery_sms: saved.password_recovery_channels.sms,
    recovery_email: saved.password_recovery_channels.email,
    enable_delete_data_requests: saved.enable_delete_data_requests,
    enable_delete_partial_data_requests: saved.enable_delete_partial_data_requests,
    enable_whatsapp_link: saved.enable_whatsapp_link,
    whatsapp_link: saved.whatsapp_link ?? '',
    enable_apps: saved.enable_apps,
  };
}

const digits = (text: string) => text.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');

/** UpdateHotsiteCustomerConfiguration's input from the form. */
export function appConfigurationInput(values: AppConfigurationValues) {
  return {
    contacts: { phones: values.phones.map((p) => digits(p.value)), emails: values.emails.map((e) => e.value.trim()), whatsapp: values.whatsapp.map((w) => digits(w.value)) },
    hotsite_links: values.hotsite_links.map((link) => ({ name: link.name.trim(), url: link.url.trim() })),
    password_recovery_channels: { sms: values.recovery_sms, email: values.recovery_email },
    enable_delete_data_requests: values.enable_delete_data_requests,
    enable_delete_partial_data_requests: values.enable_delete_partial_data_requests,
    enable_whatsapp_link: values.enable_whatsapp_link,
    whatsapp_link: values.whatsapp_link.trim() || null,
    enable_apps: values.enable_apps,
  };
}

const days = () => refine(string(), CODES.days, (v) => /^\d{1,3}$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= MAX_RECENCY_DAYS);

/** The recency form: the three thresholds the four contiguous windows are made of. */
export const recencyStruct = object({ actives: days(), recent_inactives: days(), at_risk: days() });
export type RecencyValues = Infer<typeof recencyStruct>;

/** Thresholds out of order, under the field that breaks it. */
export function recencyCrossErrors(values: RecencyValues): Record<string, string> {
  const [a, b, c] = [values.actives, values.recent_inactives, values.at_risk].map(Number);
  if (!(a < b)) return { recent_inactives: CODES.order };
  if (!(b < c)) return { at_risk: CODES.order };
  return {};
}

/** updateCbmConfiguration's input: contiguous windows from the thresholds. */
export function recencyInput(values: RecencyValues) {
  const [a, b, c] = [values.actives, values.recent_inactives, values.at_risk].map(Number);
  return {
    recency_criteria: {
      actives: { bought: a, not_bought: null },
      recent_inactives: { bought: b, not_bought: a },
      at_risk: { bought: c, not_bought: b },
      losses: { bought: null, not_bought: c },
    },
  };
}
