import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '../../../src/shared/lib/date';
import { canOpen, requireViewer } from '../../access/control';
import type { RestRouter } from '../../rest/router';
import { toCsv } from '../jobs';
import { FLOW_SORTS, listFlows, type FlowSort } from './service';

/** Most rows one file holds (an account has tens of flows). */
export const FLOW_EXPORT_MAX_ROWS = 5000;

const COLUMNS = ['Nome', 'Gatilho', 'Palavras-chave ou botões', 'Situação', 'Versão publicada', 'Rascunho alterado', 'Conversas em andamento', 'Atualizado em', 'Atualizado por'];

/** The list's address parameters (the screen's) → the store's order. */
export const FLOW_ORDER_PARAMS: Record<string, FlowSort> = { nome: 'NAME', atualizacao: 'UPDATED_AT', conversas: 'RUNNING' };

/**
 * GET /api/campanhas/whatsapp/fluxos.csv — the flow list of /campanhas/whatsapp/fluxos as the screen
 * filters it (busca, situacao=rascunho|publicado, ordem=nome.asc…), CSV with ';' (UTF-8 with BOM).
 */
export function registerWhatsappFlowRoutes(router: RestRouter): RestRouter {
  return router.on('GET', '/api/campanhas/whatsapp/fluxos.csv', canOpen('campanhas.whatsapp.fluxos'), async ({ ctx, query }) => {
    const viewer = requireViewer(ctx);
    const status = query.get('situacao');
    const [order, direction] = (query.get('ordem') ?? '').split('.');
    const sort = FLOW_ORDER_PARAMS[order] ?? 'UPDATED_AT';
    const { rows, totalCount } = await listFlows(ctx.services.db, viewer.account.id, {
      search: query.get('busca')?.trim().slice(0, 100) || null,
      status: status === 'rascunho' ? 'draft' : status === 'publicado' ? 'published' : null,
      sort: sort in FLOW_SORTS ? sort : 'UPDATED_AT',
      direction: direction === 'asc' ? 'ASC' : direction === 'desc' ? 'DESC' : sort === 'NAME' ? 'ASC' : 'DESC',
      offset: 0,
      limit: FLOW_EXPORT_MAX_ROWS,
    });
    const lines = rows.map((row) => [
      row.name,
      row.trigger_type === 'button' ? 'Botão de campanha' : 'Palavra-chave',
      row.trigger_values.join(', '),
      row.status === 'published' ? 'Publicado' : 'Rascunho',
      row.current_version === null ? '' : String(row.current_version),
      row.draft_changed && row.current_version !== null ? 'Sim' : 'Não',
      String(row.running),
      formatDisplayDateTime(row.updated_at, DATE_TIME_MINUTES_FORMAT) ?? '',
      row.updated_by_name ?? '',
    ]);
    if (totalCount > rows.length) lines.push([`Arquivo limitado a ${FLOW_EXPORT_MAX_ROWS} fluxos de ${totalCount}.`]);
    return {
      text: toCsv({ columns: COLUMNS.map((header) => ({ header, key: header, width: 10 })), rows: lines }),
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="fluxos-whatsapp.csv"' },
    };
  });
}
