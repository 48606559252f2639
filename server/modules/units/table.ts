import type { ExportTableId } from '../../../src/shared/config';
import { formatDocument } from '../../../src/shared/lib/document';
import type { AnalyticsStore, Queryable } from '../../stores';
import { idOf } from '../../access/globalId';
import { allUnits, formatAddress, UNIT_SORTS, type UnitListArgs, type UnitSort } from './service';

const WEEKDAY_SHORT: [string, string][] = [
  ['monday', 'seg'],
  ['tuesday', 'ter'],
  ['wednesday', 'qua'],
  ['thursday', 'qui'],
  ['friday', 'sex'],
  ['saturday', 'sáb'],
  ['sunday', 'dom'],
  ['holidays', 'feriados'],
];

/** The list's filters from the export's params (the page's URL: busca, grupo, etiqueta, ativa, ordem, direcao). */
export function unitListArgsOfParams(params: Record<string, string>): UnitListArgs {
  let group: string | null = null;
  try {
    group = params.group ? idOf(params.group, 'UnitGroup') : null;
  } catch {
    group = '00000000-0000-0000-0000-000000000000';
  }
  return {
    search: params.search || null,
    group,
    tag: params.tag || null,
    active: params.active === 'true' ? true : params.active === 'false' ? false : null,
    sort: (UNIT_SORTS as readonly string[]).includes(params.sort) ? (params.sort as UnitSort) : 'NAME',
    direction: params.direction === 'DESC' ? 'DESC' : 'ASC',
  };
}

/** The exported stores list of /configuracoes/units: every store of the page's filters, in its order. */
export const UNIT_TABLE_ROWS = {
  'configuracoes.lojas': async (_ch: AnalyticsStore, scope: { accountId: string }, params: Record<string, string>, context: { db: Queryable }) => {
    const units = await allUnits(context.db, scope.accountId, unitListArgsOfParams(params));
    return units.map((unit) => [
      unit.id_erp,
      unit.name,
      formatDocument(unit.cnpj),
      unit.active ? 'Ativa' : 'Inativa',
      unit.unit_group_name ?? '',
      (unit.tags ?? []).map((tag) => tag.name).join(', '),
      formatAddress(unit.address_components),
      unit.address_components.postal_code ?? '',
      unit.latitude != null && unit.longitude != null ? `${unit.latitude}, ${unit.longitude}` : '',
      WEEKDAY_SHORT.map(([day, label]) => {
        const hours = unit.office_hours[day as keyof typeof unit.office_hours];
        return hours ? `${label} ${hours.start}–${hours.finish}` : `${label} fechada`;
      }).join('; '),
      unit.contact.phone ?? '',
      unit.contact.email ?? '',
    ]);
  },
} satisfies Partial<Record<ExportTableId, (ch: AnalyticsStore, scope: { accountId: string }, params: Record<string, string>, context: { db: Queryable }) => Promise<string[][]>>>;
