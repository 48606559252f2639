import { CHANNEL_LABELS, MESSAGE_TEMPLATE_CHANNELS, MESSAGE_TYPE_LABELS, type MessageTemplateChannel } from '../../../src/shared/config/messageTemplates';
import type { ExportTableId } from '../../../src/shared/config';
import { formatDisplayDateTime, DATE_TIME_MINUTES_FORMAT } from '../../../src/shared/lib/date';
import type { AnalyticsStore, Queryable } from '../../stores';
import { templateSmsCount } from './service';
import { listTemplates, TEMPLATE_SORTS, type TemplateSort } from './store';

/** The rows of an exported table (as sales-analytics' TableRows), formatted for people. */
type TemplateTableRows = (ch: AnalyticsStore, scope: { accountId: string }, params: Record<string, string>, context: { db: Queryable }) => Promise<string[][]>;

/** Most rows one export holds (an account has tens of templates). */
const EXPORT_MAX_ROWS = 5000;

/**
 * The list of /configuracoes/mensagens as the screen shows it (params: search, channels as a comma
 * list, active 'true'/'false', sort and direction).
 */
export const MESSAGE_TEMPLATE_TABLE_ROWS = {
  'configuracoes.mensagens': async (_ch, scope, params, { db }) => {
    const channels = (params.channels ?? '').split(',').filter((c): c is MessageTemplateChannel => (MESSAGE_TEMPLATE_CHANNELS as readonly string[]).includes(c));
    const sort = (params.sort in TEMPLATE_SORTS ? params.sort : 'NAME') as TemplateSort;
    const { rows } = await listTemplates(db, scope.accountId, {
      search: params.search?.trim().slice(0, 100) || null,
      channels: channels.length ? channels : null,
      messageType: null,
      active: params.active === 'true' ? true : params.active === 'false' ? false : null,
      sort,
      direction: params.direction === 'DESC' ? 'DESC' : 'ASC',
      offset: 0,
      limit: EXPORT_MAX_ROWS,
    });
    return rows.map((row) => {
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
  },
} satisfies Partial<Record<ExportTableId, TemplateTableRows>>;
