import { PUBLIC } from '../../access/control';
import { NotFoundError } from '../../errors';
import type { RestRouter } from '../../rest/router';
import { brandLogoSvg, findBrandByKey, isLogoKind } from './brandLogos';

/** White-label logo sets (public: the login page and e-mails show them before any session). */
export function registerAccountRoutes(router: RestRouter): RestRouter {
  return router.on('GET', '/api/brand/:accountKey/:file', PUBLIC, async ({ ctx, params }) => {
    const kind = /^logo-(\w+)\.svg$/.exec(params.file)?.[1] ?? '';
    const account = isLogoKind(kind) ? await findBrandByKey(ctx.services.db, params.accountKey) : null;
    if (!account || !isLogoKind(kind)) throw new NotFoundError('Logotipo não encontrado.');
    return {
      text: brandLogoSvg(kind, account),
      // the URL carries the brand's fingerprint (?v=), so a day of caching never shows a stale logo
      headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' },
    };
  });
}
