import type { PersonTypeFilter } from '../sales-analytics';

/** What a customer analytics figure covers: whole days [start, end] (America/Bahia) and the page's filters. */
export interface CustomerScope {
  accountId: string;
  /** the processing run whose aggregates are read */
  run: string;
  /** YYYY-MM-DD; `end` is also the reference date (population, ages, activity) */
  start: string;
  end: string;
  /** registration stores by id_erp; null = every store */
  units: readonly string[] | null;
  personType: PersonTypeFilter;
}

/** Query parameters shared by every figure of the module. */
export function scopeParams(scope: CustomerScope) {
  return {
    account: scope.accountId,
    run: scope.run,
    start: scope.start,
    end: scope.end,
    all_units: scope.units === null ? 1 : 0,
    units: scope.units ?? [],
    person: scope.personType ?? '',
  };
}

/** Rows of the scope's processing run. */
export const RUN = `account_id = {account:UUID} AND processing_uuid = {run:UUID}`;
/** Consumers selected by their registration store. */
export const REGISTRATION_UNITS = `({all_units:UInt8} = 1 OR registration_unit IN {units:Array(String)})`;
/** Consumers of the chosen person type (F / J), or all. */
export const PERSON = `({person:String} = '' OR person_type = {person:String})`;

/** `numerator / denominator`, 0 when there is nothing to divide by. */
export const ratio = (numerator: number, denominator: number) => (denominator === 0 ? 0 : numerator / denominator);

/** Age bands of the contract, youngest first; `NI` is "Não informado" (no birth date, or outside 18–110). */
export const AGE_BANDS = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+', 'NI'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** A consumer's age in whole years at the reference date `{end}` (YYYYMMDD difference ÷ 10000, floored), -1 without a birth date. */
const AGE_SQL = `if(birth_date IS NULL, -1, intDiv(toInt64(toYYYYMMDD(toDate({end:String}))) - toInt64(toYYYYMMDD(assumeNotNull(birth_date))), 10000))`;

/** The SQL of a consumer's age band at the reference date `{end}`. */
export const AGE_BAND_SQL = `multiIf(${AGE_SQL} < 18 OR ${AGE_SQL} > 110, 'NI', ${AGE_SQL} < 25, '18-24', ${AGE_SQL} < 35, '25-34',
  ${AGE_SQL} < 45, '35-44', ${AGE_SQL} < 55, '45-54', ${AGE_SQL} < 65, '55-64', '65+')`;

/** The SQL of a consumer's gender group: F, M or U (Não informado). */
export const GENDER_SQL = `if(gender IN ('F', 'M'), gender, 'U')`;
