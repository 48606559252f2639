import { CHANNEL_LABELS, MESSAGE_TEMPLATE_CHANNELS, MESSAGE_TYPE_LABELS, type MessageTemplateChannel } from '../../../src/shared/config/messageTemplates';
import { DATE_TIME_MINUTES_FORMAT, formatDisplayDateTime } from '../../../src/shared/lib/date';
import { canOpen, requireViewer } from '../../access/control';
import type { RestRouter } from '../../rest/router';
import { toCsv } from '../jobs';
import { templateSmsCount } from './service';
import { listTemplates, TEMPLATE_SORTS, type TemplateSort } from './store';

/** Most rows one file holds (an account has tens of templates). */
export const TEMPLATE_EXPORT_MAX_ROWS = 5000;

const COLUMNS = ['Nome', 'Canal', 'Tipo', 'Situação', 'Assunto ou título', 'Texto', 'Sem acentos', 'Créditos por SMS', 'Atualizada em'];

/** The list's address parameters (the screen's) → the store's filters. */
export const ORDER_PARAMS: Record<string, TemplateSort> = { nome: 'NAME', canal: 'CHANNEL', tipo: 'MESSAGE_TYPE', atualizacao: 'UPDATED_AT' };

/**
 * GET /api/configuracoes/mensagens.csv — the list of /configuracoes/mensagens as the screen filters it
 * (busca, canal, situacao=ativas|inativas, ordem=nome.asc…), CSV with ';' (UTF-8 with BOM).
 */
export function registerMessageTemplateRoutes(router: RestRouter): RestRouter {
  return router.on('GET', '/api/configuracoes/mensagens.csv', canOpen('configuracoes.mensagens'), async ({ ctx, query }) => {
    const viewer = requireViewer(ctx);
    const channel = query.get('canal');
    const status = query.get('situacao');
    const [order, direction] = (query.get('ordem') ?? '').split('.');
    const sort = ORDER_PARAMS[order] ?? 'NAME';
    const { rows, totalCount } = await listTemplates(ctx.services.db, viewer.account.id, {
      search: query.get('busca')?.trim().slice(0, 100) || null,
      channels: channel && (MESSAGE_TEMPLATE_CHANNELS as readonly string[]).includes(channel) ? [channel as MessageTemplateChannel] : null,
      messageType: null,
      active: status === 'ativas' ? true : status === 'inativas' ? false : null,
      sort: sort in TEMPLATE_SORTS ? sort : 'NAME',
      direction: direction === 'desc' ? 'DESC' : direction === 'asc' ? 'ASC' : sort === 'UPDATED_AT' ? 'DESC' : 'ASC',
      offset: 0,
      limit: TEMPLATE_EXPORT_MAX_ROWS,
    });
    const lines = rows.map((row) => {
      const count = templateSmsCount(row);
      return [
        row.name,
        CHANNEL_LABELS[row.channel],
        MESSAGE_TYPE_LABELS[row.message_type],
        row.active ? 'Ativa' : 'Inativa',
        row.subject,
        row.text,
        row.channel === 'SMS' ? (row.send_without_accents ? 'Sim' : 'Não') : '',
        count ? String(count.credits) : '',
        formatDisplayDateTime(row.updated_at, DATE_TIME_MINUTES_FORMAT) ?? '',
      ];
    });
    if (totalCount > rows.length) lines.push([`Arquivo limitado a ${TEMPLATE_EXPORT_MAX_ROWS} mensagens de ${totalCount}.`]);
    return {
      text: toCsv({ columns: COLUMNS.map((header) => ({ header, key: header, width: 10 })), rows: lines }),
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="mensagens.csv"' },
    };
  });
}
