import { normalizeOrigins } from './http/origin';
import path from 'node:path';
import type { S3Settings } from './files/store';
import { parseMaintenanceList, type MaintenanceLists } from '../src/shared/config';

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
  /** accounts × routes (and modules) in maintenance: the guard sends them to /maintenance, the API refuses with 406 */
  maintenance: MaintenanceLists;
  seedDemo: boolean;
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** the longest wait a sign-in for a much-failed e-mail is slowed down by */
  loginSlowdownMaxMs: number;
  /** life of a password reset link ("Esqueci minha senha") */
  passwordResetTtlMinutes: number;
  /** how long a just-rotated refresh token gets the same answer again (two tabs refreshing at once) */
  refreshGraceSeconds: number;
  /** other origins whose pages may call the API with the user's cookies (ALLOWED_ORIGINS) */
  allowedOrigins: string[];
  distDir: string;
  /** signs the help-desk (Suporte) identity tokens; absent = derived from the session secret */
  helpWidgetSecret: string | null;
  /** the help desk the Suporte panel names */
  helpDesk: { email: string; phone: string | null; hours: string };
  /** SMTP server for outgoing e-mail (smtp://user:pass@host:port); absent = the outbox_messages table */
  smtpUrl: string | null;
  /** sender of outgoing e-mail */
  mailFrom: string;
  /** absolute address of the app, for links in e-mails */
  publicUrl: string;
  /** the demo chain's sales generated in the background on a demo store without sales ('none' = skip) */
  demoSalesSize: 'none' | 'tiny' | 'small' | 'medium' | 'large';
  /** pause after an accepted ingestion batch before the account's processing runs */
  processingDebounceMs: number;
  /** CAMPAIGN_ENGINE_INTERVAL_MS: how often this process plans due campaign slots and sends queued messages (0 = no engine here; tests drive it themselves) */
  campaignEngineIntervalMs: number;
  /** WHATSAPP_FLOW_SWEEP_MS: how often waiting WhatsApp conversations past their timeout move on (0 = never here; tests sweep themselves) */
  whatsappFlowSweepMs: number;
  /** one ingestion batch over HTTP: at most this many bytes once decompressed (413 past it) */
  ingestMaxBytes: number;
  /** one ingestion batch over HTTP: at most this many lines (413 past it) */
  ingestMaxLines: number;
  /** fault injection for the ingestion crash test: the process kills itself mid-batch (ignored in production) */
  ingestCrashAfterTickets: boolean;
  /** tests only (never in production): GET /api/test/outbox, the e-mails the outbox holds for an address */
  testRoutes: boolean;
  /** MAP_STYLE_URL: the operator's MapLibre style (and tiles) for /clientes/mapa; null = the basemap shipped with the project */
  mapStyleUrl: string | null;
  /** uploaded images: at most this many bytes each (UPLOAD_MAX_MB) */
  uploadMaxBytes: number;
  /** S3_BUCKET and its settings: uploaded files go to that bucket; null = `<dataDir>/uploads` */
  s3: S3Settings | null;
}

/** The S3_* variables, when S3_BUCKET is set. */
function s3From(env: NodeJS.ProcessEnv): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const endpoint = env.S3_ENDPOINT?.trim().replace(/\/+$/, '') || null;
  const region = env.S3_REGION || 'us-east-1';
  const publicUrl = env.S3_PUBLIC_URL?.trim() || (endpoint ? `${endpoint}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`);
  return {
    bucket,
    endpoint,
    region,
    accessKeyId: env.S3_ACCESS_KEY_ID || null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
    publicUrl,
    // an S3-compatible server (an endpoint) is addressed by path unless told otherwise
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === '1' : Boolean(endpoint),
  };
}

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** Like intFrom, where 0 is a meaningful setting (it switches the thing off). */
function countFrom(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
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
    maintenance: {
      accounts: parseMaintenanceList(env.MAINTENANCE_ACCOUNTS),
      routes: parseMaintenanceList(env.MAINTENANCE_ROUTES),
      modules: parseMaintenanceList(env.MAINTENANCE_MODULES),
    },
    // Demo users are refused in production unless SEED_DEMO=1 (personas contract).
    seedDemo: production ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    loginMaxFailures: intFrom(env.LOGIN_MAX_FAILURES, 5),
    loginLockMinutes: intFrom(env.LOGIN_LOCK_MINUTES, 15),
    loginSlowdownMaxMs: intFrom(env.LOGIN_SLOWDOWN_MAX_MS, 8000),
    refreshGraceSeconds: countFrom(env.REFRESH_GRACE_SECONDS, 10),
    passwordResetTtlMinutes: intFrom(env.PASSWORD_RESET_TTL_MINUTES, 60),
    mapStyleUrl: env.MAP_STYLE_URL || null,
    allowedOrigins: normalizeOrigins((env.ALLOWED_ORIGINS ?? '').split(',').filter((item) => item.trim())),
    distDir: path.resolve(root, env.DIST_DIR || 'dist'),
    helpWidgetSecret: env.HELP_WIDGET_SECRET || null,
    helpDesk: {
      email: env.HELP_DESK_EMAIL || 'suporte@clubevarejo.com.br',
      phone: env.HELP_DESK_PHONE || null,
      hours: env.HELP_DESK_HOURS || 'Segunda a sexta, das 8h às 18h (horário de Brasília)',
    },
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Clube Varejo <nao-responda@clubevarejo.com.br>',
    demoSalesSize: (['none', 'tiny', 'small', 'medium', 'large'] as const).find((size) => size === env.DEMO_SALES_SIZE) ?? 'small',
    processingDebounceMs: intFrom(env.PROCESSING_DEBOUNCE_MS, 5000),
    whatsappFlowSweepMs: env.WHATSAPP_FLOW_SWEEP_MS !== undefined ? countFrom(env.WHATSAPP_FLOW_SWEEP_MS, 30_000) : env.NODE_ENV === 'test' ? 0 : 30_000,
    campaignEngineIntervalMs: env.CAMPAIGN_ENGINE_INTERVAL_MS !== undefined ? countFrom(env.CAMPAIGN_ENGINE_INTERVAL_MS, 2000) : env.NODE_ENV === 'test' ? 0 : 2000,
    ingestMaxBytes: intFrom(env.INGEST_MAX_MB, 256) * (1 << 20),
    ingestMaxLines: intFrom(env.INGEST_MAX_LINES, 1_000_000),
    ingestCrashAfterTickets: !production && env.INGEST_CRASH_AFTER_TICKETS === '1',
    testRoutes: !production && (env.E2E === '1' || env.NODE_ENV === 'test'),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${intFrom(env.PORT, 3000)}`).replace(/\/+$/, ''),
    uploadMaxBytes: intFrom(env.UPLOAD_MAX_MB, 5) * 1_000_000,
    s3: s3From(env),
  };
}
