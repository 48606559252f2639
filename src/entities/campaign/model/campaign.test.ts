import { describe, expect, it } from '@jest/globals';
import { campaignActions, channelOfPath, dispatchCancelRefusal, formatCents } from './campaign';

const row = (status: string, extra: Partial<{ has_sent_messages: boolean; pending_dispatches: number; dispatches_cancelled: boolean }> = {}) => ({
  status,
  has_sent_messages: false,
  pending_dispatches: 0,
  dispatches_cancelled: false,
  ...extra,
});

describe('campaign actions (spec §4)', () => {
  it('offers delete only on drafts, and deactivate only before anything was sent', () => {
    expect(campaignActions(row('DRAFT'))).toEqual(['duplicate', 'delete']);
    expect(campaignActions(row('SCHEDULED'))).toEqual(['duplicate', 'deactivate', 'cancelDispatches', 'cancel', 'finish']);
    expect(campaignActions(row('ACTIVE', { has_sent_messages: true }))).toEqual(['duplicate', 'cancelDispatches', 'cancel', 'finish']);
    expect(campaignActions(row('FINISHED'))).toEqual(['duplicate']);
  });

  it('refuses cancelling dispatches with the spec tooltips', () => {
    expect(dispatchCancelRefusal(row('ACTIVE', { has_sent_messages: true }))).toBe('Campanha não pode ser cancelada pois a mensagem já foi enviada');
    expect(dispatchCancelRefusal(row('ACTIVE', { dispatches_cancelled: true }))).toBe('Campanha já foi cancelada');
    expect(dispatchCancelRefusal(row('ACTIVE', { has_sent_messages: true, pending_dispatches: 3 }))).toBeNull();
  });
});

describe('channel addresses', () => {
  it('reads the channel of the path', () => {
    expect(['/campanhas/sms/nova', '/campanhas/email', '/campanhas/aplicativo/12', '/campanhas/whatsapp/editar/9'].map(channelOfPath)).toEqual(['sms', 'email', 'push', 'whatsapp']);
  });

  it('formats cents as reais', () => {
    expect(formatCents(12345)).toBe('R$ 123,45');
  });
});
