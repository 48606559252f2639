import type { Queryable } from '../../stores';
import {
  defaultAccountHotsiteConfiguration,
  HOTSITE_MODULES,
  type AccountHotsiteConfiguration,
  type AccountHotsiteField,
} from '../../../src/shared/lib/hotsite-account';
import type { HotsiteField, HotsiteOverrides, HotsiteSettings } from '../../../src/shared/lib/hotsite-settings';

/** The stored configuration with who saved it last. */
export interface StoredAccountHotsiteConfiguration extends AccountHotsiteConfiguration {
  updated_at: Date | null;
  updated_by: string | null;
}

interface Row {
  loyalty_club_name: string | null;
  facebook_pixel_id: string | null;
  google_analytics_id: string | null;
  allowed_countries: string[];
  email_required: boolean;
  password_visible: boolean;
  fields: unknown;
  updated_at: Date;
  updated_by: string | null;
}

/** The account's configuration (pg migration 035), the defaults where it never saved one. */
export async function accountHotsiteConfiguration(db: Queryable, accountId: string): Promise<StoredAccountHotsiteConfiguration> {
  const [row] = await db.query<Row>('select * from account_hotsite_configurations where account_id = $1', [accountId]);
  const defaults = defaultAccountHotsiteConfiguration();
  if (!row) return { ...defaults, updated_at: null, updated_by: null };
  const fields = (typeof row.fields === 'string' ? JSON.parse(row.fields) : row.fields) as AccountHotsiteConfiguration['fields'] | null;
  return {
    loyalty_club_name: row.loyalty_club_name,
    facebook_pixel_id: row.facebook_pixel_id,
    google_analytics_id: row.google_analytics_id,
    allowed_countries: row.allowed_countries,
    email_required: row.email_required,
    password_visible: row.password_visible,
    fields: fields ?? defaults.fields,
    updated_at: row.updated_at,
    updated_by: row.updated_by,
  };
}

/** Saves the whole configuration (one row per account). */
export async function saveAccountHotsiteConfiguration(db: Queryable, accountId: string, config: AccountHotsiteConfiguration, author: string): Promise<void> {
  await db.query(
    `insert into account_hotsite_configurations (account_id, loyalty_club_name, facebook_pixel_id, google_analytics_id, allowed_countries, email_required, password_visible, fields, updated_by, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())
     on conflict (account_id) do update set loyalty_club_name = excluded.loyalty_club_name, facebook_pixel_id = excluded.facebook_pixel_id,
       google_analytics_id = excluded.google_analytics_id, allowed_countries = excluded.allowed_countries, email_required = excluded.email_required,
       password_visible = excluded.password_visible, fields = excluded.fields, updated_by = excluded.updated_by, updated_at = now()`,
    [accountId, config.loyalty_club_name, config.facebook_pixel_id, config.google_analytics_id, config.allowed_countries, config.email_required, config.password_visible, JSON.stringify(config.fields), author],
  );
}

/** Switches the sign-up modules of spec §6 on or off, leaving every other module as it is. */
export async function setHotsiteModules(db: Queryable, accountId: string, switches: { module: string; enabled: boolean }[]): Promise<void> {
  const on = switches.filter((s) => s.enabled && (HOTSITE_MODULES as readonly string[]).includes(s.module)).map((s) => s.module);
  const off = switches.filter((s) => !s.enabled).map((s) => s.module);
  await db.query(
    `update accounts set modules = array(select distinct m from unnest(array_cat(modules, $2::text[])) as m where not (m = any($3::text[])) order by m) where id = $1`,
    [accountId, on, off],
  );
}

const strip = ({ visible: _visible, ...field }: AccountHotsiteField): HotsiteField => field;

/** The fields a new slot starts from: the account's visible ones. */
export function slotFieldsOf(config: AccountHotsiteConfiguration): { natural: HotsiteField[]; legal: HotsiteField[] } {
  return { natural: config.fields.natural.filter((f) => f.visible).map(strip), legal: config.fields.legal.filter((f) => f.visible).map(strip) };
}

/** What the public page shows after the account's rules are applied to a slot's configuration. */
export interface EffectivePage {
  settings: HotsiteSettings;
  overrides: HotsiteOverrides;
  /** the club's name for the page and the confirmation message */
  clubName: string;
  /** countries the form asks for (more than one, with hotsite_international); empty: not asked */
  countries: string[];
  /** the form asks for consent to the terms (terms_optin) */
  asksTerms: boolean;
}

/**
 * The account's rules over a slot's configuration (one source of truth, README "Sign-up site"): the
 * e-mail's mandatory flag follows email_required, the password field goes when password_visible is
 * off, the account's pixel and analytics ids apply unless the slot sets its own, the club name names
 * the page, the country is asked when hotsite_international allows more than one.
 */
export function effectivePage(settings: HotsiteSettings, overrides: HotsiteOverrides, config: AccountHotsiteConfiguration, accountName: string, modules: string[]): EffectivePage {
  const adjust = (fields: HotsiteField[]) =>
    fields.filter((f) => config.password_visible || f.type !== 'FormPassword').map((f) => (f.name === 'email' ? { ...f, mandatory: config.email_required } : f));
  return {
    settings: { ...settings, fields: { ...settings.fields, natural: adjust(settings.fields.natural), legal: adjust(settings.fields.legal) } },
    overrides: {
      ...overrides,
      facebook_pixel_id: overrides.facebook_pixel_id || config.facebook_pixel_id,
      google_analytics_id: overrides.google_analytics_id || config.google_analytics_id,
    },
    clubName: config.loyalty_club_name?.trim() || accountName,
    countries: modules.includes('hotsite_international') && config.allowed_countries.length > 1 ? config.allowed_countries : [],
    asksTerms: modules.includes('terms_optin'),
  };
}
