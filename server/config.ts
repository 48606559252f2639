import path from 'node:path';

/** Runtime configuration, read once from the environment (every variable is listed in the README). */
export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  /** PostgreSQL server; absent = embedded PGlite in `<dataDir>/pg` */
  databaseUrl: string | null;
  /** ClickHouse server; absent = embedded chDB in `<dataDir>/ch` */
  clickhouseUrl: string | null;
  /** secret that signs access tokens; generated into the data dir when absent outside production */
  sessionSecret: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  authCodeTtlSeconds: number;
  cookieSecure: boolean;
  /** where the app sends people to sign in (a chain may use its own sign-on) */
  loginUrl: string;
  /** ISO date: while set, the API answers 406 with this expected recovery date */
  maintenanceUntil: string | null;
  seedDemo: boolean;
  loginMaxFailures: number;
  loginLockMinutes: number;
  distDir: string;
}

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const root = path.resolve(__dirname, '..');
  return {
    port: intFrom(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    production,
    dataDir: path.resolve(root, env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || null,
    clickhouseUrl: env.CLICKHOUSE_URL || null,
    sessionSecret: env.SESSION_SECRET || null,
    accessTokenTtlSeconds: intFrom(env.ACCESS_TOKEN_TTL_SECONDS, 300),
    refreshTokenTtlSeconds: intFrom(env.REFRESH_TOKEN_TTL_SECONDS, 30 * 24 * 3600),
    authCodeTtlSeconds: intFrom(env.AUTH_CODE_TTL_SECONDS, 120),
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === '1' : production,
    loginUrl: env.LOGIN_URL || '/login',
    maintenanceUntil: env.MAINTENANCE_UNTIL || null,
    // Demo users are refused in production unless SEED_DEMO=1 (personas contract).
    seedDemo: production ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    loginMaxFailures: intFrom(env.LOGIN_MAX_FAILURES, 5),
    loginLockMinutes: intFrom(env.LOGIN_LOCK_MINUTES, 15),
    distDir: path.resolve(root, env.DIST_DIR || 'dist'),
  };
}
