import { array, boolean, enums, integer, nullable, object, optional, record, size, string, type, unknown } from 'superstruct';
import { HOTSITE_FIELD_TYPES } from '../../../src/shared/lib/hotsite-settings';
import { globalId, plainText, requiredText, searchTerm } from '../../validation';

const images = () => object({ desktop: plainText(500), tablet: plainText(500), smartphone: plainText(500) });
const colors = (...names: string[]) => object(Object.fromEntries(names.map((name) => [name, plainText(20)])));

const formField = () =>
  object({
    name: requiredText(60),
    type: enums(HOTSITE_FIELD_TYPES),
    width: enums([50, 100]),
    label: plainText(80),
    mask: nullable(plainText(40)),
    placeholder: nullable(plainText(80)),
    validators: size(array(plainText(40)), 0, 10),
    backend: requiredText(60),
    options: size(array(object({ label: requiredText(60), value: requiredText(20) })), 0, 20),
    mandatory: boolean(),
    extra_data: nullable(record(string(), unknown())),
  });

/** The shape of Configuration.settings (src/shared/lib/hotsite-settings.ts); the rules of spec §5 come after. */
export const hotsiteSettingsStruct = object({
  assets: object({
    positions: object({ formImage: enums(['LEFT', 'RIGHT']) }),
    images: object({
      home: images(),
      form: images(),
      finish: object({ desktop: plainText(500), tablet: plainText(500), smartphone: plainText(500), logo: plainText(500) }),
    }),
    colors: object({
      home: colors('background', 'buttonBackground', 'buttonFont', 'input'),
      form: colors('buttonBackground', 'buttonFont', 'toolbar'),
      finish: colors('background', 'buttonBackground', 'buttonFont', 'text', 'main'),
      legalFooter: colors('background', 'font'),
      socialNetworksFooter: colors('background', 'font'),
    }),
  }),
  texts: object({ headline: plainText(120), finishMessage: plainText(300) }),
  fields: object({
    allowed_person_types_signup: size(array(enums(['N', 'L'])), 0, 2),
    natural: size(array(formField()), 1, 20),
    legal: size(array(formField()), 1, 20),
  }),
});

const trackingId = () => optional(nullable(plainText(40)));

/** Configuration.overrides: ids the public page injects only when set. */
export const overridesStruct = type({ facebook_pixel_id: trackingId(), google_analytics_id: trackingId(), signup_tag: trackingId() });

export const slotsArgs = object({
  page: optional(nullable(integer())),
  pageSize: optional(nullable(integer())),
  search: searchTerm(),
  sort: optional(nullable(enums(['NAME', 'CREATED_AT']))),
  sortDirection: optional(nullable(enums(['ASC', 'DESC']))),
});

export const addSlotArgs = object({ input: object({ name: requiredText(60), slug: optional(nullable(plainText(60))) }) });

export const setConfigurationArgs = object({ input: object({ hotsiteSlotId: globalId(), settings: unknown(), overrides: optional(nullable(unknown())) }) });

export const publishArgs = object({ input: object({ hotsiteSlotId: globalId(), version: optional(nullable(integer())) }) });

export const restoreArgs = object({ input: object({ hotsiteSlotId: globalId(), version: integer() }) });

export const configurationsArgs = object({ hotsiteSlotId: globalId(), page: optional(nullable(integer())), pageSize: optional(nullable(integer())) });

const accountField = () => object({ name: requiredText(60), label: plainText(80), visible: boolean(), mandatory: boolean() });

export const updateAccountConfigurationArgs = object({
  input: object({
    loyalty_club_name: optional(nullable(plainText(80))),
    facebook_pixel_id: optional(nullable(plainText(40))),
    google_analytics_id: optional(nullable(plainText(40))),
    allowed_countries: size(array(plainText(2)), 0, 20),
    email_required: boolean(),
    password_visible: boolean(),
    fields: object({ natural: size(array(accountField()), 1, 20), legal: size(array(accountField()), 1, 20) }),
    modules: optional(nullable(size(array(object({ module: requiredText(60), enabled: boolean() })), 0, 10))),
  }),
});
