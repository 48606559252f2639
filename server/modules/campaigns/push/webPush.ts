import webpush from 'web-push';
import type { PushProvider } from './config';
import type { DeviceOutcome, PushPayload } from './payload';

/**
 * Sends one message to a browser's Web Push subscription: web-push builds the request (VAPID JWT
 * ES256 in `Authorization: vapid t=…, k=…` and the payload encrypted with aes128gcm, RFC 8291/8292)
 * and we post it with fetch (web-push's own sender speaks https only; the simulator is http).
 * 404 / 410 → the subscription is gone; 429 / 5xx / out of reach → throttled.
 */
export async function sendWebPush(config: NonNullable<PushProvider['webpush']>, subscription: { endpoint: string; p256dh: string; auth: string }, payload: PushPayload): Promise<DeviceOutcome> {
  let request;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      { vapidDetails: { subject: config.subject, publicKey: config.public_key, privateKey: config.private_key }, TTL: 24 * 3600, urgency: 'normal', contentEncoding: 'aes128gcm' },
    );
  } catch (error) {
    // a subscription whose keys are not valid can never receive: the device is disabled
    return { outcome: 'dead', reason: `Web Push: inscrição inválida (${(error as Error).message})` };
  }
  let response: Response;
  try {
    response = await fetch(request.endpoint, { method: request.method, headers: request.headers, body: request.body ? new Uint8Array(request.body) : null });
  } catch {
    return { outcome: 'throttled' };
  }
  if (response.status >= 200 && response.status < 300) return { outcome: 'sent', providerId: response.headers.get('location') ?? `webpush:${response.status}` };
  if (response.status === 404 || response.status === 410) return { outcome: 'dead', reason: `Web Push ${response.status}: inscrição expirada` };
  if (response.status === 429 || response.status >= 500) return { outcome: 'throttled' };
  const reason = (await response.text().catch(() => '')).slice(0, 200);
  return { outcome: 'failed', reason: `Web Push ${response.status}: ${reason || 'recusada'}` };
}
