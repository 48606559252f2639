import { describe, expect, it } from '@jest/globals';
import { firstInvalidStep, fromCampaign, newWizardValues, readStep, smsMessageOf, toCampaignInput, validateStep, type WizardValues } from './wizard';

const TODAY = '2026-11-24';
const valid = (): WizardValues => ({
  ...newWizardValues(TODAY),
  title: 'Natal',
  segments: ['seg-1'],
  message: smsMessageOf('Olá, [primeiro nome]! Ofertas de Natal.', false),
});

describe('the wizard steps', () => {
  it('reads the step of the address, the first when unknown', () => {
    expect([readStep('agenda'), readStep(null), readStep('xyz')]).toEqual(['agenda', 'publico', 'publico']);
  });

  it('starts a new campaign with a 5 % holdout, 7 messages a week and sending today', () => {
    const values = newWizardValues(TODAY);
    expect([values.holdout_percentage, values.limit_per_consumer, values.send_date, values.final_date]).toEqual([5, 7, TODAY, '2026-12-01']);
  });

  it('refuses to leave Público without a title and a segment', () => {
    expect(validateStep('publico', newWizardValues(TODAY), 'sms')).toEqual({ title: 'campaignEditor.error.required', segments: 'campaignEditor.error.segments' });
    expect(validateStep('publico', valid(), 'sms')).toEqual({});
  });

  it('refuses an empty SMS text and an unknown variable', () => {
    expect(validateStep('mensagem', { ...valid(), message: smsMessageOf('  ', false) }, 'sms')).toEqual({ text: 'campaignEditor.error.required' });
    expect(validateStep('mensagem', { ...valid(), message: smsMessageOf('Oi [apelido]', false) }, 'sms')).toEqual({ text: 'campaignEditor.error.variable' });
  });

  it('checks the e-mail and push messages with their features', () => {
    expect(validateStep('mensagem', { ...valid(), message: { subject: 'Oi' } }, 'email')).toEqual({ message: 'campaignEditor.error.message' });
    // the push step's rules (features/push-campaign-message): the inner message and the action too
    expect(validateStep('mensagem', { ...valid(), message: { title: 'Oi', text: 'Ofertas' } }, 'push')).toEqual({ message: 'campaignEditor.error.message' });
    const push = { title: 'Oi', text: 'Ofertas', inner_message_title: 'Hortifrúti', inner_message_text: '20 % off', image_url: null, action: { type: 'link', link: '/ofertas', reference_id: null } };
    expect(validateStep('mensagem', { ...valid(), message: push }, 'push')).toEqual({});
  });

  it('checks the schedule: period, send date inside it, week days, hours, holdout 0–20 %', () => {
    const values = { ...valid(), final_date: '2026-11-20', send_date: '2026-12-30', initial_hour: '10:00', final_hour: '10:00', holdout_percentage: 25 };
    expect(validateStep('agenda', values, 'sms')).toEqual({
      final_date: 'campaignEditor.error.period',
      send_date: 'campaignEditor.error.sendDate',
      final_hour: 'campaignEditor.error.hours',
      holdout_percentage: 'campaignEditor.error.holdout',
    });
    expect(validateStep('agenda', { ...valid(), schedule_mode: 'weekdays', week_day: [] }, 'sms')).toEqual({ week_day: 'campaignEditor.error.weekDays' });
    // a window that crosses midnight is allowed
    expect(validateStep('agenda', { ...valid(), initial_hour: '22:00', final_hour: '02:00' }, 'sms')).toEqual({});
  });

  it('names the first step to fix before the review', () => {
    expect(firstInvalidStep(valid(), 'sms')).toBeNull();
    expect(firstInvalidStep({ ...valid(), message: null }, 'sms')).toBe('mensagem');
  });
});

describe('the SMS message', () => {
  it('sends the text without accents when asked, keeping the text as written', () => {
    expect(smsMessageOf('Promoção de feijão', true)).toEqual({ text: 'Promocao de feijao', original_text: 'Promoção de feijão', send_without_accents: true, amount_best_offers: 0 });
  });
});

describe('the server input', () => {
  it('builds one schedule setting on the page channel, with the budget in cents and the weekly limit', () => {
    const input = toCampaignInput({ ...valid(), units: ['01'], budget_cents: 12345 }, 'sms', null);
    expect(input).toMatchObject({
      _id: null,
      title: 'Natal',
      segments: ['seg-1'],
      units: ['01'],
      budget: { limiter: 'CAMPAIGN', sms: 12345 },
      limit_per_consumer: { limiter: 'WEEKLY', quantity: 7 },
      holdout_percentage: 5,
      schedule_settings: [{ initial_hour: '09:00', final_hour: '20:00', send_date: TODAY, week_day: [], channels: { sms: { active: true, priority: 1 } } }],
    });
  });

  it('sends week days (sorted) and no date in the week-day mode', () => {
    const [setting] = toCampaignInput({ ...valid(), schedule_mode: 'weekdays', week_day: [5, 1] }, 'push', 'abc').schedule_settings;
    expect([setting.send_date, setting.week_day, Object.keys(setting.channels)]).toEqual([null, [1, 5], ['push']]);
  });

  it('reads a saved campaign back into the same values', () => {
    const values = { ...valid(), units: ['01'], budget_cents: 500 };
    const input = toCampaignInput(values, 'sms', 'abc');
    const saved = {
      title: input.title,
      description: input.description,
      initial_date: input.initial_date,
      final_date: input.final_date,
      units: [{ id_erp: '01' }],
      segments: [{ _id: 'seg-1' }],
      holdout_percentage: 5,
      limit_per_consumer: { quantity: 7 },
      budget: { sms: 500 },
      schedule_settings: input.schedule_settings,
    };
    expect(fromCampaign(saved, 'sms', TODAY)).toEqual(values);
  });
});
