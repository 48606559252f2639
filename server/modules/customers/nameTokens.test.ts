import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../../testing/harness';
import { parseCustomerSearch } from './search';
import { SEARCH_COUNT_LIMIT, searchCustomers, searchNameTokens } from './service';

// The name tokens of PG migration 014 against the plain search (every word a `like` on
// consumers.name_search, sorted by name then document), on consumers this test writes: enough
// "maria"s that the search goes past the count limit and reads the tokens, names where the word is a
// first name, a surname, inside a longer word, with accents and repeated spaces, and equal names.
const ACCOUNT = '10000000-0000-4000-8000-0000000a1e14';
const OTHER = '10000000-0000-4000-8000-0000000a1e15';
const FIRST = ['Maria', 'Mariana', 'Ana Maria', 'José', 'Rosemária', 'Ana', 'Mariah', 'João', 'MARIA  DA', 'Márcia'];
const LAST = ['Silva', 'Santos', 'da Conceição', 'Maria', 'Oliveira', 'Souza Lima', 'Marian', 'de Jesus'];
const CONSUMERS = 4200;

const QUERIES = ['maria', 'Maria Silva', 'maria da', 'ana', 'mar', 'silva santos', 'jose maria', 'a', 'conceicao jesus', 'ZZZ', 'ria ria'];

