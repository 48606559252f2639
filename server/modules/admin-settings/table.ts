import type { Queryable } from '../../stores';
import { localDateTime, type ReportBuilder } from '../jobs';
import { allAdminUnits, type AdminUnitListArgs } from './service';

/** Job kind of /configuracoes-admin/lojas's export (CSV/XLSX). */
export const ADMIN_UNITS_REPORT_KIND = 'admin-units.report';

const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');

/** The stores of the list's filters, in its order, with the admin's switches. */
export function adminUnitsReportBuilder(db: Queryable): ReportBuilder {
  return async ({ job, progress }) => {
    const units = await allAdminUnits(db, job.account_id, job.payload as unknown as AdminUnitListArgs);
    const flags = new Map((await db.query<{ id: string; name: string }>('select id, name from retailer_flags where account_id = $1', [job.account_id])).map((f) => [f.id, f.name]));
    await progress(1);
    return {
      fileBaseName: 'lojas-administracao',
      sheetName: 'Lojas',
      columns: [
        { header: 'Código ERP', width: 12 },
        { header: 'Loja', width: 32 },
        { header: 'Cidade', width: 20 },
        { header: 'Ativa no clube', width: 14 },
        { header: 'Ativa no aplicativo', width: 18 },
        { header: 'E-commerce', width: 12 },
        { header: 'Parceiro de e-commerce', width: 24 },
        { header: 'Código no parceiro', width: 20 },
        { header: 'Bandeira', width: 20 },
        { header: 'Atualizada em', width: 18 },
      ],
      rows: units.map((unit) => [
        unit.id_erp,
        unit.name,
        unit.address_components.city_name ?? '',
        yesNo(unit.active),
        yesNo(unit.app_active),
        yesNo(unit.ecommerce_v2_active),
        unit.ecommerce_partner?.partner_type ?? '',
        unit.ecommerce_partner?.partner_unit_id ?? '',
        unit.retailer_flag_id ? (flags.get(unit.retailer_flag_id) ?? unit.retailer_flag_id) : '',
        localDateTime(unit.updated_at),
      ]),
    };
  };
}
