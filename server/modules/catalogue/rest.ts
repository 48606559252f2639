import { canOpen, requireViewer } from '../../access/control';
import { InputError } from '../../errors';
import { readLargeJsonBody, type RestRouter } from '../../rest/router';
import { validate } from '../../validation';
import { uploadBody } from './inputs';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELDS } from './upload';
import { storeUpload } from './uploads';

/** The JSON body of an upload (the file in base64 is 4/3 of its size, plus the envelope). */
const MAX_UPLOAD_BODY = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 10_000;

/**
 * POST /api/catalogue/product-uploads { fileName, base64 } (spec §7 SingleUploadBase64 / uploadProducts):
 * keeps a CSV (`;`) or XLSX product file and answers its header, line count and the guessed mapping;
 * the dry run and the run are GraphQL mutations on the returned id.
 */
export function registerCatalogueRoutes(router: RestRouter): RestRouter {
  return router.on(
    'POST',
    '/api/catalogue/product-uploads',
    canOpen('produtos.gerenciamento-produtos'),
    async ({ ctx, raw }) => {
      const viewer = requireViewer(ctx);
      const body = validate(uploadBody, await readLargeJsonBody(raw, MAX_UPLOAD_BODY, `Arquivo grande demais: o limite é ${MAX_UPLOAD_BYTES / 1_000_000} MB.`));
      if (!/^[A-Za-z0-9+/=\s]*$/.test(body.base64)) throw new InputError('Campo "base64": o arquivo não está em base64.', 'base64');
      const content = Buffer.from(body.base64, 'base64');
      if (content.length === 0) throw new InputError('O arquivo está vazio.', 'file');
      const upload = await storeUpload(ctx.services.db, viewer.account.id, viewer.user.id, body.fileName, content);
      return {
        status: 201,
        body: {
          id: upload.id,
          fileName: upload.file_name,
          format: upload.format,
          header: upload.header,
          lineCount: upload.line_count,
          mapping: Object.entries(upload.mapping).map(([field, column]) => ({ field, column })),
          fields: UPLOAD_FIELDS.map(({ field, label, required }) => ({ field, label, required })),
        },
      };
    },
    { streamsBody: true },
  );
}
