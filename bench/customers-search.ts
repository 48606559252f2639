/**
 * `npm run bench:customers-search`: the customer search (target p95 ≤ 50 ms) on ≥ 1M consumers in
 * PGlite (an in-memory store, migrated like the server's), with the SQL the page runs
 * (server/modules/customers). Consumers are written with one `insert … select generate_series`:
 * names from a list of first names and surnames, valid-looking documents, phones and e-mails.
 * Prints p50/p95 per kind of search; figures, never assertions.
 */
import { performance } from 'node:perf_hooks';
import { openPGlite } from '../server/stores/operational';
import { migrateOperational } from '../server/stores/migrate';
import { getCustomer, parseCustomerSearch, searchCustomers } from '../server/modules/customers';

const CONSUMERS = Number(process.env.BENCH_CONSUMERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const ACCOUNT = '10000000-0000-4000-8000-00000000b001';

const FIRST = ['Maria', 'José', 'Ana', 'João', 'Antônio', 'Francisca', 'Carlos', 'Paulo', 'Adriana', 'Lucas', 'Juliana', 'Marcos', 'Fernanda', 'Rafael', 'Patrícia', 'Gabriel'];
const LAST = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Ferreira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento', 'Carvalho', 'Araújo', 'Ribeiro', 'Gomes', 'Barbosa', 'Conceição', 'Cardoso', 'Teixeira', 'Matos'];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const db = await openPGlite(null);
  await migrateOperational(db);
  await db.query(
    `insert into accounts (id, key, name, integration_type, id_external, db_name) values ($1, 'bench', 'Bench', 'RETAILER', 1, 'bench')`,
    [ACCOUNT],
  );
  const started = performance.now();
  // document: 11 digits from the row number; phone 71 9 + 8 digits; e-mail for 3 of 4
  await db.query(
    `insert into consumers (account_id, document_no, person_type, name, email, phone, created_at, created_date)
     select $1, lpad((i::bigint * 7919 % 99999999999)::text, 11, '0'), 'F',
            ($2::text[])[1 + i % ${FIRST.length}] || ' ' || ($3::text[])[1 + (i / 7) % ${LAST.length}] || ' ' || ($3::text[])[1 + (i / 131) % ${LAST.length}],
            case when i % 4 = 0 then null else 'cliente' || i || '@exemplo.com.br' end,
            '5571' || (900000000 + i)::text, now(), current_date
       from generate_series(1, ${CONSUMERS}) as i`,
    [ACCOUNT, FIRST, LAST],
  );
  await db.query('analyze consumers');
  console.log(`${CONSUMERS.toLocaleString('pt-BR')} consumidores inseridos em ${Math.round(performance.now() - started)} ms`);

  const pick = (i: number) => 1 + ((i * 104729) % CONSUMERS);
  const document = (i: number) => String((pick(i) * 7919) % 99999999999).padStart(11, '0');
  const cases: Record<string, (i: number) => string> = {
    'CPF com máscara': (i) => document(i).replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4'),
    telefone: (i) => `(71) ${String(900000000 + pick(i)).replace(/(\d{5})(\d{4})/, '$1-$2')}`,
    'e-mail': (i) => `Cliente${pick(i) % 4 === 0 ? pick(i) + 1 : pick(i)}@EXEMPLO.com.br`,
    'nome completo': (i) => `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]} ${LAST[(i * 5) % LAST.length]}`,
    'nome comum (1 palavra)': (i) => FIRST[i % FIRST.length],
    'sobrenome parcial': (i) => LAST[i % LAST.length].slice(0, 4),
  };
  for (const [label, text] of Object.entries(cases)) {
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const page = await searchCustomers(db, ACCOUNT, parseCustomerSearch(text(i)), 0, 21);
      times.push(performance.now() - t0);
      found += page.rows.length > 0 ? 1 : 0;
    }
    console.log(`${label.padEnd(24)} p50 ${percentile(times, 50).toFixed(1)} ms · p95 ${percentile(times, 95).toFixed(1)} ms · com resultado ${found}/${RUNS}`);
  }
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await getCustomer(db, ACCOUNT, document(i));
    times.push(performance.now() - t0);
  }
  console.log(`${'cadastro por documento'.padEnd(24)} p50 ${percentile(times, 50).toFixed(1)} ms · p95 ${percentile(times, 95).toFixed(1)} ms`);
  await db.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
