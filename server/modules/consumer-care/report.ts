import { formatDay } from '../../../src/shared/lib/sales-filters';
import type { Queryable } from '../../stores';
import { customerModel } from '../customers';
import { localDateTime, type ReportBuilder, type ReportTable } from '../jobs';
import { listRegistrations, type RegistrationQuery } from './registrations';
import { originLabel } from './origins';

export const REGISTRATIONS_REPORT_KIND = 'clientes.gerenciamento.cadastros.report';

/** What the job records when asked: the list's filters and the requester's PII decision at that moment. */
export interface RegistrationsReportPayload {
  query: RegistrationQuery;
  /** documents and contacts in full (PII and PII-download access); masked otherwise */
  personalData: boolean;
}

/** Rows read per query while building the file. */
const CHUNK = 500;
/** Most rows a file carries (a larger list is narrowed by its filters first). */
export const REGISTRATIONS_REPORT_MAX_ROWS = 100_000;

const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');

export function registrationsReportBuilder(db: Queryable): ReportBuilder {
  return async ({ job, progress }) => {
    const payload = job.payload as unknown as RegistrationsReportPayload;
    // a masked file is the safe default should the payload ever lack the decision
    const personalData = payload.personalData === true;
    const rows: string[][] = [];
    for (let offset = 0; offset < REGISTRATIONS_REPORT_MAX_ROWS; offset += CHUNK) {
      const page = await listRegistrations(db, job.account_id, payload.query, offset, CHUNK);
      const documents = page.rows.map((row) => row.document_no);
      const extra = await db.query<{ document_no: string; origin: string; is_confirmed: boolean; confirmed_at: Date | null; balance: number | null }>(
        `select c.document_no, c.origin, c.is_confirmed, c.confirmed_at, p.balance from consumers c
          left join consumer_points p on p.account_id = c.account_id and p.document_no = c.document_no
          where c.account_id = $1 and c.document_no = any($2::text[])`,
        [job.account_id, documents],
      );
      const byDocument = new Map(extra.map((row) => [row.document_no, row]));
      for (const row of page.rows) {
        const customer = customerModel(personalData, row);
        const state = byDocument.get(row.document_no);
        rows.push([
          customer.name,
          customer.document,
          customer.email ?? '',
          customer.phone ?? '',
          formatDay(customer.created_date),
          customer.registration_unit?.name ?? '',
          originLabel(state?.origin ?? ''),
          yesNo(state?.is_confirmed === true),
          state?.confirmed_at ? localDateTime(new Date(state.confirmed_at)) : '',
          String(Number(state?.balance ?? 0)),
        ]);
      }
      await progress(page.total ? Math.min(1, rows.length / page.total) : 1);
      if (page.rows.length < CHUNK) break;
    }
    return registrationsTable(rows);
  };
}

function registrationsTable(rows: string[][]): ReportTable {
  return {
    fileBaseName: 'cadastros-clientes',
    sheetName: 'Cadastros',
    columns: [
      { header: 'Nome', width: 32 },
      { header: 'CPF/CNPJ', width: 20 },
      { header: 'E-mail', width: 32 },
      { header: 'Telefone', width: 20 },
      { header: 'Cadastro em', width: 14 },
      { header: 'Loja de cadastro', width: 28 },
      { header: 'Origem', width: 18 },
      { header: 'Confirmado', width: 12 },
      { header: 'Confirmado em', width: 18 },
      { header: 'Pontos', width: 10 },
    ],
    rows,
  };
}
