import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readConfig } from './config';
import { startServer } from './start';

const log = (message: string) => console.log(`[server] ${message}`);

/** Builds the SPA when the production build is missing (first start on a fresh clone). */
function ensureBuild(distDir: string) {
  if (fs.existsSync(path.join(distDir, 'index.html'))) return;
  log('build do SPA ausente: executando npm run build…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: path.resolve(__dirname, '..'), stdio: 'inherit' });
  if (result.status !== 0) throw new Error('Falha no build do SPA.');
}

async function main() {
  const started = Date.now();
  const config = readConfig();
  if (process.env.SKIP_BUILD !== '1') ensureBuild(config.distDir);
  const server = await startServer(config, log);
  log(`servindo em http://localhost:${config.port} (pronto em ${Date.now() - started} ms)`);

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log(`${signal}: encerrando (requisições em andamento terminam)…`);
    // A stuck request must not keep the process alive forever.
    setTimeout(() => process.exit(1), 15_000).unref();
    server.stop().then(
      () => {
        log('encerrado');
        process.exit(0);
      },
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error('[server] falha ao iniciar:', error);
  process.exit(1);
});
