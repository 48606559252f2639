/**
 * `npm run dev`: the Node server on 3001 (tsx, restarts are up to you) and webpack-dev-server on
 * 3000 with hot reload, proxying /graphql, /api, /ws and /healthz to the server.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const SERVER_PORT = process.env.API_PORT || '3001';
const DEV_PORT = process.env.DEV_PORT || process.env.PORT || '3000';

const children: ChildProcess[] = [];

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code, signal) => {
    console.log(`[dev] ${name} stopped (${signal ?? code}); stopping the rest`);
    stopAll(code ?? 1);
  });
}

function stopAll(code: number): void {
  for (const child of children) if (child.exitCode === null && !child.killed) child.kill('SIGTERM');
  process.exitCode = code;
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

start('server', process.execPath, ['--import', 'tsx', 'server/main.ts'], { PORT: SERVER_PORT });
start('webpack', process.execPath, ['--import', 'tsx', 'node_modules/webpack-cli/bin/cli.js', 'serve', '--mode', 'development'], {
  API_PORT: SERVER_PORT,
  DEV_PORT,
});
