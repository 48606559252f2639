import type { OperationalStore, Queryable } from '../../stores';
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
export async function searchCustomers(db: OperationalStore, accountId: string, search: CustomerSearch, offset: number, limit: number): Promise<CustomerSearchPage> {
  const { where, params, order } = searchWhere(search);
  if (search.kind !== 'NAME') {
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
  // A name: the trigram index finds up to SEARCH_COUNT_LIMIT + 1 matches; when that is all of them,
  // they are ordered and the page taken in the same pass. Past it the words are common and the page
  // is read in name order from the name tokens (migration 014), which stops after the page.
  const found = await db.query<{ document_no: string; matches: number; position: number }>(
    `select document_no, matches, position from (
       select document_no, count(*) over ()::int as matches, (row_number() over (order by name_search, document_no))::int as position
         from (select c.document_no, c.name_search from consumers c where c.account_id = $1 and ${where} limit ${SEARCH_COUNT_LIMIT + 1}) m
     ) p where position = 1 or (position > ${offset} and position <= ${offset + limit}) order by position`,
    [accountId, ...params],
  );
  const matches = found[0]?.matches ?? 0;
  const documents =
    matches <= SEARCH_COUNT_LIMIT
      ? found.filter((row) => row.position > offset).map((row) => row.document_no)
      : await searchNameTokens(db, accountId, search.words, offset, limit);
  return { rows: await customersInNameOrder(db, accountId, documents), matches };
}

/**
 * Name tokens (migration 014) outside one branch of the walk, at most this many consumers in all:
 * they are read whole and sorted; each more common token is walked in name order on its own.
 */
const TOKENS_READ_WHOLE = 2000;
/** Most tokens walked on their own branch (the rest are read whole). */
const TOKEN_BRANCHES = 24;

/**
 * The documents of one page of consumers whose name contains every word (`like` patterns of
 * parseCustomerSearch), in the order of the plain search (name, then document), read from the name
 * tokens of migration 014. The word whose tokens have the fewest consumers leads: each of its common
 * tokens is read in name order, the other words filtering on the stored name, until offset + limit
 * rows; its rare tokens together are read whole. A consumer in the page is among the first
 * offset + limit distinct consumers of every branch holding it, so the merged branches give the
 * exact page.
 */
export async function searchNameTokens(db: OperationalStore, accountId: string, words: readonly string[], offset: number, limit: number): Promise<string[]> {
  if (words.length === 0 || limit <= 0) return [];
  const tokens = await db.query<{ word: number; token: string; consumers: number }>(
    words
      .map((_word, index) => `select ${index}::int as word, token, consumers from consumer_name_words where account_id = $1 and token like $${index + 2}`)
      .join(' union all '),
    [accountId, ...words],
  );
  const byWord = words.map((_word, index) => tokens.filter((row) => row.word === index));
  const total = (rows: typeof tokens) => rows.reduce((sum, row) => sum + Number(row.consumers), 0);
  let lead = 0;
  for (let index = 1; index < words.length; index++) if (total(byWord[index]) < total(byWord[lead])) lead = index;
  const leading = [...byWord[lead]].sort((a, b) => Number(b.consumers) - Number(a.consumers) || (a.token < b.token ? -1 : 1));
  if (leading.length === 0) return [];

  const walked: string[] = [];
  let rest = total(leading);
  while (walked.length < leading.length && walked.length < TOKEN_BRANCHES && rest > TOKENS_READ_WHOLE) {
    const next = leading[walked.length];
    walked.push(next.token);
    rest -= Number(next.consumers);
  }
  const readWhole = leading.slice(walked.length).map((row) => row.token);

  const params: unknown[] = [accountId];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const filters = words
    .filter((_word, index) => index !== lead)
    .map((word) => ` and name_search like ${param(word)}`)
    .join('');
  const depth = offset + limit;
  // a consumer is once in a token's rows, but may be several times in the rows of several tokens
  const branch = (tokenMatch: string, distinct: string) =>
    `(select ${distinct}name_search, document_no from consumer_name_tokens where account_id = $1 and ${tokenMatch}${filters} order by name_search, document_no limit ${depth})`;
  const branches = walked.map((token) => branch(`token = ${param(token)}`, ''));
  if (readWhole.length > 0) branches.push(branch(`token = any(${param(readWhole)}::text[])`, 'distinct '));
  // Each branch must walk its token's rows in name order and stop. The planner cannot know that the
  // filters pass often enough (and PGlite never gathers statistics on the token table): left alone it
  // may read a common token's rows whole and sort them. No bitmap scan in this one transaction.
  const rows = await db.transaction(async (tx) => {
    await tx.query('set local enable_bitmapscan = off');
    return tx.query<{ document_no: string }>(
      `select document_no from (${branches.join(' union all ')}) b
        group by name_search, document_no order by name_search, document_no limit ${limit} offset ${offset}`,
      params,
    );
  });
  return rows.map((row) => row.document_no);
}

/** The account's consumers with these documents, in the search's order (name, then document). */
async function customersInNameOrder(db: Queryable, accountId: string, documentNos: readonly string[]): Promise<CustomerRow[]> {
  if (documentNos.length === 0) return [];
  return db.query<CustomerRow>(
    `select ${CUSTOMER_COLUMNS} from ${CUSTOMER_FROM} where c.account_id = $1 and c.document_no = any($2::text[]) order by c.name_search, c.document_no`,
    [accountId, documentNos],
  );
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