describe(`customer name search through the name tokens (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  let server: TestServer;
  const db = () => server.stores.pg;

  async function insertConsumers(accountId: string, from: number, to: number) {
    await db().query(
      `insert into consumers (account_id, document_no, person_type, name, created_at, created_date)
       select $1, lpad((i * 7919 % 99999999999)::text, 11, '0'), 'F',
              ($2::text[])[1 + i % ${FIRST.length}] || ' ' || ($3::text[])[1 + (i / 7) % ${LAST.length}]
                || case when i % 5 = 0 then '' else ' ' || ($3::text[])[1 + (i / 3) % ${LAST.length}] end,
              now(), current_date
         from generate_series($4::int, $5::int) as i`,
      [accountId, FIRST, LAST, from, to],
    );
  }

  /** The plain path: the documents of one page, as migration 009's search reads them. */
  async function plainPage(accountId: string, words: readonly string[], offset: number, limit: number): Promise<string[]> {
    const where = words.map((_word, index) => `name_search like $${index + 2}`).join(' and ');
    const rows = await db().query<{ document_no: string }>(
      `select document_no from consumers where account_id = $1 and ${where} order by name_search, document_no limit ${limit} offset ${offset}`,
      [accountId, ...words],
    );
    return rows.map((row) => row.document_no);
  }

  const wordsOf = (query: string) => {
    const search = parseCustomerSearch(query);
    if (search.kind !== 'NAME') throw new Error(query);
    return search.words;
  };

  async function expectSameAsPlain(accountId: string) {
    for (const query of QUERIES) {
      const words = query === 'a' ? ['%a%'] : wordsOf(query);
      for (const [offset, limit] of [
        [0, 21],
        [0, 1],
        [20, 21],
        [990, 21],
        [0, 3000],
      ]) {
        expect({ query, offset, limit, page: await searchNameTokens(db(), accountId, words, offset, limit) }).toEqual({
          query,
          offset,
          limit,
          page: await plainPage(accountId, words, offset, limit),
        });
      }
    }
  }

  /** The tokens and their counts the triggers keep, against what the consumers' names give now. */
  async function expectTokensOfNames() {
    const kept = await db().query<{ n: number }>(
      `select count(*)::int as n from (
         (select account_id, token, name_search, document_no from consumer_name_tokens
          except all
          select c.account_id, t.token, c.name_search, c.document_no from consumers c cross join lateral consumer_name_token_set(c.name_search) as t(token))
         union all
         (select c.account_id, t.token, c.name_search, c.document_no from consumers c cross join lateral consumer_name_token_set(c.name_search) as t(token)
          except all
          select account_id, token, name_search, document_no from consumer_name_tokens)) d`,
    );
    expect(kept[0].n).toBe(0);
    const counts = await db().query<{ n: number }>(
      `select count(*)::int as n from consumer_name_words w
        full join (select account_id, token, count(*)::int as consumers from consumer_name_tokens group by account_id, token) t
          on t.account_id = w.account_id and t.token = w.token
       where coalesce(w.consumers, 0) <> coalesce(t.consumers, 0)`,
    );
    expect(counts[0].n).toBe(0);
  }

  beforeAll(async () => {
    server = await startTestServer();
    for (const [id, key] of [
      [ACCOUNT, 'tokens'],
      [OTHER, 'tokens-other'],
    ])
      await db().query(`insert into accounts (id, key, name, integration_type, id_external, db_name) values ($1, $2, $2, 'RETAILER', 1, $2)`, [id, key]);
    await insertConsumers(ACCOUNT, 1, CONSUMERS);
    await insertConsumers(OTHER, 1, 300);
  });
  afterAll(() => server.close());

  it('keeps one row per word of each name, and each word with its number of consumers', async () => {
    await expectTokensOfNames();
    const maria = await db().query<{ consumers: number }>(`select consumers from consumer_name_words where account_id = $1 and token = 'maria'`, [ACCOUNT]);
    const [{ n }] = await db().query<{ n: number }>(`select count(*)::int as n from consumers where account_id = $1 and name_search ~ '(^|\\s)maria(\\s|$)'`, [ACCOUNT]);
    expect(maria[0].consumers).toBe(n);
  });

  it('finds the same page as the plain search, for common, rare, short and absent words, at any offset', async () => {
    // past the count limit, and more than the tokens read whole: the walked branches are used
    expect((await plainPage(ACCOUNT, ['%maria%'], 0, 5000)).length).toBeGreaterThan(2000);
    await expectSameAsPlain(ACCOUNT);
    await expectSameAsPlain(OTHER);
  });

  it('answers a common name through the tokens with the plain search\'s rows and count', async () => {
    const search = parseCustomerSearch('Maria');
    const page = await searchCustomers(db(), ACCOUNT, search, 40, 21);
    expect(page.matches).toBe(SEARCH_COUNT_LIMIT + 1);
    expect(page.rows.map((row) => row.document_no)).toEqual(await plainPage(ACCOUNT, wordsOf('Maria'), 40, 21));
    expect(page.rows.every((row) => row.account_id === ACCOUNT && /maria/i.test(row.name.normalize('NFD').replace(/\p{M}/gu, '')))).toBe(true);
  });

  it('stays exact after names change, consumers leave and others arrive', async () => {
    await db().query(`update consumers set name = 'Zuleica Maria Ventura' where account_id = $1 and document_no in (select document_no from consumers where account_id = $1 order by document_no limit 300)`, [ACCOUNT]);
    await db().query(`update consumers set name = 'Pedro Álvares' where account_id = $1 and name_search like '%mariana%' and document_no like '%3'`, [ACCOUNT]);
    await db().query(`update consumers set email = 'x@y.z' where account_id = $1 and document_no like '%7'`, [ACCOUNT]);
    await db().query(`delete from consumers where account_id = $1 and document_no like '%1'`, [ACCOUNT]);
    await insertConsumers(ACCOUNT, CONSUMERS + 1, CONSUMERS + 700);
    // an upsert as ingestion writes: some names change, some stay
    await db().query(
      `insert into consumers (account_id, document_no, person_type, name, created_at, created_date)
       select account_id, document_no, person_type, case when document_no like '%2' then 'Maria Upsert Nova' else name end, created_at, created_date
         from consumers where account_id = $1 and (document_no like '%2' or document_no like '%4')
       on conflict (account_id, document_no) do update set name = excluded.name`,
      [ACCOUNT],
    );
    await expectTokensOfNames();
    await expectSameAsPlain(ACCOUNT);
  });

  it('forgets every name when the consumers are emptied', async () => {
    await db().query('truncate consumers cascade');
    const [{ tokens }] = await db().query<{ tokens: number }>('select (select count(*) from consumer_name_tokens)::int + (select count(*) from consumer_name_words)::int as tokens');
    expect(tokens).toBe(0);
    expect(await searchNameTokens(db(), ACCOUNT, ['%maria%'], 0, 21)).toEqual([]);
  });
});
