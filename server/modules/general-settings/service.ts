import type { Queryable } from '../../stores';
import type { RecencyCriteria } from '../sales-analytics';

/** The account's app configuration (spec §3 "App configuration"). */
export interface AppConfiguration {
  contacts: { phones: string[]; emails: string[]; whatsapp: string[] };
  hotsite_links: { name: string; url: string }[];
  password_recovery_channels: { sms: boolean; email: boolean };
  enable_delete_data_requests: boolean;
  enable_delete_partial_data_requests: boolean;
  enable_whatsapp_link: boolean;
  whatsapp_link: string | null;
  enable_apps: boolean;
}

export interface AppConfigurationRow extends AppConfiguration {
  updated_at: Date | null;
  updated_by: string | null;
}

/** What an account that never saved its configuration has: recovery by e-mail, nothing else on. */
export const DEFAULT_APP_CONFIGURATION: AppConfiguration = {
  contacts: { phones: [], emails: [], whatsapp: [] },
  hotsite_links: [],
  password_recovery_channels: { sms: false, email: true },
  enable_delete_data_requests: false,
  enable_delete_partial_data_requests: false,
  enable_whatsapp_link: false,
  whatsapp_link: null,
  enable_apps: false,
};

export async function appConfiguration(db: Queryable, accountId: string): Promise<AppConfigurationRow> {
  const [row] = await db.query<{ configuration: Partial<AppConfiguration>; updated_at: Date; updated_by: string }>(
    'select configuration, updated_at, updated_by from account_app_configurations where account_id = $1',
    [accountId],
  );
  const saved = row?.configuration ?? {};
  return {
    ...DEFAULT_APP_CONFIGURATION,
    ...saved,
    contacts: { ...DEFAULT_APP_CONFIGURATION.contacts, ...(saved.contacts ?? {}) },
    password_recovery_channels: { ...DEFAULT_APP_CONFIGURATION.password_recovery_channels, ...(saved.password_recovery_channels ?? {}) },
    updated_at: row?.updated_at ?? null,
    updated_by: row?.updated_by ?? null,
  };
}

export async function saveAppConfiguration(db: Queryable, accountId: string, configuration: AppConfiguration, updatedBy: string): Promise<AppConfigurationRow> {
  await db.query(
    `insert into account_app_configurations (account_id, configuration, updated_at, updated_by) values ($1, $2, now(), $3)
     on conflict (account_id) do update set configuration = excluded.configuration, updated_at = now(), updated_by = excluded.updated_by`,
    [accountId, JSON.stringify(configuration), updatedBy],
  );
  return appConfiguration(db, accountId);
}

/** The three day thresholds the four contiguous windows are made of (actives < recent inactives < at risk). */
export interface RecencyThresholds {
  actives: number;
  recentInactives: number;
  atRisk: number;
}

/** Longest window a threshold may have (two years of sales are kept). */
export const MAX_RECENCY_DAYS = 730;

/** The thresholds of contiguous criteria, or a pt-BR reason why they are not. */
export function thresholdsOf(criteria: RecencyCriteria): RecencyThresholds | { error: string; field: string } {
  const { actives, recent_inactives, at_risk, losses } = criteria;
  const a = actives.bought;
  const b = recent_inactives.bought;
  const c = at_risk.bought;
  for (const [field, value] of [['actives.bought', a], ['recent_inactives.bought', b], ['at_risk.bought', c]] as const) {
    if (value == null || !Number.isInteger(value) || value < 1 || value > MAX_RECENCY_DAYS) return { field, error: `deve ser um número de dias entre 1 e ${MAX_RECENCY_DAYS}` };
  }
  if (!(a! < b!)) return { field: 'recent_inactives.bought', error: 'deve ser maior que o prazo dos ativos' };
  if (!(b! < c!)) return { field: 'at_risk.bought', error: 'deve ser maior que o prazo dos inativos recentes' };
  if (actives.not_bought != null) return { field: 'actives.not_bought', error: 'deve ficar vazio (ativos compraram no prazo)' };
  if (recent_inactives.not_bought !== a) return { field: 'recent_inactives.not_bought', error: 'deve ser igual ao prazo dos ativos' };
  if (at_risk.not_bought !== b) return { field: 'at_risk.not_bought', error: 'deve ser igual ao prazo dos inativos recentes' };
  if (losses.bought != null || losses.not_bought !== c) return { field: 'losses.not_bought', error: 'deve ser igual ao prazo dos clientes em risco' };
  return { actives: a!, recentInactives: b!, atRisk: c! };
}

/** Stores the account's recency criteria (accounts.cbm_configuration.recency_criteria). */
export async function saveRecencyCriteria(db: Queryable, accountId: string, criteria: RecencyCriteria): Promise<void> {
  await db.query(`update accounts set cbm_configuration = jsonb_set(cbm_configuration, '{recency_criteria}', $2::jsonb) where id = $1`, [
    accountId,
    JSON.stringify(criteria),
  ]);
}
