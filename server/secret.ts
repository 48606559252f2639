import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from './config';

/**
 * The access-token signing secret: SESSION_SECRET when set (required in production); otherwise one
 * generated on first start and kept in the data directory, so sessions survive restarts.
 */
export function resolveSessionSecret(config: Pick<ServerConfig, 'sessionSecret' | 'production' | 'dataDir'>): string {
  if (config.sessionSecret) return config.sessionSecret;
  if (config.production) throw new Error('SESSION_SECRET é obrigatório em produção.');
  const file = path.join(config.dataDir, 'session-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
