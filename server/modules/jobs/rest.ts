import { PUBLIC, SESSION, requireViewer } from '../../access/control';
import { asyncJobIdOf } from './resolvers';
import type { RestResponse, RestRouter } from '../../rest/router';
import { EXPIRED_MESSAGE, ExpiredFileError, type JobFile } from './service';

/** RFC 6266: an ASCII fallback plus the UTF-8 name. */
function contentDisposition(name: string): string {
  const ascii = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function fileResponse(file: JobFile): RestResponse {
  return {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-disposition': contentDisposition(file.name),
      'content-length': String(file.content.length),
      'cache-control': 'private, no-store',
    },
    text: file.content,
  };
}

/** An expired report answers 410 with the drawer's message; everything else goes to the router's error mapping. */
async function serveFile(load: () => Promise<JobFile>): Promise<RestResponse> {
  try {
    return fileResponse(await load());
  } catch (error) {
    if (error instanceof ExpiredFileError) return { status: 410, body: { error: 'expired', message: EXPIRED_MESSAGE } };
    throw error;
  }
}

/** Downloads of export files (spec §6): the owner by job id, or anyone holding the e-mailed link until it expires. */
export function registerJobRoutes(router: RestRouter): RestRouter {
  return (
    router
      // the job's owner only; another user's or account's job is "not found"
      .on('GET', '/api/async-jobs/:id/file', SESSION, async ({ ctx, params }) => {
        const viewer = requireViewer(ctx);
        return serveFile(async () => ctx.services.jobs.readFile(await ctx.services.jobs.getOwned(viewer.account.id, viewer.user.id, asyncJobIdOf(params.id))));
      })
      // the e-mailed link: a 256-bit random token is the credential, valid until expires_at
      .on('GET', '/api/files/:token', PUBLIC, async ({ ctx, params }) => serveFile(() => ctx.services.jobs.fileByToken(params.token)))
  );
}
