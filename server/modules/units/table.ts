import { formatDocument } from '../../../src/shared/lib/document';
import type { Queryable } from '../../stores';
import { localDateTime, type ReportBuilder } from '../jobs';
import { allUnits, formatAddress, type OfficeHours, type UnitListArgs } from './service';

/** Job kind of the stores list's export (CSV/XLSX of /configuracoes/units). */
export const UNITS_REPORT_KIND = 'units.report';

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

const hoursText = (hours: OfficeHours) =>
  WEEKDAY_SHORT.map(([day, label]) => {
    const interval = hours[day as keyof OfficeHours];
    return interval ? `${label} ${interval.start}–${interval.finish}` : `${label} fechada`;
  }).join('; ');

/** The stores of the list's filters, in its order, as the page had them when the export was asked. */
export function unitsReportBuilder(db: Queryable): ReportBuilder {
  return async ({ job, progress }) => {
    const units = await allUnits(db, job.account_id, job.payload as unknown as UnitListArgs);
    await progress(1);
    return {
      fileBaseName: 'lojas',
      sheetName: 'Lojas',
      columns: [
        { header: 'Código', width: 10 },
        { header: 'Loja', width: 32 },
        { header: 'CNPJ', width: 22 },
        { header: 'Situação', width: 10 },
        { header: 'Grupo', width: 20 },
        { header: 'Etiquetas', width: 24 },
        { header: 'Endereço', width: 48 },
        { header: 'CEP', width: 12 },
        { header: 'Latitude', width: 12 },
        { header: 'Longitude', width: 12 },
        { header: 'Horário de funcionamento', width: 60 },
        { header: 'Telefone', width: 16 },
        { header: 'E-mail', width: 30 },
        { header: 'Atualizada em', width: 18 },
      ],
      rows: units.map((unit) => [
        unit.id_erp,
        unit.name,
        formatDocument(unit.cnpj),
        unit.active ? 'Ativa' : 'Inativa',
        unit.unit_group_name ?? '',
        (unit.tags ?? []).map((tag) => tag.name).join(', '),
        formatAddress(unit.address_components),
        unit.address_components.postal_code ?? '',
        unit.latitude == null ? '' : String(unit.latitude).replace('.', ','),
        unit.longitude == null ? '' : String(unit.longitude).replace('.', ','),
        hoursText(unit.office_hours),
        unit.contact.phone ?? '',
        unit.contact.email ?? '',
        localDateTime(unit.updated_at),
      ]),
    };
  };
}
