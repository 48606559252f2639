import type { Queryable } from '../../stores';
import type { CustomerSearch } from './search';
import type { CustomerRow } from './customer';

/** The columns of a CustomerRow, from `consumers c` left-joined to their registration store `u`. */
export const CUSTOMER_COLUMNS = `c.account_id, c.document_no, c.person_type, c.name, c.email, c.phone, c.gender,
  to_char(c.birth_date, 'YYYY-MM-DD') as birth_date, to_char(c.created_date, 'YYYY-MM-DD') as created_date,
  c.unit_id_erp, u.name as registration_unit_name, c.address, c.opt_in`;

/** `from` clause that CUSTOMER_COLUMNS reads. */
export const CUSTOMER_FROM = `consumers c left join units u on u.account_id = c.account_id and u.id_erp = c.unit_id_erp`;

/** One consumer of the account by document; null when the account has none with it. */
export async function getCustomer(db: Queryable, accountId: string, documentNo: string): Promise<CustomerRow | null> {
  const rows = await db.query<CustomerRow>(`select ${CUSTOMER_COLUMNS} from ${CUSTOMER_FROM} where c.account_id = $1 and c.document_no = $2`, [accountId, documentNo]);
  return rows[0] ?? null;
}

/** A search counts its matches up to here ("mais de 1.000"): past it the user narrows the search. */
export const SEARCH_COUNT_LIMIT = 1000;

export interface CustomerSearchPage {
  rows: CustomerRow[];
  /** matches, counted up to SEARCH_COUNT_LIMIT + 1 */
  matches: number;
}

/** Where clause and parameters (after $1 = account) of a search, each answered by an index of migration 009. */
function searchWhere(search: CustomerSearch): { where: string; params: unknown[]; order: string } {
  switch (search.kind) {
    case 'EMAIL':
      return { where: 'c.email_search = $2', params: [search.email], order: 'c.name_search, c.document_no' };
    case 'NUMBER':
      return {
        where: '(c.document_no = $2 or c.phone_search = $3)',
        params: [search.document ?? '', search.phone ?? ''],
        order: 'c.name_search, c.document_no',
      };
    case 'NAME': {
      // one `like` per word: the trigram index answers each (`like all(array)` it cannot use). An
      // (account, name) index to walk in name order was tried and dropped: a first name's matches sit
      // together far down the order, and the walk read 750 000 rows for "maria" on 1M (bench).
      const words = search.words.map((_word, index) => `c.name_search like $${index + 2}`).join(' and ');
      return { where: words, params: search.words, order: 'c.name_search, c.document_no' };
    }
  }
}

/** One page of the account's customers matching a search, in a stable order. */
export async function searchCustomers(db: Queryable, accountId: string, search: CustomerSearch, offset: number, limit: number): Promise<CustomerSearchPage> {
  const { where, params, order } = searchWhere(search);
  const [rows, [{ matches }]] = await Promise.all([
    db.query<CustomerRow>(`select ${CUSTOMER_COLUMNS} from ${CUSTOMER_FROM} where c.account_id = $1 and ${where} order by ${order} limit ${limit} offset ${offset}`, [
      accountId,
      ...params,
    ]),
    db.query<{ matches: number }>(
      `select count(*)::int as matches from (select 1 from consumers c where c.account_id = $1 and ${where} limit ${SEARCH_COUNT_LIMIT + 1}) m`,
      [accountId, ...params],
    ),
  ]);
  return { rows, matches };
}

/** Several consumers of the account by document (in no particular order). */
export async function getCustomers(db: Queryable, accountId: string, documentNos: readonly string[]): Promise<CustomerRow[]> {
  if (documentNos.length === 0) return [];
  return db.query<CustomerRow>(`select ${CUSTOMER_COLUMNS} from ${CUSTOMER_FROM} where c.account_id = $1 and c.document_no = any($2::text[])`, [accountId, documentNos]);
}

/** The account's store names by id_erp. */
export async function unitNames(db: Queryable, accountId: string): Promise<Map<string, string>> {
  const rows = await db.query<{ id_erp: string; name: string }>('select id_erp, name from units where account_id = $1', [accountId]);
  return new Map(rows.map((row) => [row.id_erp, row.name]));
}
