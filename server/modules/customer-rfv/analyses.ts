import crypto from 'node:crypto';
import type { AnalyticsStore, OperationalStore, Queryable } from '../../stores';
import { InputError, NotFoundError } from '../../errors';
import { localToday } from '../../shared/dates';
import { computeRfvPeriod, dropRfvScores, markCurrentPeriod, type RfvFilters } from './rfv';
import { previousReference, recurrentReference, twelveMonthsEndingOn, periodTitle, type RecurrentModelType, type RfvWindow } from './periods';

/** Analysis types of the manager: RFV here; DRE (offer results) joins with the offers issue. */
export const ANALYSIS_TYPES = ['RFV', 'DRE'] as const;
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];

export type AnalysisStatus = 'PENDING' | 'PROCESSING' | 'DONE' | 'FAILED';

/**
 * How many analyses an account may keep per type and recurrence (spec §3 hub limits). Recurrent ones
 * are recomputed after every processing run, so they are fewer; the default analysis counts.
 */
export const ANALYSIS_LIMITS: Record<AnalysisType, { recurrent: number; notRecurrent: number }> = {
  RFV: { recurrent: 3, notRecurrent: 10 },
  DRE: { recurrent: 3, notRecurrent: 10 },
};

/** The pt-BR name of each type, in messages. */
const TYPE_NAMES: Record<AnalysisType, string> = { RFV: 'RFV', DRE: 'DRE' };

/** Title of the analysis every account gets (seed, or its first processing run). */
export const DEFAULT_RFV_TITLE = 'Classificação RFV semanal';

export interface AnalysisRow {
  id: string;
  account_id: string;
  type: AnalysisType;
  title: string;
  is_default: boolean;
  model: string;
  recurrent: boolean;
  initial_week_day: number | null;
  model_type: RecurrentModelType | null;
  analyzed_start: string | null;
  analyzed_end: string | null;
  reference_start: string | null;
  reference_end: string | null;
  filters: RfvFilters;
  status: AnalysisStatus;
  error: string | null;
  processed_at: Date | null;
  created_at: Date;
}

export interface PeriodRow {
  id: string;
  account_id: string;
  analysis_id: string;
  title: string;
  initial_date: string;
  final_date: string;
  dynamic: boolean;
  role: 'reference' | 'analyzed' | 'recurrent';
  created_at: Date;
  computed_at: Date | null;
}

const ANALYSIS_COLUMNS = `id, account_id, type, title, is_default, model, recurrent, initial_week_day, model_type,
  to_char(analyzed_start, 'YYYY-MM-DD') as analyzed_start, to_char(analyzed_end, 'YYYY-MM-DD') as analyzed_end,
  to_char(reference_start, 'YYYY-MM-DD') as reference_start, to_char(reference_end, 'YYYY-MM-DD') as reference_end,
  filters, status, error, processed_at, created_at`;

const PERIOD_COLUMNS = `id, account_id, analysis_id, title, to_char(initial_date, 'YYYY-MM-DD') as initial_date,
  to_char(final_date, 'YYYY-MM-DD') as final_date, dynamic, role, created_at, computed_at`;

/** What creating (or editing) an analysis takes, validated by the resolver. */
export interface AnalysisInput {
  type: AnalysisType;
  title: string;
  filters: RfvFilters;
  recurrent: { modelType: RecurrentModelType; initialWeekDay: number } | null;
  notRecurrent: { analyzedPeriod: RfvWindow; referencePeriod: RfvWindow } | null;
}

/** Live status of an analysis, pushed to the manager (subscription aHubAnalyticsStatus). */
export type PublishAnalysis = (analysis: AnalysisRow) => void;

export async function listAnalyses(db: Queryable, accountId: string, type: AnalysisType | null): Promise<AnalysisRow[]> {
  return db.query<AnalysisRow>(
    `select ${ANALYSIS_COLUMNS} from analytics_configurations
      where account_id = $1 and ($2::text is null or type = $2) order by is_default desc, created_at desc, id`,
    [accountId, type],
  );
}

