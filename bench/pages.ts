/**
 * `npm run bench:pages -- --data-dir DIR [--runs 30] [--account bompreco]`: how fast each analytics
 * page's data arrives, on a data directory made with `npm run seed:sales -- --size large --data-dir DIR`.
 *
 * For every page of issue 4 the bench sends the page's own query (the text Relay compiled, with the
 * variables of the page's default address) to /graphql as the browser does, signed in as the
 * chain's manager, and prints p50/p95 of the round trip (target: p95 ≤ 150 ms on `large`).
 *
 * In the same run it measures the gateway overhead: during one request the statements the request
 * sends to both stores are recorded, and each round then also runs exactly those statements directly
 * (one after the other, as the embedded engines run them anyway). Two ratios are printed, both
 * median(GraphQL round trip) ÷ median(direct SQL) (target ≤ 1.3×): against the analytics SQL alone
 * (the gateway then also carries the session check, the permission reads and the filter bar's
 * stores from the operational store), and against all of the request's SQL (HTTP, GraphQL and JSON).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config';
import { DEMO_ACCOUNT_IDS, type DemoAccountKey } from '../server/seed/demo';
import { startServer } from '../server/start';
import { TestClient } from '../server/testing/harness';
import { yearBefore } from '../src/shared/lib/periods';
import { dataToday, defaultPeriod, monthStart, shiftDay, type DefaultPeriod, type SalesFilterInput } from '../src/shared/lib/sales-filters';
import ClubComparison from '../src/pages/club-comparison/api/__generated__/ClubComparisonPageQuery.graphql';
import ClubDashboard from '../src/pages/club-dashboard/api/__generated__/ClubDashboardPageQuery.graphql';
import ClubPerformance from '../src/pages/club-performance/api/__generated__/ClubPerformancePageQuery.graphql';
import ClubStores from '../src/pages/club-stores/api/__generated__/ClubStoresPageQuery.graphql';
import CompanyDailyRevenue from '../src/pages/company-daily-revenue/api/__generated__/CompanyDailyRevenuePageQuery.graphql';
import CompanyDecomposition from '../src/pages/company-decomposition/api/__generated__/CompanyDecompositionPageQuery.graphql';
import CompanyPerformance from '../src/pages/company-performance/api/__generated__/CompanyPerformancePageQuery.graphql';
import CompanyRevenue from '../src/pages/company-revenue/api/__generated__/CompanyRevenuePageQuery.graphql';
import Home from '../src/pages/home/api/__generated__/HomePageQuery.graphql';
import OperationalPerformance from '../src/pages/club-operational-performance/api/__generated__/OperationalPerformancePageQuery.graphql';
import OperatorDetails from '../src/pages/club-operator-details/api/__generated__/OperatorDetailsPageQuery.graphql';

const MANAGER: Record<DemoAccountKey, string> = {
  bompreco: 'gerente@bompreco.com.br',
  'rede-mais': 'franqueador@redemais.com.br',
  'mais-feira': 'franqueado@maisfeira.com.br',
  'atacadao-promo': 'promo@atacadaopromo.com.br',
  sandbox: 'gerente@bompreco.com.br',
};

interface PageCase {
  path: string;
  text: string;
  variables: Record<string, unknown>;
}

/** The server's SalesFilter of a page's default address (every store, everyone). */
function filterOf(period: DefaultPeriod): SalesFilterInput {
  return { ...defaultPeriod(period), units: null, loyalty: 'ALL', personType: null };
}

const textOf = (artifact: { params: { text?: string | null; name: string } }) => {
  if (!artifact.params.text) throw new Error(`${artifact.params.name}: sem texto (consulta persistida?)`);
  return artifact.params.text;
};

