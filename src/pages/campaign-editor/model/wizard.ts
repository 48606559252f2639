import { toGsm7 } from '@/shared/lib/gsm';
import { countSms } from '@/shared/lib/sms';
import { validateEmailMessage } from '@/features/email-campaign-message';
import { validatePushMessage } from '@/features/push-campaign-message';
import { validateWhatsappMessage } from '@/features/whatsapp-campaign-message';
import type { CampaignPageChannel } from '@/entities/campaign';

/** The wizard's steps, as the address writes them (`?passo=`), in order. */
export const WIZARD_STEPS = ['publico', 'mensagem', 'agenda', 'revisao'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The step of an address; the first when absent or unknown. */
export const readStep = (value: string | null): WizardStep => ((WIZARD_STEPS as readonly string[]).includes(value ?? '') ? (value as WizardStep) : 'publico');

/** Holdout share bounds (contracts/campaigns.md: default 5 %, 0–20 %). */
export const DEFAULT_HOLDOUT = 5;
export const MAX_HOLDOUT = 20;
/** Messages per consumer per calendar week (spec §9). */
export const DEFAULT_WEEKLY_LIMIT = 7;
/** Longest SMS text in the emoji text area's count (about three parts). */
export const SMS_TEXT_MAX = 480;
/** Longest campaign title (server: 120). */
export const TITLE_MAX = 120;

/** What the wizard edits. Dates yyyy-MM-dd, hours HH:mm (America/Sao_Paulo). */
export interface WizardValues {
  title: string;
  description: string;
  segments: string[];
  units: string[];
  initial_date: string;
  final_date: string;
  /** 'date': one send date; 'weekdays': every chosen week day within the period */
  schedule_mode: 'date' | 'weekdays';
  send_date: string;
  week_day: number[];
  /** the window messages may go out in (final before initial crosses midnight) */
  initial_hour: string;
  final_hour: string;
  limit_per_consumer: number;
  holdout_percentage: number;
  /** budget of the channel in cents; null = no limit */
  budget_cents: number | null;
  message: Record<string, unknown> | null;
}

/** A field's error: the id of its pt-BR text. */
export type WizardErrors = Partial<Record<keyof WizardValues | 'text', string>>;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Today in Brasília (yyyy-MM-dd). */
export const todaySaoPaulo = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);

/** A new campaign: sends today, 09:00–20:00, for a week of measurement. */
export function newWizardValues(today: string): WizardValues {
  return {
    title: '',
    description: '',
    segments: [],
    units: [],
    initial_date: today,
    final_date: addDays(today, 7),
    schedule_mode: 'date',
    send_date: today,
    week_day: [],
    initial_hour: '09:00',
    final_hour: '20:00',
    limit_per_consumer: DEFAULT_WEEKLY_LIMIT,
    holdout_percentage: DEFAULT_HOLDOUT,
    budget_cents: null,
    message: null,
  };
}

/** The SMS message of the wizard: the text as written, whether it goes without accents, and the text sent. */
export function smsMessageOf(text: string, withoutAccents: boolean): Record<string, unknown> {
  return { text: withoutAccents ? toGsm7(text) : text, original_text: text, send_without_accents: withoutAccents, amount_best_offers: 0 };
}

/** The text as the person wrote it (before "Enviar sem acentos"). */
export const smsTextOf = (message: Record<string, unknown> | null) => String(message?.original_text ?? message?.text ?? '');

