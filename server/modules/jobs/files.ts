import ExcelJS from 'exceljs';
import type { FileFormat, ReportTable } from './types';

const BOM = '\uFEFF';

/** A CSV field, quoted when it holds the separator, a quote or a line break (quotes doubled). */
function csvField(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** CSV as Brazilian spreadsheets open it: UTF-8 with BOM, ';' separated, CRLF line ends (spec §9). */
export function toCsv(table: Pick<ReportTable, 'columns' | 'rows'>): Buffer {
  const lines = [table.columns.map((c) => c.header), ...table.rows].map((row) => row.map(csvField).join(';'));
  return Buffer.from(BOM + lines.join('\r\n') + '\r\n', 'utf8');
}

/** XLSX with a bold header row and set column widths. */
export async function toXlsx(table: ReportTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Clube Varejo';
  const sheet = workbook.addWorksheet(table.sheetName.slice(0, 31));
  sheet.columns = table.columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of table.rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const CONTENT_TYPES: Record<FileFormat, string> = {
  CSV: 'text/csv; charset=utf-8',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** yyyy-MM-dd in São Paulo time (the date the person sees). */
export function localDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** dd/MM/yyyy HH:mm in São Paulo time. */
export function localDateTime(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

export function fileNameOf(table: Pick<ReportTable, 'fileBaseName'>, format: FileFormat, createdAt: Date): string {
  return `${table.fileBaseName}-${localDate(createdAt)}.${format === 'CSV' ? 'csv' : 'xlsx'}`;
}
