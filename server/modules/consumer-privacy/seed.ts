import type { AnalyticsStore, OperationalStore } from '../../stores';
import { mirrorConsumers } from '../ingestion';
import { refreshNotification } from './requests';

const DAY = 86_400_000;

/**
 * The demo's data-deletion requests on one account, so /clientes/gerenciamento/solicitacoes shows a
 * populated list from the first `npm start`: three pending (2, 11 and 16 days old: on time, warning,
 * overdue) and two answered (one declined, one accepted PARTIAL whose proof lists what was cleared — the
 * seed does not erase anyone: the consumers stay as generated). An account with requests is left alone.
 */
export async function seedPrivacyRequests(stores: { pg: OperationalStore; ch: AnalyticsStore }, accountId: string, now = new Date()): Promise<number> {
  const db = stores.pg;
  const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from consumer_data_requests where account_id = $1', [accountId]);
  if (count > 0) return 0;
  const consumers = await db.query<{ document_no: string }>(
    `select document_no from consumers where account_id = $1 and email is not null and anonymised_at is null order by md5(document_no) limit 5`,
    [accountId],
  );
  if (consumers.length < 5) return 0;
  const at = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
  const rows: [string, string, string[], string, string, string | null, string | null, string | null, unknown][] = [
    [consumers[0].document_no, 'FULL', [], at(2), 'PENDING', null, null, null, null],
    [consumers[1].document_no, 'PARTIAL', ['CONTACT', 'MARKETING'], at(11), 'PENDING', null, null, null, null],
    [consumers[2].document_no, 'FULL', [], at(16), 'PENDING', null, null, null, null],
    [consumers[3].document_no, 'FULL', [], at(30), 'DECLINED', at(25), 'gerente@bompreco.com.br', 'Já existe um pedido de exclusão seu em andamento ou concluído. Você receberá a resposta dele no seu e-mail.', null],
    [
      consumers[4].document_no,
      'PARTIAL',
      ['PROFILE'],
      at(40),
      'ACCEPTED',
      at(33),
      'gerente@bompreco.com.br',
      'Sua solicitação foi atendida: os dados das categorias escolhidas foram excluídos. O restante do seu cadastro no clube continua ativo.',
      { kind: 'PARTIAL', categories: ['PROFILE'], pseudonym: null, entries: [{ store: 'operacional', target: 'consumers', rows: 1, action: 'categorias apagadas: PROFILE' }], suppressed: 0, at: at(33), by: 'gerente@bompreco.com.br' },
    ],
  ];
  for (const [document, kind, categories, requested, status, finished, by, reply, proof] of rows) {
    await db.query(
      `insert into consumer_data_requests (account_id, document_no, kind, categories, channel, requested_at, status, finished_at, finished_by, reply, proof)
       values ($1, $2, $3, $4, 'demo', $5, $6, $7, $8, $9, $10)`,
      [accountId, document, kind, categories, requested, status, finished, by, reply, proof ? JSON.stringify(proof) : null],
    );
  }
  // the accepted PARTIAL (PROFILE) request really cleared that consumer's profile
  await db.query(`update consumers set birth_date = null, gender = 'U', address = '{}'::jsonb, updated_at = now() where account_id = $1 and document_no = $2`, [accountId, consumers[4].document_no]);
  await mirrorConsumers(db, stores.ch, accountId, [consumers[4].document_no]);
  await refreshNotification(db, accountId);
  return rows.length;
}
