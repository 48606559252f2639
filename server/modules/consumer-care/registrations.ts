import type { Queryable } from '../../stores';
import { getCustomers, parseCustomerSearch, type CustomerRow } from '../customers';

/** Sort keys of the registrations list. */
export type RegistrationSort = 'NAME' | 'CREATED_AT' | 'POINTS';
export type RegistrationDirection = 'ASC' | 'DESC';

/** The filters of /clientes/gerenciamento/cadastros (all optional). */
export interface RegistrationFilter {
  search?: string | null;
  confirmed?: boolean | null;
  origin?: string | null;
  unit?: string | null;
  /** registration days, AAAA-MM-DD, inclusive */
  start?: string | null;
  end?: string | null;
}

export interface RegistrationQuery {
  filter: RegistrationFilter;
  sort: RegistrationSort;
  direction: RegistrationDirection;
}

/** The where clause (on `consumers c`) and parameters after $1 = account. */
function registrationWhere(filter: RegistrationFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length + 1}`;
  };
  // a registration anonymised by an LGPD request is nobody to manage (its row stays for the sales' counts)
  const clauses: string[] = ['c.anonymised_at is null'];
  if (filter.search?.trim()) {
    // the customer search's reading of the text (name words, CPF/CNPJ/phone, e-mail) and its indexes
    const search = parseCustomerSearch(filter.search);
    if (search.kind === 'EMAIL') clauses.push(`c.email_search = ${param(search.email)}`);
    else if (search.kind === 'NUMBER') clauses.push(`(c.document_no = ${param(search.document ?? '')} or c.phone_search = ${param(search.phone ?? '')})`);
    else for (const word of search.words) clauses.push(`c.name_search like ${param(word)}`);
  }
  if (filter.confirmed != null) clauses.push(`c.is_confirmed = ${param(filter.confirmed)}`);
  if (filter.origin) clauses.push(`c.origin = ${param(filter.origin)}`);
  if (filter.unit) clauses.push(`c.unit_id_erp = ${param(filter.unit)}`);
  if (filter.start) clauses.push(`c.created_date >= ${param(filter.start)}::date`);
  if (filter.end) clauses.push(`c.created_date <= ${param(filter.end)}::date`);
  return { where: ` and ${clauses.join(' and ')}`, params };
}

const ORDER: Record<RegistrationSort, string> = {
  NAME: 'c.name_search',
  CREATED_AT: 'c.created_at',
  POINTS: 'coalesce(p.balance, 0)',
};

/** One page of the account's consumers under the filters, in the chosen order (ties by document), and the total. */
export async function listRegistrations(db: Queryable, accountId: string, query: RegistrationQuery, offset: number, limit: number): Promise<{ rows: CustomerRow[]; total: number }> {
  const { where, params } = registrationWhere(query.filter);
  const direction = query.direction === 'DESC' ? 'desc' : 'asc';
  const [found, [{ total }]] = await Promise.all([
    db.query<{ document_no: string }>(
      `select c.document_no from consumers c left join consumer_points p on p.account_id = c.account_id and p.document_no = c.document_no
        where c.account_id = $1${where} order by ${ORDER[query.sort]} ${direction}, c.document_no ${direction} limit ${limit} offset ${offset}`,
      [accountId, ...params],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from consumers c where c.account_id = $1${where}`, [accountId, ...params]),
  ]);
  const documents = found.map((row) => row.document_no);
  const byDocument = new Map((await getCustomers(db, accountId, documents)).map((row) => [row.document_no, row]));
  return { rows: documents.map((document) => byDocument.get(document)).filter((row): row is CustomerRow => !!row), total };
}

/** The origins the account's consumers have, for the list's filter. */
export async function registrationOrigins(db: Queryable, accountId: string): Promise<string[]> {
  const rows = await db.query<{ origin: string }>('select distinct origin from consumers where account_id = $1 order by origin', [accountId]);
  return rows.map((row) => row.origin);
}
