/** What a product analytics figure covers: whole days [start, end] (America/Bahia), stores and a part of the catalogue. */
export interface ProductScope {
  accountId: string;
  /** the processing run whose aggregates are read */
  run: string;
  /** YYYY-MM-DD, both days included */
  start: string;
  end: string;
  /** stores (of the ticket) by id_erp; null = every store */
  units: readonly string[] | null;
  /** a department and, within it, a category; null = all */
  department: string | null;
  category: string | null;
}

/** Query parameters shared by the module's figures. */
export function scopeParams(scope: ProductScope) {
  return {
    account: scope.accountId,
    run: scope.run,
    start: scope.start,
    end: scope.end,
    all_units: scope.units === null ? 1 : 0,
    units: scope.units ?? [],
    department: scope.department ?? '',
    all_departments: scope.department === null ? 1 : 0,
    category: scope.category ?? '',
    all_categories: scope.category === null ? 1 : 0,
  };
}

/** Rows of the scope's processing run. */
export const RUN = `account_id = {account:UUID} AND processing_uuid = {run:UUID}`;
/** The scope's days. */
export const PERIOD = `local_date BETWEEN toDate({start:String}) AND toDate({end:String})`;
/** The scope's stores. */
export const UNITS = `({all_units:UInt8} = 1 OR unit_id_erp IN {units:Array(String)})`;
/** The scope's department and category. */
export const CATALOGUE = `({all_departments:UInt8} = 1 OR department = {department:String}) AND ({all_categories:UInt8} = 1 OR category = {category:String})`;
/** Every condition of the scope on a product aggregate. */
export const IN_SCOPE = `${RUN} AND ${PERIOD} AND ${UNITS} AND ${CATALOGUE}`;

/** `numerator / denominator`, 0 when there is nothing to divide by. */
export const ratio = (numerator: number, denominator: number) => (denominator === 0 ? 0 : numerator / denominator);
