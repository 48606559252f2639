import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '../../../src/shared/lib/date';
import { canOpen, requireViewer } from '../../access/control';
import type { RestRouter } from '../../rest/router';
import { toCsv } from '../jobs';
import { findConfiguration, listSlots } from './service';

/** Most slots one file holds (an account has a handful). */
const EXPORT_MAX_ROWS = 1000;
const COLUMNS = ['Nome', 'Endereço', 'Situação', 'Versão publicada', 'Última versão', 'Alterações não publicadas', 'Cadastros pelo site', 'Criado em'];

/**
 * GET /api/configuracoes/site-cadastramento.csv — the slot list as the screen filters and orders it
 * (busca, ordem=nome.asc|criacao.desc…), CSV with ';' (UTF-8 with BOM).
 */
export function registerHotsiteRoutes(router: RestRouter): RestRouter {
  return router.on('GET', '/api/configuracoes/site-cadastramento.csv', canOpen('configuracoes.site-cadastramento'), async ({ ctx, query }) => {
    const viewer = requireViewer(ctx);
    const [order, direction] = (query.get('ordem') ?? '').split('.');
    const { rows } = await listSlots(ctx.services.db, viewer.account.id, {
      search: query.get('busca')?.trim().slice(0, 100) || null,
      sort: order === 'nome' ? 'NAME' : 'CREATED_AT',
      direction: direction === 'desc' ? 'DESC' : 'ASC',
      offset: 0,
      limit: EXPORT_MAX_ROWS,
    });
    const lines = await Promise.all(
      rows.map(async (row) => {
        const production = await findConfiguration(ctx.services.db, row.production_configuration_id);
        return [
          row.name,
          `${ctx.config.publicUrl}${row.url_path}`,
          production ? 'Publicado' : 'Não publicado',
          production ? String(production.version) : '',
          String(row.latest_version),
          row.preview_configuration_id !== row.production_configuration_id ? 'Sim' : 'Não',
          String(row.signups),
          formatDisplayDateTime(row.created_at, DATE_TIME_MINUTES_FORMAT) ?? '',
        ];
      }),
    );
    return {
      text: toCsv({ columns: COLUMNS.map((header) => ({ header, key: header, width: 10 })), rows: lines }),
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="site-cadastramento.csv"' },
    };
  });
}
