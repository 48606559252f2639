import { object, string } from 'superstruct';
import { canOpen, PUBLIC, requireViewer, type Policy } from '../../access/control';
import { FILE_KEY } from '../../files';
import { InputError } from '../../errors';
import { readLargeJsonBody, type RestRouter } from '../../rest/router';
import { requiredText } from '../../validation';
import { validate } from '../../validation';
import { storeImage, type UploadPurpose } from './service';

const imageBody = object({ fileName: requiredText(200), base64: string() });

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };

/** POST <path> { fileName, base64 } → 201 with the image's addresses; the policy is the page's that uses it. */
function imageUpload(router: RestRouter, path: string, policy: Policy, purpose: UploadPurpose): RestRouter {
  return router.on(
    'POST',
    path,
    policy,
    async ({ ctx, raw }) => {
      const viewer = requireViewer(ctx);
      const { maxBytes, store } = ctx.services.uploads;
      const megabytes = (maxBytes / 1_000_000).toLocaleString('pt-BR');
      // the file in base64 is 4/3 of its size, plus the envelope
      const body = validate(imageBody, await readLargeJsonBody(raw, Math.ceil((maxBytes * 4) / 3) + 10_000, `Imagem grande demais: o limite é ${megabytes} MB.`));
      const base64 = body.base64.replace(/^data:[^,]*,/, '');
      if (!/^[A-Za-z0-9+/=\s]*$/.test(base64)) throw new InputError('Campo "base64": o arquivo não está em base64.', 'base64');
      const content = Buffer.from(base64, 'base64');
      if (content.length === 0) throw new InputError('O arquivo está vazio.', 'file');
      if (content.length > maxBytes) throw new InputError(`Imagem grande demais: o limite é ${megabytes} MB.`, 'file');
      const image = await storeImage(ctx.services.db, store, { accountId: viewer.account.id, userId: viewer.user.id, purpose, fileName: body.fileName, content });
      return { status: 201, body: image };
    },
    { streamsBody: true },
  );
}

/**
 * Uploaded images (spec §7 SingleUploadBase64): one upload route per page that takes images, and the
 * public read of the local file store. Addresses carry 128 random bits and are never reused, so the
 * files are public (e-mails and the sign-up site load them) and cached for a year.
 */
export function registerUploadRoutes(router: RestRouter): RestRouter {
  imageUpload(router, '/api/uploads/email-images', canOpen('campanhas.email'), 'email-image');
  // push title and body images (192 × 192 px), sent by the app push campaign's message step
  imageUpload(router, '/api/uploads/push-images', canOpen('campanhas.aplicativo'), 'push-image');
  // WhatsApp template header images and video thumbnails, sent by the WhatsApp campaign's message step
  imageUpload(router, '/api/uploads/whatsapp-media', canOpen('campanhas.whatsapp'), 'whatsapp-media');
  // the sign-up site's logo, banners and form images (/configuracoes/site-cadastramento/hotsite-slot/:id)
  imageUpload(router, '/api/uploads/hotsite-images', canOpen('configuracoes.site-cadastramento'), 'hotsite-image');
  return imageUpload(router, '/api/uploads/product-images', canOpen('produtos.gerenciamento-produtos'), 'product-image').on('GET', '/api/uploads/:key', PUBLIC, async ({ ctx, params }) => {
    const key = params.key;
    const content = FILE_KEY.test(key) ? await ctx.services.uploads.store.get(key) : null;
    if (!content) return { status: 404, body: { error: 'not_found', message: 'Arquivo não encontrado.' } };
    return {
      status: 200,
      headers: {
        'content-type': CONTENT_TYPES[key.split('.').pop()!],
        'content-length': String(content.length),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
      text: content,
    };
  });
}