export async function findAnalysis(db: Queryable, accountId: string, id: string): Promise<AnalysisRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.query<AnalysisRow>(`select ${ANALYSIS_COLUMNS} from analytics_configurations where account_id = $1 and id = $2`, [accountId, id]);
  return row ?? null;
}

export async function defaultAnalysis(db: Queryable, accountId: string, type: AnalysisType): Promise<AnalysisRow | null> {
  const [row] = await db.query<AnalysisRow>(
    `select ${ANALYSIS_COLUMNS} from analytics_configurations where account_id = $1 and type = $2 and is_default`,
    [accountId, type],
  );
  return row ?? null;
}

/** The computed periods of an analysis, newest reference date first. */
export async function listPeriods(db: Queryable, accountId: string, analysisId: string): Promise<PeriodRow[]> {
  return db.query<PeriodRow>(
    `select ${PERIOD_COLUMNS} from analytics_periods where account_id = $1 and analysis_id = $2 and computed_at is not null
      order by final_date desc, role`,
    [accountId, analysisId],
  );
}

export async function findPeriod(db: Queryable, accountId: string, id: string): Promise<PeriodRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.query<PeriodRow>(`select ${PERIOD_COLUMNS} from analytics_periods where account_id = $1 and id = $2`, [accountId, id]);
  return row ?? null;
}

/** createdTotal / limitTotal per type and recurrence (spec §3 hub limits). */
export async function analysisLimits(db: Queryable, accountId: string) {
  const rows = await db.query<{ type: AnalysisType; recurrent: boolean; total: number }>(
    `select type, recurrent, count(*)::int as total from analytics_configurations where account_id = $1 group by type, recurrent`,
    [accountId],
  );
  const created = (type: AnalysisType, recurrent: boolean) => rows.find((row) => row.type === type && row.recurrent === recurrent)?.total ?? 0;
  const of = (type: AnalysisType) => ({
    recurrent: { createdTotal: created(type, true), limitTotal: ANALYSIS_LIMITS[type].recurrent },
    notRecurrent: { createdTotal: created(type, false), limitTotal: ANALYSIS_LIMITS[type].notRecurrent },
  });
  return { rfv: of('RFV'), dre: of('DRE') };
}

/**
 * Creates an analysis, refusing past the type's limit (the count and the insert in one transaction
 * under a lock on the account's analyses of the type, so two requests at once cannot both pass).
 */
export async function createAnalysis(db: OperationalStore, accountId: string, userId: string | null, input: AnalysisInput, isDefault = false): Promise<AnalysisRow> {
  if (input.type !== 'RFV') throw new InputError('Por enquanto, o gerenciador não cria análises DRE: apenas RFV.');
  const recurrent = input.recurrent !== null;
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [`analytics:${accountId}:${input.type}`]);
    const [{ total }] = await tx.query<{ total: number }>(
      `select count(*)::int as total from analytics_configurations where account_id = $1 and type = $2 and recurrent = $3`,
      [accountId, input.type, recurrent],
    );
    const limit = ANALYSIS_LIMITS[input.type][recurrent ? 'recurrent' : 'notRecurrent'];
    if (total >= limit) {
      throw new InputError(
        `Limite de análises ${TYPE_NAMES[input.type]} ${recurrent ? 'recorrentes' : 'não recorrentes'} atingido (${total} de ${limit}). Exclua uma análise para criar outra.`,
      );
    }
    const [row] = await tx.query<AnalysisRow>(
      `insert into analytics_configurations (id, account_id, type, title, is_default, model, recurrent, initial_week_day, model_type,
         analyzed_start, analyzed_end, reference_start, reference_end, filters, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       returning ${ANALYSIS_COLUMNS}`,
      [
        crypto.randomUUID(), accountId, input.type, input.title, isDefault, input.type, recurrent,
        input.recurrent?.modelType === 'WEEKLY' ? input.recurrent.initialWeekDay : null, input.recurrent?.modelType ?? null,
        input.notRecurrent?.analyzedPeriod.start ?? null, input.notRecurrent?.analyzedPeriod.end ?? null,
        input.notRecurrent?.referencePeriod.start ?? null, input.notRecurrent?.referencePeriod.end ?? null,
        JSON.stringify(input.filters), userId,
      ],
    );
    return row;
  });
}

