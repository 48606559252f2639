import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '../../../src/shared/lib/date';
import { canOpen, requireViewer } from '../../access/control';
import type { RestRouter } from '../../rest/router';
import { toCsv } from '../jobs';
import { currentTerms, listTermsVersions } from './service';

const COLUMNS = ['Versão', 'Título', 'Situação', 'Publicada em', 'Publicada por', 'Criada em', 'Criada por', 'Consumidores que aceitaram'];

/**
 * GET /api/configuracoes-admin/termos.csv — the versions as the screen filters and orders them
 * (situacao=rascunho|publicada, ordem=versao.asc|versao.desc), CSV with ';' (UTF-8 with BOM).
 */
export function registerTermsRoutes(router: RestRouter): RestRouter {
  return router.on('GET', '/api/configuracoes-admin/termos.csv', canOpen('configuracoes-admin.termos'), async ({ ctx, query }) => {
    const viewer = requireViewer(ctx);
    const [rows, current] = await Promise.all([listTermsVersions(ctx.services.db, viewer.account.id), currentTerms(ctx.services.db, viewer.account.id)]);
    const status = query.get('situacao');
    const kept = rows.filter((row) => (status === 'rascunho' ? row.published_at === null : status === 'publicada' ? row.published_at !== null : true));
    if (query.get('ordem') === 'versao.asc') kept.reverse();
    const date = (value: Date | null) => (value ? (formatDisplayDateTime(value, DATE_TIME_MINUTES_FORMAT) ?? '') : '');
    const lines = kept.map((row) => [
      String(row.version),
      row.title,
      row.published_at === null ? 'Rascunho' : row.version === current?.version ? 'Vigente' : 'Publicada',
      date(row.published_at),
      row.published_by ?? '',
      date(row.created_at),
      row.created_by ?? '',
      String(row.accepted_count),
    ]);
    return {
      text: toCsv({ columns: COLUMNS.map((header) => ({ header, key: header, width: 10 })), rows: lines }),
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="termos-de-uso.csv"' },
    };
  });
}
