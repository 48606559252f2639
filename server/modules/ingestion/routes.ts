import { INTEGRATION } from '../../access/control';
import { HttpError, type RestRouter } from '../../rest/router';
import { BatchTooLargeError, ReadAbortedError } from './lines';
import { INGEST_KINDS, type IngestKind } from './records';

/** Content types an ingestion body may declare (NDJSON; JSON-ish types are tolerated from simple clients). */
const ACCEPTED_TYPES = ['application/x-ndjson', 'application/ndjson', 'application/jsonl', 'application/json', 'text/plain', 'application/gzip', 'application/octet-stream'];

/**
 * The ingestion contract over HTTP: `POST /api/ingest/{kind}` with an NDJSON body (gzip accepted),
 * authenticated by an account integration token; `POST /api/processing/run` forces processing.
 * The account is the token's, never one named in the request.
 */
export function registerIngestRoutes(router: RestRouter): RestRouter {
  return router
    .on(
      'POST',
      '/api/ingest/:kind',
      INTEGRATION,
      async ({ ctx, params, raw }) => {
        const kind = params.kind as IngestKind;
        if (!INGEST_KINDS.includes(kind)) {
          throw new HttpError(404, 'not_found', `Tipo de registro desconhecido: use ${INGEST_KINDS.join(', ')}.`);
        }
        const type = String(raw.headers['content-type'] ?? 'application/x-ndjson').split(';')[0].trim().toLowerCase();
        if (!ACCEPTED_TYPES.includes(type)) {
          throw new HttpError(415, 'unsupported_media_type', 'Envie o corpo como NDJSON (Content-Type: application/x-ndjson), com ou sem gzip.');
        }
        // a client that disconnects stops the reading and the decompression of its batch
        const gone = new AbortController();
        const onClose = () => gone.abort();
        raw.socket.once('close', onClose);
        try {
          const result = await ctx.services.ingest.ingestStream(ctx.integrationAccountId!, kind, raw, 'http', gone.signal);
          return { status: 200, body: result };
        } catch (error) {
          if (error instanceof BatchTooLargeError) throw new HttpError(413, 'payload_too_large', error.message);
          if (error instanceof ReadAbortedError) throw new HttpError(400, 'client_closed', error.message);
          throw error;
        } finally {
          raw.socket.off('close', onClose);
        }
      },
      { streamsBody: true },
    )
    .on('POST', '/api/processing/run', INTEGRATION, async ({ ctx }) => {
      const stamp = await ctx.services.processing.run(ctx.integrationAccountId!);
      return { processing_uuid: stamp.processing_uuid, last_updated: stamp.last_updated };
    });
}