const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The message errors of a channel (the channel step's own validation). */
/** A channel step's validation: field → error, or null / empty when valid. */
const hasErrors = (errors: Record<string, string> | null) => errors !== null && Object.keys(errors).length > 0;

export function messageErrors(channel: CampaignPageChannel, message: Record<string, unknown> | null): WizardErrors {
  if (channel === 'email') return hasErrors(validateEmailMessage(message)) ? { message: 'campaignEditor.error.message' } : {};
  if (channel === 'push') return hasErrors(validatePushMessage(message)) ? { message: 'campaignEditor.error.message' } : {};
  if (channel === 'whatsapp') return hasErrors(validateWhatsappMessage(message)) ? { message: 'campaignEditor.error.message' } : {};
  const text = smsTextOf(message).trim();
  if (!text) return { text: 'campaignEditor.error.required' };
  try {
    countSms(String(message?.text ?? ''));
  } catch {
    return { text: 'campaignEditor.error.variable' };
  }
  return {};
}

/** The errors of one step (empty: the step may be left forward). */
export function validateStep(step: WizardStep, values: WizardValues, channel: CampaignPageChannel): WizardErrors {
  const errors: WizardErrors = {};
  if (step === 'publico') {
    if (!values.title.trim()) errors.title = 'campaignEditor.error.required';
    else if (values.title.trim().length > TITLE_MAX) errors.title = 'campaignEditor.error.titleLong';
    if (values.segments.length === 0) errors.segments = 'campaignEditor.error.segments';
  }
  if (step === 'mensagem') Object.assign(errors, messageErrors(channel, values.message));
  if (step === 'agenda') {
    if (!isDate(values.initial_date)) errors.initial_date = 'campaignEditor.error.required';
    if (!isDate(values.final_date)) errors.final_date = 'campaignEditor.error.required';
    else if (isDate(values.initial_date) && values.final_date < values.initial_date) errors.final_date = 'campaignEditor.error.period';
    if (values.schedule_mode === 'date') {
      if (!isDate(values.send_date)) errors.send_date = 'campaignEditor.error.required';
      else if (values.send_date < values.initial_date || values.send_date > values.final_date) errors.send_date = 'campaignEditor.error.sendDate';
    } else if (values.week_day.length === 0) errors.week_day = 'campaignEditor.error.weekDays';
    if (!isTime(values.initial_hour)) errors.initial_hour = 'campaignEditor.error.required';
    if (!isTime(values.final_hour)) errors.final_hour = 'campaignEditor.error.required';
    else if (values.final_hour === values.initial_hour) errors.final_hour = 'campaignEditor.error.hours';
    if (!Number.isInteger(values.limit_per_consumer) || values.limit_per_consumer < 1 || values.limit_per_consumer > 100) errors.limit_per_consumer = 'campaignEditor.error.limit';
    if (!(values.holdout_percentage >= 0 && values.holdout_percentage <= MAX_HOLDOUT)) errors.holdout_percentage = 'campaignEditor.error.holdout';
    if (values.budget_cents !== null && !(Number.isInteger(values.budget_cents) && values.budget_cents >= 0)) errors.budget_cents = 'campaignEditor.error.budget';
  }
  return errors;
}

/** The first step with an error (the review needs every step valid), or null. */
export function firstInvalidStep(values: WizardValues, channel: CampaignPageChannel): WizardStep | null {
  return WIZARD_STEPS.find((step) => step !== 'revisao' && Object.keys(validateStep(step, values, channel)).length > 0) ?? null;
}

/** The server's OmniCampaignInput of the wizard's values (one schedule setting, the page's channel). */
export function toCampaignInput(values: WizardValues, channel: CampaignPageChannel, id: string | null) {
  return {
    _id: id,
    title: values.title.trim(),
    description: values.description.trim(),
    initial_date: values.initial_date,
    start_time: '00:00',
    final_date: values.final_date,
    end_time: '23:59',
    units: values.units,
    segments: values.segments,
    budget: { limiter: 'CAMPAIGN', [channel]: values.budget_cents },
    limit_per_consumer: { limiter: 'WEEKLY', quantity: values.limit_per_consumer },
    holdout_percentage: values.holdout_percentage,
    schedule_settings: [
      {
        id: 'envio',
        active: true,
        initial_hour: values.initial_hour,
        final_hour: values.final_hour,
        selector_channels_type: 'PRIORITY' as const,
        week_day: values.schedule_mode === 'weekdays' ? [...values.week_day].sort((a, b) => a - b) : [],
        send_date: values.schedule_mode === 'date' ? values.send_date : null,
        channels: { [channel]: { active: true, priority: 1, message: values.message } },
      },
    ],
  };
}

/** A saved campaign, as the wizard reads it back. */
export interface SavedCampaign {
  title: string;
  description: string;
  initial_date: string | null | undefined;
  final_date: string | null | undefined;
  units: readonly { id_erp: string }[];
  segments: readonly { _id: string }[];
  holdout_percentage: number;
  limit_per_consumer: { quantity: number };
  budget: Readonly<Record<string, unknown>>;
  schedule_settings: readonly {
    initial_hour: string;
    final_hour: string;
    week_day: readonly number[];
    send_date: string | null | undefined;
    channels: Readonly<Record<string, { message?: unknown } | null | undefined>>;
  }[];
}

/** The wizard's values of a saved campaign (its first schedule setting). */
export function fromCampaign(campaign: SavedCampaign, channel: CampaignPageChannel, today: string): WizardValues {
  const base = newWizardValues(today);
  const setting = campaign.schedule_settings[0];
  const budget = campaign.budget[channel];
  return {
    ...base,
    title: campaign.title,
    description: campaign.description,
    segments: campaign.segments.map((segment) => segment._id),
    units: campaign.units.map((unit) => unit.id_erp),
    initial_date: campaign.initial_date ?? base.initial_date,
    final_date: campaign.final_date ?? base.final_date,
    schedule_mode: setting && setting.week_day.length > 0 && !setting.send_date ? 'weekdays' : 'date',
    send_date: setting?.send_date ?? campaign.initial_date ?? base.send_date,
    week_day: setting ? [...setting.week_day] : [],
    initial_hour: setting?.initial_hour ?? base.initial_hour,
    final_hour: setting?.final_hour ?? base.final_hour,
    limit_per_consumer: campaign.limit_per_consumer.quantity,
    holdout_percentage: campaign.holdout_percentage,
    budget_cents: typeof budget === 'number' ? budget : null,
    message: (setting?.channels[channel]?.message as Record<string, unknown> | null | undefined) ?? null,
  };
}
