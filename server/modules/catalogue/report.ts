import type { Queryable } from '../../stores';
import { localDateTime, type ReportBuilder } from '../jobs';
import { catalogueRowsForExport, type CatalogueListArgs } from './products';

/** Job kind of the catalogue list's export (CSV/XLSX of /produtos/gerenciamento-produtos). */
export const CATALOGUE_REPORT_KIND = 'catalogue.products.report';
/** Most products one export holds. */
export const CATALOGUE_REPORT_MAX = 200_000;

const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');

/** The list's filters and order, as the page had them when the export was requested. */
export function catalogueReportBuilder(db: Queryable): ReportBuilder {
  return async ({ job, progress }) => {
    const args = job.payload as unknown as CatalogueListArgs;
    const rows = await catalogueRowsForExport(db, job.account_id, args, CATALOGUE_REPORT_MAX);
    await progress(1);
    return {
      fileBaseName: 'catalogo-produtos',
      sheetName: 'Produtos',
      columns: [
        { header: 'SKU', width: 16 },
        { header: 'EAN principal', width: 16 },
        { header: 'Outros EANs', width: 24 },
        { header: 'Nome', width: 40 },
        { header: 'Departamento', width: 20 },
        { header: 'Categoria', width: 20 },
        { header: 'Subcategoria', width: 20 },
        { header: 'Marca', width: 18 },
        { header: 'Unidade', width: 8 },
        { header: 'Pesável', width: 8 },
        { header: 'Ativo', width: 8 },
        { header: 'Editado manualmente', width: 12 },
        { header: 'Atualizado em', width: 18 },
      ],
      rows: rows.map((row) => [
        row.sku,
        row.eans[0] ?? '',
        row.eans.slice(1).join(', '),
        row.name,
        row.department,
        row.category,
        row.subcategory,
        row.brand,
        row.measure.toUpperCase(),
        yesNo(row.is_weightable),
        yesNo(row.active),
        yesNo(row.manually_edited),
        localDateTime(row.updated_at),
      ]),
    };
  };
}
