import { canOpen, requireViewer } from '../../access/control';
import type { RestRouter } from '../../rest/router';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '../../../src/shared/lib/date';
import { toCsv } from '../jobs';
import { listRequests, type RequestSort } from './requests';
import { REQUESTS_ROUTE, requestShape } from './resolvers';

/** Most requests one file holds. */
const EXPORT_MAX_ROWS = 5000;
const COLUMNS = ['Cliente', 'Documento', 'E-mail', 'Tipo', 'Categorias', 'Solicitado em', 'Prazo', 'Dias restantes', 'Situação', 'Respondido em', 'Respondido por', 'Resposta'];
const STATUS = { PENDING: 'Pendente', ACCEPTED: 'Aceita', DECLINED: 'Recusada' } as const;
const CATEGORY = { CONTACT: 'Contatos', PROFILE: 'Perfil', MARKETING: 'Marketing' } as const;
const SORTS: Record<string, RequestSort> = { solicitacao: 'REQUESTED_AT', nome: 'NAME', resposta: 'FINISHED_AT' };

/**
 * GET /api/clientes/solicitacoes.csv — the requests as the screen filters and orders them (aba=pendentes|todas,
 * busca, ordem=solicitacao.asc|nome.desc…), CSV with ';'; documents and e-mails masked unless the user may
 * download personal data.
 */
export function registerPrivacyRoutes(router: RestRouter): RestRouter {
  return router.on('GET', '/api/clientes/solicitacoes.csv', canOpen(REQUESTS_ROUTE), async ({ ctx, query }) => {
    const viewer = requireViewer(ctx);
    const pending = query.get('aba') !== 'todas';
    const [order, direction] = (query.get('ordem') ?? '').split('.');
    const { rows } = await listRequests(
      ctx.services.db,
      viewer.account.id,
      {
        status: pending ? 'PENDING' : null,
        search: query.get('busca')?.trim().slice(0, 100) || null,
        sort: SORTS[order] ?? 'REQUESTED_AT',
        direction: direction === 'desc' ? 'DESC' : direction === 'asc' ? 'ASC' : pending ? 'ASC' : 'DESC',
      },
      0,
      EXPORT_MAX_ROWS,
    );
    const downloads = viewer.user.mf || (viewer.user.has_pii_access && viewer.user.has_pii_download_data_permission);
    const shaped = rows.map((row) => requestShape(downloads ? viewer : { ...viewer, user: { ...viewer.user, mf: false, has_pii_access: false } }, row));
    const lines = shaped.map((r) => [
      r.name,
      r.document,
      r.email ?? '',
      r.kind === 'FULL' ? 'Total' : 'Parcial',
      r.categories.map((c) => CATEGORY[c]).join(', '),
      formatDisplayDateTime(r.requested_at, DATE_TIME_MINUTES_FORMAT) ?? '',
      r.due_date.split('-').reverse().join('/'),
      r.status === 'PENDING' ? String(r.days_left) : '',
      STATUS[r.status],
      r.finished_at ? (formatDisplayDateTime(r.finished_at, DATE_TIME_MINUTES_FORMAT) ?? '') : '',
      r.finished_by ?? '',
      r.reply ?? '',
    ]);
    return {
      text: toCsv({ columns: COLUMNS.map((header) => ({ header, key: header, width: 10 })), rows: lines }),
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="solicitacoes-exclusao.csv"' },
    };
  });
}