function pageCases(operatorId: string): PageCase[] {
  const last30 = filterOf({ lastDays: 30 });
  const lastMonth = filterOf({ lastMonths: 1 });
  const last12 = filterOf({ lastMonths: 12 });
  // the daily page of the last whole month
  const previousMonthEnd = shiftDay(monthStart(dataToday()), -1);
  const month = previousMonthEnd.slice(0, 7);
  const monthFilter = { ...last12, start: `${month}-01`, end: previousMonthEnd };
  const yearEarlier = (filter: SalesFilterInput) => ({ ...filter, start: yearBefore(filter.start), end: yearBefore(filter.end) });
  return [
    { path: '/home', text: textOf(Home), variables: { filter: last30, units: null, date: last30.end } },
    { path: '/empresa/faturamento', text: textOf(CompanyRevenue), variables: { filter: last12, comparison: yearEarlier(last12), granularity: 'MENSAL' } },
    {
      path: `/empresa/faturamento/diario/${month}`,
      text: textOf(CompanyDailyRevenue),
      variables: { filter: monthFilter, comparison: yearEarlier(monthFilter), valid: true },
    },
    { path: '/empresa/desempenho', text: textOf(CompanyPerformance), variables: { filter: last30 } },
    {
      path: '/empresa/decomposicao',
      text: textOf(CompanyDecomposition),
      variables: { filter: last30, reference: { start: yearBefore(last30.start), end: yearBefore(last30.end) } },
    },
    { path: '/clube/dashboard', text: textOf(ClubDashboard), variables: { filter: lastMonth } },
    { path: '/clube/desempenho', text: textOf(ClubPerformance), variables: { filter: last12, granularity: 'MENSAL' } },
    {
      path: '/clube/comparativo',
      text: textOf(ClubComparison),
      variables: { filter: lastMonth, reference: { start: yearBefore(lastMonth.start), end: yearBefore(lastMonth.end) } },
    },
    { path: '/clube/lojas', text: textOf(ClubStores), variables: { filter: lastMonth } },
    { path: '/clube/performance-operacional', text: textOf(OperationalPerformance), variables: { filter: lastMonth } },
    { path: `/detalhes-operador/${operatorId}`, text: textOf(OperatorDetails), variables: { filter: lastMonth, operatorId } },
  ];
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

const ms = (value: number) => `${value.toFixed(1).replace('.', ',')} ms`;

async function main() {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      runs: { type: 'string', default: '30' },
      account: { type: 'string', default: 'bompreco' },
      /** prints each page's analytics statements and their direct times (diagnosis) */
      sql: { type: 'boolean', default: false },
    },
  });
  const dataDir = values['data-dir'];
  if (!dataDir || !fs.existsSync(path.join(dataDir))) {
    throw new Error('Informe --data-dir com uma base gerada por `npm run seed:sales -- --size large --data-dir DIR`.');
  }
  const runs = Math.max(5, Number(values.runs));
  const account = values.account as DemoAccountKey;
  const accountId = DEMO_ACCOUNT_IDS[account];
  if (!accountId) throw new Error(`conta desconhecida: ${account}`);

  const config = readConfig({
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    DEMO_SALES_SIZE: 'none',
    SESSION_SECRET: 'bench',
    SKIP_BUILD: '1',
    DATABASE_URL: '',
    CLICKHOUSE_URL: '',
    PROCESSING_DEBOUNCE_MS: '3600000',
  });
  config.port = 0;
  const server = await startServer(config);
  try {
    const ch = server.stores.ch;
    const [volume] = await ch.query<{ tickets: number; items: number }>(
      'SELECT (SELECT count() FROM tickets WHERE account_id = {a:UUID}) AS tickets, (SELECT count() FROM ticket_items WHERE account_id = {a:UUID}) AS items',
      { a: accountId },
    );
    const [consumers] = await server.stores.pg.query<{ count: string }>('select count(*) from consumers where account_id = $1', [accountId]);
    console.log(`${account}: ${Number(consumers.count).toLocaleString('pt-BR')} clientes, ${Number(volume.tickets).toLocaleString('pt-BR')} cupons, ${Number(volume.items).toLocaleString('pt-BR')} itens`);
    const [operator] = await ch.query<{ operator_id: string }>(
      'SELECT operator_id FROM tickets WHERE account_id = {a:UUID} AND operator_id != \'\' GROUP BY operator_id ORDER BY count() DESC LIMIT 1',
      { a: accountId },
    );

    // every analytics statement goes through here; during a recording the statements are kept
    const originalQuery = ch.query.bind(ch);
    let recording: { sql: string; params: Record<string, unknown> | undefined }[] | null = null;
    ch.query = ((sql: string, params?: Record<string, unknown>) => {
      recording?.push({ sql, params });
      return originalQuery(sql, params);
    }) as typeof ch.query;

    // the operational-store statements of the recorded request (replayed for the second ratio)
    const pg = server.stores.pg;
    const originalPg = pg.query.bind(pg);
    let pgRecording: { sql: string; params: unknown[] | undefined; ms: number }[] | null = null;
    pg.query = (async (sql: string, params?: unknown[]) => {
      const started = performance.now();
      try {
        return await originalPg(sql, params as never);
      } finally {
        pgRecording?.push({ sql, params, ms: performance.now() - started });
      }
    }) as typeof pg.query;

    const client = new TestClient(server.url);
    await client.login(MANAGER[account]);

    console.log(`${runs} medições por página (após 2 de aquecimento); GraphQL = ida e volta HTTP completa`);
    console.log(
      ['página'.padEnd(44), 'p50'.padStart(10), 'p95'.padStart(10), 'análise'.padStart(10), 'razão'.padStart(7), 'todo SQL'.padStart(10), 'razão'.padStart(7), 'consultas'.padStart(10)].join(''),
    );
    const rows: { path: string; p95: number; ratio: number; ratioAll: number }[] = [];
    for (const page of pageCases(operator?.operator_id ?? '0')) {
      const send = async () => {
        const started = performance.now();
        const result = await client.gql(page.text, page.variables);
        const elapsed = performance.now() - started;
        if (result.errors?.length) throw new Error(`${page.path}: ${JSON.stringify(result.errors).slice(0, 400)}`);
        return elapsed;
      };
      await send();
      recording = [];
      pgRecording = [];
      const recordedMs = await send();
      const statements = recording;
      const pgStatements = pgRecording;
      recording = null;
      pgRecording = null;
      if (values.sql) {
        console.log(`  ${page.path}: ${ms(recordedMs)} no total; operacional:`);
        for (const statement of pgStatements) console.log(`  ${ms(statement.ms).padStart(10)}  pg: ${statement.sql.replace(/\s+/g, ' ').slice(0, 150)}`);
      }
      if (values.sql) {
        for (const statement of statements) {
          const started = performance.now();
          await originalQuery(statement.sql, statement.params);
          console.log(`  ${ms(performance.now() - started).padStart(10)}  ${statement.sql.replace(/\s+/g, ' ').slice(0, 160)}`);
        }
      }
      const graphql: number[] = [];
      const direct: number[] = [];
      const directAll: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        graphql.push(await send());
        const started = performance.now();
        for (const statement of statements) await originalQuery(statement.sql, statement.params);
        const analyticsMs = performance.now() - started;
        direct.push(analyticsMs);
        const pgStarted = performance.now();
        for (const statement of pgStatements) await originalPg(statement.sql, statement.params as never);
        directAll.push(analyticsMs + performance.now() - pgStarted);
      }
      for (const list of [graphql, direct, directAll]) list.sort((a, b) => a - b);
      const p50 = percentile(graphql, 50);
      const p95 = percentile(graphql, 95);
      const sqlP50 = percentile(direct, 50);
      const allP50 = percentile(directAll, 50);
      const ratio = p50 / sqlP50;
      const ratioAll = p50 / allP50;
      rows.push({ path: page.path, p95, ratio, ratioAll });
      const times = (value: number) => `${value.toFixed(2).replace('.', ',')}×`.padStart(7);
      console.log(
        [
          page.path.padEnd(44),
          ms(p50).padStart(10),
          ms(p95).padStart(10),
          ms(sqlP50).padStart(10),
          times(ratio),
          ms(allP50).padStart(10),
          times(ratioAll),
          `${statements.length}+${pgStatements.length}`.padStart(10),
        ].join(''),
      );
    }
    const worst = rows.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    const worstRatio = rows.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    const worstAll = rows.reduce((a, b) => (b.ratioAll > a.ratioAll ? b : a));
    const overall = (key: 'ratio' | 'ratioAll') => rows.reduce((sum, row) => sum + row[key], 0) / rows.length;
    const format = (value: number) => `${value.toFixed(2).replace('.', ',')}×`;
    console.log(`maior p95: ${ms(worst.p95)} (${worst.path})`);
    console.log(`GraphQL ÷ SQL de análise: média ${format(overall('ratio'))}, maior ${format(worstRatio.ratio)} (${worstRatio.path})`);
    console.log(`GraphQL ÷ todo o SQL da requisição: média ${format(overall('ratioAll'))}, maior ${format(worstAll.ratioAll)} (${worstAll.path})`);
    console.log('consultas: análise + operacional');
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
