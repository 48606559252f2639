import { boolean, enums, nullable, object, optional, size, string } from 'superstruct';
import { INTEGRATION, PUBLIC } from '../../../access/control';
import { InputError, NotFoundError } from '../../../errors';
import type { RestRouter } from '../../../rest/router';
import { validate } from '../../../validation';
import { registerDevice, unregisterDevice } from './devices';
import { deliveryOfOpenToken } from './payload';

const deviceBody = object({
  document_no: size(string(), 11, 18),
  platform: enums(['android', 'ios', 'web'] as const),
  /** FCM registration token (android, ios) */
  token: optional(nullable(size(string(), 20, 4096))),
  /** Web Push subscription, as PushSubscription.toJSON() gives it (web) */
  subscription: optional(nullable(object({ endpoint: size(string(), 10, 2048), expirationTime: optional(nullable(string())), keys: object({ p256dh: size(string(), 40, 200), auth: size(string(), 10, 100) }) }))),
  opt_in: optional(nullable(boolean())),
});
const unregisterBody = object({ token: optional(nullable(size(string(), 1, 4096))), endpoint: optional(nullable(size(string(), 1, 2048))) });
const eventBody = object({ event: enums(['opened'] as const), open_token: size(string(), 3, 100) });

/**
 * App push over REST: the chain's app or site registers its consumers' devices with the account's
 * integration token (like ingestion: the account is the token's); the app (or the service worker)
 * reports an opened push with the message's open token, which is the only credential it needs.
 */
export function registerPushRoutes(router: RestRouter): RestRouter {
  return router
    .on('POST', '/api/push/devices', INTEGRATION, async ({ ctx, body }) => {
      const input = validate(deviceBody, body);
      const document = input.document_no.replace(/\D/g, '');
      if (document.length !== 11 && document.length !== 14) throw new InputError('Campo "document_no": informe o CPF (11 dígitos) ou CNPJ (14).', 'document_no');
      const web = input.platform === 'web';
      if (web && !input.subscription) throw new InputError('Campo "subscription": um navegador envia a inscrição Web Push (endpoint e keys).', 'subscription');
      if (!web && !input.token) throw new InputError('Campo "token": um aplicativo envia o token de registro do FCM.', 'token');
      if (web && !/^https?:\/\//.test(input.subscription!.endpoint)) throw new InputError('Campo "subscription.endpoint": deve ser um endereço http(s).', 'subscription');
      const device = await registerDevice(ctx.services.db, ctx.integrationAccountId!, {
        document_no: document,
        platform: input.platform,
        token: web ? input.subscription!.endpoint : input.token!,
        p256dh: web ? input.subscription!.keys.p256dh : null,
        auth: web ? input.subscription!.keys.auth : null,
        opt_in: input.opt_in ?? true,
      });
      return { status: device.created ? 201 : 200, body: { id: String(device.id), created: device.created } };
    })
    .on('POST', '/api/push/devices/remove', INTEGRATION, async ({ ctx, body }) => {
      const input = validate(unregisterBody, body);
      const token = input.token ?? input.endpoint;
      if (!token) throw new InputError('Informe o token ou o endpoint do dispositivo.', 'token');
      if (!(await unregisterDevice(ctx.services.db, ctx.integrationAccountId!, token))) throw new NotFoundError('Dispositivo não encontrado.');
      return { removed: true };
    })
    .on('POST', '/api/webhooks/push-events', PUBLIC, async ({ ctx, body }) => {
      const input = validate(eventBody, body);
      const deliveryId = deliveryOfOpenToken(ctx.services.campaigns.secret, input.open_token);
      if (deliveryId === null) throw new NotFoundError('Mensagem não encontrada.');
      const rows = await ctx.services.db.query(
        `update campaign_deliveries set status = 'OPENED', delivered_at = coalesce(delivered_at, now()), updated_at = now()
          where id = $1 and channel = 'push' and status in ('SENT', 'DELIVERED') returning id`,
        [deliveryId],
      );
      return { result: rows.length ? 'opened' : 'ignored' };
    });
}