/** Renames an analysis (its periods and figures stay: they were computed for what it is). */
export async function renameAnalysis(db: Queryable, accountId: string, id: string, title: string): Promise<AnalysisRow> {
  const [row] = await db.query<AnalysisRow>(
    `update analytics_configurations set title = $3 where account_id = $1 and id = $2 returning ${ANALYSIS_COLUMNS}`,
    [accountId, id, title],
  );
  if (!row) throw new NotFoundError('Análise não encontrada.');
  return row;
}

/** Deletes an analysis with its periods and scores; the default one stays (other pages read it). */
export async function deleteAnalysis(db: Queryable, ch: AnalyticsStore, accountId: string, id: string): Promise<void> {
  const analysis = await findAnalysis(db, accountId, id);
  if (!analysis) throw new NotFoundError('Análise não encontrada.');
  if (analysis.is_default) throw new InputError('A análise padrão da conta não pode ser excluída.', 'id');
  await db.query(`delete from analytics_configurations where account_id = $1 and id = $2`, [accountId, id]);
  await dropRfvScores(ch, accountId, id);
}

/** The account's default recurrent RFV analysis, created when missing (seed, first processing run). */
export async function ensureDefaultRfvAnalysis(db: OperationalStore, accountId: string): Promise<AnalysisRow> {
  const existing = await defaultAnalysis(db, accountId, 'RFV');
  if (existing) return existing;
  return createAnalysis(
    db,
    accountId,
    null,
    { type: 'RFV', title: DEFAULT_RFV_TITLE, filters: {}, recurrent: { modelType: 'WEEKLY', initialWeekDay: 1 }, notRecurrent: null },
    true,
  );
}

async function setStatus(db: Queryable, analysis: AnalysisRow, status: AnalysisStatus, error: string | null = null): Promise<AnalysisRow> {
  const [row] = await db.query<AnalysisRow>(
    `update analytics_configurations set status = $3, error = $4, processed_at = case when $3 in ('DONE', 'FAILED') then now() else processed_at end
      where account_id = $1 and id = $2 returning ${ANALYSIS_COLUMNS}`,
    [analysis.account_id, analysis.id, status, error],
  );
  return row ?? { ...analysis, status, error };
}

/** The period row of an analysis for a window, created when missing. */
async function periodFor(db: Queryable, analysis: AnalysisRow, window: RfvWindow, role: PeriodRow['role']): Promise<PeriodRow> {
  const title = periodTitle(window, role === 'recurrent' ? (analysis.model_type as RecurrentModelType) : role);
  await db.query(
    `insert into analytics_periods (id, account_id, analysis_id, title, initial_date, final_date, dynamic, role)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (analysis_id, final_date, role) do nothing`,
    [crypto.randomUUID(), analysis.account_id, analysis.id, title, window.start, window.end, role === 'recurrent', role],
  );
  const [row] = await db.query<PeriodRow>(
    `select ${PERIOD_COLUMNS} from analytics_periods where analysis_id = $1 and final_date = $2 and role = $3`,
    [analysis.id, window.end, role],
  );
  return row;
}

/**
 * The periods a run of the analysis computes. A fixed analysis: its reference and analysed periods.
 * A recurrent one: its latest complete week or month, recomputed on every run, and on its first run
 * the step before too, so the migration matrix has two periods from the start.
 */
