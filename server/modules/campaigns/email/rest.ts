import { object, string } from 'superstruct';
import { canOpen, requireViewer } from '../../../access/control';
import { InputError } from '../../../errors';
import { readLargeJsonBody, type RestRouter } from '../../../rest/router';
import { requiredText, validate } from '../../../validation';
import { sanitizeEmailHtml } from './sanitize';

/** The largest uploaded e-mail HTML file. */
export const EMAIL_HTML_MAX_BYTES = 1_000_000;

const htmlBody = object({ fileName: requiredText(200), base64: string() });

/**
 * POST /api/uploads/email-html { fileName, base64 } → 200 { fileName, uploaded_at, html, refused }:
 * an .html file of at most 1 MB, sanitised (sanitize.ts's rules); images that are neither https nor
 * our uploads refuse the file with their list. The cleaned HTML goes into the message (`html`).
 */
export function registerEmailHtmlUpload(router: RestRouter): RestRouter {
  return router.on(
    'POST',
    '/api/uploads/email-html',
    canOpen('campanhas.email'),
    async ({ ctx, raw }) => {
      requireViewer(ctx);
      const tooLarge = 'Arquivo HTML grande demais: o limite é 1 MB.';
      const body = validate(htmlBody, await readLargeJsonBody(raw, Math.ceil((EMAIL_HTML_MAX_BYTES * 4) / 3) + 10_000, tooLarge));
      if (!/\.html?$/i.test(body.fileName)) throw new InputError('Envie um arquivo .html.', 'file');
      const base64 = body.base64.replace(/^data:[^,]*,/, '');
      if (!/^[A-Za-z0-9+/=\s]*$/.test(base64)) throw new InputError('Campo "base64": o arquivo não está em base64.', 'base64');
      const content = Buffer.from(base64, 'base64');
      if (content.length === 0) throw new InputError('O arquivo está vazio.', 'file');
      if (content.length > EMAIL_HTML_MAX_BYTES) return { status: 413, body: { error: 'payload_too_large', message: tooLarge } };
      const text = content.toString('utf8');
      if (text.includes('\uFFFD') || text.includes('\u0000')) throw new InputError('O arquivo não é um HTML em UTF-8.', 'file');
      const clean = sanitizeEmailHtml(text, ctx.config.publicUrl);
      if (clean.refusedImages.length) {
        throw new InputError(`Imagens recusadas (não são https nem enviadas por aqui): ${clean.refusedImages.slice(0, 10).join(', ')}${clean.refusedImages.length > 10 ? ` e mais ${clean.refusedImages.length - 10}` : ''}.`, 'file');
      }
      const fileName = body.fileName.split(/[\\/]/).pop()!.slice(0, 200);
      return { status: 200, body: { fileName, uploaded_at: new Date().toISOString(), html: clean.html, refused: clean.refused } };
    },
    { streamsBody: true },
  );
}
