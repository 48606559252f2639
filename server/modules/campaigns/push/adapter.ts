import { type ChannelAdapter, type SendResult } from '../dispatch';
import type { PushProvider } from './config';
import { activeDevices, disableDevices } from './devices';
import { sendFcm } from './fcm';
import { payloadOf, type DeviceOutcome } from './payload';
import { sendWebPush } from './webPush';

/**
 * App push (FCM HTTP v1 for android/ios, Web Push for browsers). The ledger has one row per consumer
 * (what the audience, cap and cost count); this adapter fans each row out to every active device of
 * the consumer at send time. A row is SENT when at least one device accepted it, FAILED when none
 * could (every token dead, refused, or no device left), and THROTTLED — retried with backoff — when
 * the provider throttled before any device accepted it; on a throttle the rest of the batch waits.
 * Dead tokens (FCM 404/UNREGISTERED, Web Push 404/410) are disabled in the claim's transaction.
 * A device whose provider the account has not configured is skipped (e.g. web without VAPID keys).
 */
export function pushAdapter(options: { secret: string }): ChannelAdapter {
  return {
    name: 'push',
    async send(tx, messages, settings) {
      if (messages.length === 0) return [];
      const provider = (settings.provider ?? {}) as PushProvider;
      const devices = await activeDevices(tx, messages[0].accountId, messages.map((m) => m.documentNo));
      const results: SendResult[] = [];
      const dead: { id: number; reason: string }[] = [];
      for (const [index, message] of messages.entries()) {
        const payload = payloadOf(message, options.secret);
        const mine = devices.get(message.documentNo) ?? [];
        const outcomes: DeviceOutcome[] = [];
        for (const device of mine) {
          let outcome: DeviceOutcome | null = null;
          if (device.platform === 'web') {
            if (provider.webpush && device.p256dh && device.auth) outcome = await sendWebPush(provider.webpush, { endpoint: device.token, p256dh: device.p256dh, auth: device.auth }, payload);
          } else if (provider.fcm) {
            outcome = await sendFcm(provider.fcm, device.token, payload);
          }
          if (!outcome) continue;
          outcomes.push(outcome);
          if (outcome.outcome === 'dead') dead.push({ id: device.id, reason: outcome.reason });
          if (outcome.outcome === 'throttled') break;
        }
        const sent = outcomes.filter((o): o is Extract<DeviceOutcome, { outcome: 'sent' }> => o.outcome === 'sent');
        const throttled = outcomes.some((o) => o.outcome === 'throttled');
        if (sent.length > 0) {
          results.push({ id: message.id, outcome: 'SENT', providerId: sent[0].providerId });
        } else if (throttled) {
          for (const rest of messages.slice(index)) results.push({ id: rest.id, outcome: 'THROTTLED' });
          break;
        } else {
          const reasons = outcomes.map((o) => ('reason' in o ? o.reason : '')).filter(Boolean);
          results.push({ id: message.id, outcome: 'FAILED', reason: reasons.length ? reasons.join('; ') : 'nenhum dispositivo ativo com provedor configurado' });
        }
      }
      for (const reason of new Set(dead.map((d) => d.reason))) {
        await disableDevices(tx, dead.filter((d) => d.reason === reason).map((d) => d.id), reason);
      }
      return results;
    },
  };
}