async function periodsToCompute(db: Queryable, analysis: AnalysisRow, today: string): Promise<{ period: PeriodRow; window: RfvWindow }[]> {
  if (!analysis.recurrent) {
    const reference = { start: analysis.reference_start!, end: analysis.reference_end! };
    const analyzed = { start: analysis.analyzed_start!, end: analysis.analyzed_end! };
    return [
      { period: await periodFor(db, analysis, reference, 'reference'), window: reference },
      { period: await periodFor(db, analysis, analyzed, 'analyzed'), window: analyzed },
    ];
  }
  const modelType = analysis.model_type as RecurrentModelType;
  const latest = twelveMonthsEndingOn(recurrentReference(today, modelType, analysis.initial_week_day ?? 0));
  const previous = twelveMonthsEndingOn(previousReference(latest.end, modelType));
  const jobs: { period: PeriodRow; window: RfvWindow }[] = [];
  const previousPeriod = await periodFor(db, analysis, previous, 'recurrent');
  if (!previousPeriod.computed_at) jobs.push({ period: previousPeriod, window: previous });
  jobs.push({ period: await periodFor(db, analysis, latest, 'recurrent'), window: latest });
  return jobs;
}

export interface ComputeDeps {
  db: OperationalStore;
  ch: AnalyticsStore;
  /** the account's current processing run, null before its first */
  currentRun: (accountId: string) => Promise<string | null>;
  publish: PublishAnalysis;
  log?: (message: string) => void;
  /** the data day "today" (tests fix it) */
  today?: () => string;
}

/** One computation at a time per analysis: a second request waits for the first, then runs. */
const running = new Map<string, Promise<AnalysisRow>>();

/**
 * Computes an analysis's periods (status PROCESSING → DONE, or FAILED with the reason), pushing each
 * status to the manager. Without a processing run yet the analysis stays PENDING: the account's first
 * run computes it.
 */
export function computeAnalysis(deps: ComputeDeps, analysis: AnalysisRow): Promise<AnalysisRow> {
  const previous = running.get(analysis.id) ?? Promise.resolve(analysis);
  const next = previous.catch(() => analysis).then(() => runAnalysis(deps, analysis));
  running.set(analysis.id, next);
  void next.finally(() => {
    if (running.get(analysis.id) === next) running.delete(analysis.id);
  }).catch(() => undefined);
  return next;
}

async function runAnalysis(deps: ComputeDeps, analysis: AnalysisRow): Promise<AnalysisRow> {
  const { db, ch, publish } = deps;
  const run = await deps.currentRun(analysis.account_id);
  if (!run) return analysis;
  let current = await setStatus(db, analysis, 'PROCESSING');
  publish(current);
  try {
    const started = Date.now();
    const jobs = await periodsToCompute(db, analysis, (deps.today ?? localToday)());
    for (const { period, window } of jobs) {
      await computeRfvPeriod(ch, { accountId: analysis.account_id, analysisId: analysis.id, periodId: period.id, run, window, filters: analysis.filters ?? {} });
      await db.query(`update analytics_periods set computed_at = now() where id = $1`, [period.id]);
    }
    // the last job is the latest period (recurrent) or the analysed one (fixed)
    await markCurrentPeriod(ch, analysis.account_id, analysis.id, jobs[jobs.length - 1].period.id, analysis.is_default);
    current = await setStatus(db, current, 'DONE');
    deps.log?.(`análise ${analysis.id} (${analysis.account_id}): ${Date.now() - started} ms`);
  } catch (error) {
    deps.log?.(`análise ${analysis.id} falhou: ${(error as Error).message}`);
    current = await setStatus(db, current, 'FAILED', 'Não foi possível calcular a análise. Tente novamente mais tarde.');
  }
  publish(current);
  return current;
}

/**
 * After each processing run (contracts/customers.md): the account's recurrent analyses are
 * recomputed on their latest period, and fixed ones never computed yet (created before any sales)
 * are computed once. The default RFV analysis is created first when the account has none.
 */
export async function refreshAnalysesAfterProcessing(deps: ComputeDeps, accountId: string): Promise<void> {
  await ensureDefaultRfvAnalysis(deps.db, accountId);
  const analyses = await listAnalyses(deps.db, accountId, 'RFV');
  for (const analysis of analyses) {
    if (analysis.recurrent || analysis.status === 'PENDING' || analysis.status === 'FAILED') await computeAnalysis(deps, analysis);
  }
}
