/**
 * The account-level sign-up site configuration (spec §3 Account hotsite configuration), edited on
 * /configuracoes-admin/hotsite: one truth for that page and the server. Pure: no React, no I/O.
 */
import { defaultLegalFields, defaultNaturalFields, type HotsiteField } from './hotsite-settings';

/** Countries a chain's sign-up may accept (ISO 3166-1 alpha-2 → pt-BR name); Brazil first. */
export const HOTSITE_COUNTRIES: Readonly<Record<string, string>> = {
  BR: 'Brasil',
  AR: 'Argentina',
  BO: 'Bolívia',
  CL: 'Chile',
  CO: 'Colômbia',
  ES: 'Espanha',
  US: 'Estados Unidos',
  PY: 'Paraguai',
  PE: 'Peru',
  PT: 'Portugal',
  UY: 'Uruguai',
  VE: 'Venezuela',
};

/** Account modules that change the sign-up site (spec §6), switched on this page by platform admins. */
export const HOTSITE_MODULES = ['terms_optin', 'hotsite_international', 'hotsite_management', 'pre_register', 'consumer_activation_after_sign_up'] as const;
export type HotsiteModule = (typeof HOTSITE_MODULES)[number];

/** A default field of the account: the builder's field plus whether new slots show it. */
export type AccountHotsiteField = HotsiteField & { visible: boolean };

/** Fields that must stay visible and mandatory (a sign-up without them identifies no one). */
export const LOCKED_HOTSITE_FIELDS = ['name'] as const;

export interface AccountHotsiteConfiguration {
  loyalty_club_name: string | null;
  facebook_pixel_id: string | null;
  google_analytics_id: string | null;
  allowed_countries: string[];
  email_required: boolean;
  password_visible: boolean;
  fields: { natural: AccountHotsiteField[]; legal: AccountHotsiteField[] };
}

/** The configuration of an account that never saved one. */
export function defaultAccountHotsiteConfiguration(): AccountHotsiteConfiguration {
  return {
    loyalty_club_name: null,
    facebook_pixel_id: null,
    google_analytics_id: null,
    allowed_countries: ['BR'],
    email_required: true,
    password_visible: true,
    fields: { natural: defaultNaturalFields().map((f) => ({ ...f, visible: true })), legal: defaultLegalFields().map((f) => ({ ...f, visible: true })) },
  };
}

/** Facebook pixel ids are 5 to 20 digits. */
export const isPixelId = (value: string) => /^\d{5,20}$/.test(value);
/** Google Analytics ids: G-XXXXXXX (GA4), UA-XXXX-Y or GT-XXXX. */
export const isAnalyticsId = (value: string) => /^(G|UA|GT)-[A-Z0-9-]{4,20}$/i.test(value);

/** The problems of a configuration by field path, pt-BR (empty: it may be saved). */
export function accountHotsiteProblems(config: AccountHotsiteConfiguration): Record<string, string> {
  const problems: Record<string, string> = {};
  if ((config.loyalty_club_name ?? '').length > 80) problems.loyalty_club_name = 'Use no máximo 80 caracteres';
  if (config.facebook_pixel_id && !isPixelId(config.facebook_pixel_id)) problems.facebook_pixel_id = 'ID do pixel inválido (só números, de 5 a 20)';
  if (config.google_analytics_id && !isAnalyticsId(config.google_analytics_id)) problems.google_analytics_id = 'ID do Google Analytics inválido (ex.: G-XXXXXXX)';
  if (config.allowed_countries.length === 0) problems.allowed_countries = 'Escolha ao menos um país';
  else if (config.allowed_countries.some((code) => !(code in HOTSITE_COUNTRIES))) problems.allowed_countries = 'País inválido';
  for (const set of ['natural', 'legal'] as const) {
    config.fields[set].forEach((field, index) => {
      if (!field.label.trim()) problems[`fields.${set}.${index}.label`] = 'Campo obrigatório';
      if ((LOCKED_HOTSITE_FIELDS as readonly string[]).includes(field.name) && (!field.visible || !field.mandatory)) {
        problems[`fields.${set}.${index}.visible`] = `O campo "${field.label}" precisa ficar visível e obrigatório`;
      }
    });
  }
  return problems;
}
