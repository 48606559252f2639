/**
 * `npm run ingest -- --account <key> --kind <units|products|consumers|sales> --file <path.ndjson[.gz]>`
 *
 * Loads one file as one batch, with the rules of contracts/sales-ingestion.md, and prints the answer
 * ({batch_id, accepted, duplicates, rejected}). By default it sends the file to the running server
 * (`--url`, default http://127.0.0.1:$PORT), authenticated by the machine's CLI credential (derived
 * from SESSION_SECRET or the data directory's secret) or by `--token <integration token>`. With
 * `--direct` it opens the stores itself (the server must be stopped: the embedded stores admit one
 * process). `--process` runs the account's processing right after, instead of waiting for it.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config';
import { IngestService, INGEST_KINDS, type IngestKind, cliIngestSecret } from '../server/modules/ingestion';
import { ProcessingService } from '../server/modules/processing';
import { resolveSessionSecret } from '../server/secret';
import { closeStores, openStores } from '../server/stores';

const USAGE = 'uso: npm run ingest -- --account <chave> --kind <units|products|consumers|sales> --file <arquivo.ndjson[.gz]> [--url <endereço>] [--token <token>] [--direct] [--process]';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function viaServer(url: string, headers: Record<string, string>, kind: IngestKind, file: string, process_: boolean) {
  const response = await fetch(`${url}/api/ingest/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-ndjson', ...headers },
    body: fs.createReadStream(file) as unknown as BodyInit,
    duplex: 'half',
  } as RequestInit);
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status}: ${body.message ?? JSON.stringify(body)}`);
  let processing: unknown = null;
  if (process_) {
    const run = await fetch(`${url}/api/processing/run`, { method: 'POST', headers });
    processing = await run.json();
    if (!run.ok) throw new Error(`${run.status}: ${JSON.stringify(processing)}`);
  }
  return { ...body, ...(processing ? { processing } : {}) };
}

async function direct(accountKey: string, kind: IngestKind, file: string, process_: boolean) {
  const config = readConfig();
  const stores = await openStores(config);
  try {
    const [account] = await stores.pg.query<{ id: string }>('select id from accounts where key = $1', [accountKey]);
    if (!account) throw new Error(`conta desconhecida: ${accountKey}`);
    const ingest = new IngestService(stores.pg, stores.ch);
    await ingest.recoverInterrupted();
    const result = await ingest.ingestStream(account.id, kind, fs.createReadStream(file), 'cli');
    if (!process_) return result;
    const stamp = await new ProcessingService(stores.pg, stores.ch, { debounceMs: 0 }).run(account.id);
    return { ...result, processing: { processing_uuid: stamp.processing_uuid, last_updated: stamp.last_updated } };
  } finally {
    await closeStores(stores);
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      account: { type: 'string' },
      kind: { type: 'string' },
      file: { type: 'string' },
      url: { type: 'string' },
      token: { type: 'string' },
      direct: { type: 'boolean', default: false },
      process: { type: 'boolean', default: false },
    },
  });
  const kind = values.kind as IngestKind;
  // with a token the account is the token's; otherwise --account names it
  if ((!values.account && !values.token) || !values.file || !INGEST_KINDS.includes(kind)) fail(USAGE);
  if (!fs.existsSync(values.file!)) fail(`arquivo não encontrado: ${values.file}`);

  let result: unknown;
  if (values.direct) {
    if (!values.account) fail(USAGE);
    result = await direct(values.account!, kind, values.file!, values.process!);
  } else {
    const config = readConfig();
    const url = (values.url ?? `http://127.0.0.1:${config.port}`).replace(/\/+$/, '');
    const headers: Record<string, string> = values.token
      ? { authorization: `Bearer ${values.token}` }
      : { 'x-cli-ingest-secret': cliIngestSecret(resolveSessionSecret(config)), 'x-account-key': values.account! };
    result = await viaServer(url, headers, kind, values.file!, values.process!);
  }
  console.log(JSON.stringify(result, null, 2));
}

main().catch((error) => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code === 'ECONNREFUSED') {
    console.error('Servidor não encontrado. Inicie-o (npm start), informe --url, ou use --direct com o servidor parado.');
  } else {
    // fetch's own message ("fetch failed") says nothing: the cause (a timeout, a reset) does
    const detail = cause ? ` (${[cause.code, cause.message].filter(Boolean).join(': ')})` : '';
    console.error(`${error instanceof Error ? error.message : error}${detail}`);
  }
  process.exit(1);
});
