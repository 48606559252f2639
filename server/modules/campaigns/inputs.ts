import { array, boolean, enums, integer, nullable, number, object, optional, record, refine, size, string, type, unknown, type Infer } from 'superstruct';
import { isoDate, unitIds } from '../../shared/filters';
import { clockTime, plainText, requiredText } from '../../validation';

/** The channels of the engine (WhatsApp is kept in the records; its adapter is issue 12's). */
export const CHANNELS = ['sms', 'email', 'push', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Holdout share bounds (contracts/campaigns.md: default 5 %, 0–20 %). */
export const DEFAULT_HOLDOUT_PERCENTAGE = 5;
export const MAX_HOLDOUT_PERCENTAGE = 20;
/** Weekly limit per consumer (spec §9). */
export const DEFAULT_WEEKLY_LIMIT = 7;
/** Most segments and schedule settings one campaign may hold. */
export const MAX_SEGMENTS = 20;
export const MAX_SCHEDULE_SETTINGS = 60;

/** A channel's message: a JSON object of at most 200 KB (e-mail HTML and builder configurations are large). */
const message = optional(
  nullable(
    refine(record(string(), unknown()), 'mensagem', (value) => JSON.stringify(value).length <= 200_000 || 'é grande demais (máximo 200 KB)'),
  ),
);

const scheduleChannel = optional(nullable(object({ active: boolean(), priority: size(integer(), 1, 4), message })));

const scheduleSetting = refine(
  object({
    id: optional(nullable(size(string(), 1, 60))),
    active: optional(nullable(boolean())),
    initial_hour: clockTime(),
    final_hour: clockTime(),
    selector_channels_type: optional(nullable(enums(['PRIORITY', 'ALL'] as const))),
    week_day: optional(nullable(size(array(size(integer(), 0, 6)), 0, 7))),
    send_date: optional(nullable(isoDate())),
    channels: type({ sms: scheduleChannel, email: scheduleChannel, push: scheduleChannel, whatsapp: scheduleChannel }),
  }),
  'agendamento',
  (setting) => setting.initial_hour !== setting.final_hour || 'o horário final deve ser diferente do inicial',
);

/** upsertDraftOmniCampaign / upsertOmniCampaign's data (pt-BR messages through server/validation.ts). */
export const campaignInput = refine(
  object({
    _id: optional(nullable(size(string(), 1, 200))),
    title: requiredText(120),
    description: optional(nullable(plainText(1000))),
    initial_date: optional(nullable(isoDate())),
    start_time: optional(nullable(clockTime())),
    final_date: optional(nullable(isoDate())),
    end_time: optional(nullable(clockTime())),
    units: unitIds(),
    segments: optional(nullable(size(array(size(string(), 1, 200)), 0, MAX_SEGMENTS))),
    budget: optional(
      nullable(
        object({
          limiter: optional(nullable(enums(['CAMPAIGN'] as const))),
          sms: optional(nullable(size(integer(), 0, 1_000_000_000))),
          email: optional(nullable(size(integer(), 0, 1_000_000_000))),
          push: optional(nullable(size(integer(), 0, 1_000_000_000))),
          whatsapp: optional(nullable(size(integer(), 0, 1_000_000_000))),
        }),
      ),
    ),
    limit_per_consumer: optional(nullable(object({ limiter: optional(nullable(enums(['WEEKLY'] as const))), quantity: size(integer(), 1, 100) }))),
    schedule_settings: optional(nullable(size(array(scheduleSetting), 0, MAX_SCHEDULE_SETTINGS))),
    holdout_percentage: optional(
      nullable(refine(number(), 'grupo de controle', (value) => (value >= 0 && value <= MAX_HOLDOUT_PERCENTAGE) || `deve ser de 0 a ${MAX_HOLDOUT_PERCENTAGE} %`)),
    ),
  }),
  'periodo',
  (input) => !input.initial_date || !input.final_date || input.initial_date <= input.final_date || 'a data inicial deve ser anterior ou igual à final',
);
export type CampaignInput = Infer<typeof campaignInput>;

/** purchaseCampaignCredits's arguments. */
export const purchaseInput = object({
  channel: enums(CHANNELS),
  credits: size(integer(), 1, 100_000_000),
  note: optional(nullable(plainText(300))),
});

/** updateCampaignChannelSettings's input. */
export const channelSettingsInput = object({
  channel: enums(CHANNELS),
  price_cents: optional(nullable(size(integer(), 0, 100_000))),
  rate_per_second: optional(nullable(size(integer(), 1, 10_000))),
  /** per channel, validated by providerConfig.ts (SMS: Zenvia; push: FCM and/or Web Push) */
  provider: optional(nullable(refine(unknown(), 'provider', (value) => JSON.stringify(value ?? null).length <= 50_000 || 'é grande demais'))),
});
