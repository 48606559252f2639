import { setImmediate as nextTick } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { InputError } from '../../errors';
import type { AnalyticsStore, OperationalStore } from '../../stores';
import { mirrorProducts } from '../ingestion';
import { gtinProblem } from '../../../src/shared/lib/gtin';
import { measureOf } from './measures';
import {
  CATALOGUE_COLUMNS,
  diffFields,
  emptyRow,
  fieldsOf,
  insertAudit,
  normalizeName,
  storedEans,
  type Actor,
  type AuditDelta,
  type CatalogueRow,
  type ProductChanges,
  type ProductEan,
} from './products';

/** Largest product file accepted (bytes of the file itself). */
export const MAX_UPLOAD_BYTES = 15_000_000;
/** Most data lines of one file. */
export const MAX_UPLOAD_LINES = 100_000;
/** Products written per statement; the event loop gets a turn between chunks (PGlite runs on it). */
export const UPLOAD_CHUNK = 250;
/** Products copied to the analytics store's dimension per insert (one chDB insert costs about the same for 250 or 2 500 rows). */
export const MIRROR_CHUNK = 2_500;
/** Refused lines kept in a dry run's or run's answer (the run's file lists them all). */
export const REFUSED_SHOWN = 1_000;

/** The product fields a column of the file can fill, with the header names that guess them. */
export const UPLOAD_FIELDS = [
  { field: 'sku', label: 'SKU', required: true, aliases: ['sku', 'codigo', 'cod', 'codigointerno', 'codproduto', 'codigoproduto', 'id'] },
  { field: 'ean', label: 'EAN', required: false, aliases: ['ean', 'gtin', 'codigodebarras', 'codbarras', 'barras', 'ean13'] },
  { field: 'name', label: 'Nome', required: true, aliases: ['nome', 'name', 'descricao', 'produto', 'nomeproduto', 'descricaoproduto'] },
  { field: 'longName', label: 'Nome completo', required: false, aliases: ['nomecompleto', 'longname', 'descricaocompleta', 'nomelongo'] },
  { field: 'department', label: 'Departamento', required: false, aliases: ['departamento', 'department', 'depto', 'secao'] },
  { field: 'category', label: 'Categoria', required: false, aliases: ['categoria', 'category', 'grupo'] },
  { field: 'subcategory', label: 'Subcategoria', required: false, aliases: ['subcategoria', 'subcategory', 'subgrupo'] },
  { field: 'brand', label: 'Marca', required: false, aliases: ['marca', 'brand', 'fabricante'] },
  { field: 'measure', label: 'Unidade de medida', required: false, aliases: ['unidade', 'unidademedida', 'unidadedemedida', 'measure', 'un', 'medida'] },
  { field: 'isWeightable', label: 'Pesável', required: false, aliases: ['pesavel', 'isweightable', 'peso', 'vendidoporpeso'] },
  { field: 'packingQuantity', label: 'Quantidade na embalagem', required: false, aliases: ['quantidadeembalagem', 'quantidadenaembalagem', 'qtdembalagem', 'packingquantity', 'embalagem'] },
  { field: 'ncm', label: 'NCM', required: false, aliases: ['ncm'] },
  { field: 'description', label: 'Descrição detalhada', required: false, aliases: ['descricaodetalhada', 'detalhes', 'description'] },
  { field: 'legacySku', label: 'SKU antigo', required: false, aliases: ['skuantigo', 'legacysku', 'codigoantigo'] },
] as const;

export type UploadField = (typeof UPLOAD_FIELDS)[number]['field'];
/** Which column of the file (0-based) fills each field; unmapped fields are absent. */
export type UploadMapping = Partial<Record<UploadField, number>>;

export interface UploadOptions {
  mapping: UploadMapping;
  /** products already in the catalogue take the file's values (else they are left as they are) */
  updateExisting: boolean;
  /** a product already in the catalogue without any EAN takes the file's EAN (even when not updating) */
  fillMissingEans: boolean;
}

/** One data line of the file, numbered as a spreadsheet shows it (the header is line 1). */
export interface FileLine {
  line: number;
  cells: string[];
}

export interface ParsedFile {
  format: 'CSV' | 'XLSX';
  header: string[];
  lines: FileLine[];
}

const headerKey = (text: string) => normalizeName(text).replace(/[^a-z0-9]/g, '');

/** The mapping a header suggests: each field takes the first column whose name is one of its aliases. */
export function guessMapping(header: readonly string[]): UploadMapping {
  const keys = header.map(headerKey);
  const mapping: UploadMapping = {};
  const used = new Set<number>();
  for (const spec of UPLOAD_FIELDS) {
    const index = keys.findIndex((key, at) => !used.has(at) && (spec.aliases as readonly string[]).includes(key));
    if (index >= 0) {
      mapping[spec.field] = index;
      used.add(index);
    }
  }
  return mapping;
}

/** Text of a file: UTF-8 (with or without BOM), else Windows-1252 (what Excel in pt-BR saves as CSV). */
function decodeText(content: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(content);
  }
}

/** Reads a CSV (`;`) or XLSX product file into its header and numbered lines. */
export async function parseProductFile(fileName: string, content: Buffer): Promise<ParsedFile> {
  if (content.length > MAX_UPLOAD_BYTES) throw new InputError(`Arquivo grande demais: o limite é ${MAX_UPLOAD_BYTES / 1_000_000} MB.`, 'file');
  const isXlsx = /\.xlsx$/i.test(fileName) || (content[0] === 0x50 && content[1] === 0x4b);
  let rows: string[][];
  if (isXlsx) {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(content as unknown as ArrayBuffer);
    } catch {
      throw new InputError('Não foi possível ler a planilha: envie um arquivo .xlsx ou .csv separado por ponto e vírgula.', 'file');
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new InputError('A planilha não tem abas.', 'file');
    const width = sheet.columnCount;
    rows = [];
    sheet.eachRow({ includeEmpty: true }, (row, number) => {
      const cells: string[] = [];
      for (let column = 1; column <= width; column += 1) cells.push(cellText(row.getCell(column).value));
      rows[number - 1] = cells;
    });
    rows = Array.from(rows, (row) => row ?? []);
  } else {
    if (!/\.(csv|txt)$/i.test(fileName)) throw new InputError('Formato não aceito: envie um arquivo .csv (separado por ponto e vírgula) ou .xlsx.', 'file');
    const parsed = Papa.parse<string[]>(decodeText(content), { delimiter: ';', skipEmptyLines: false });
    rows = parsed.data;
    // a line with a broken quote is marked so (papaparse keeps going)
    for (const error of parsed.errors) if (error.row != null && rows[error.row]) rows[error.row] = [...rows[error.row], '\u0000quote'];
  }
  // trailing blank lines are no data
  while (rows.length > 0 && rows[rows.length - 1].every((cell) => cell.trim() === '')) rows.pop();
  if (rows.length === 0) throw new InputError('O arquivo está vazio.', 'file');
  const header = rows[0].map((cell) => cell.trim());
  if (header.every((cell) => cell === '')) throw new InputError('A primeira linha do arquivo deve ter os nomes das colunas.', 'file');
  const lines: FileLine[] = [];
  for (let index = 1; index < rows.length; index += 1) {
    if (rows[index].every((cell) => cell.trim() === '')) continue;
    lines.push({ line: index + 1, cells: rows[index] });
  }
  if (lines.length > MAX_UPLOAD_LINES) throw new InputError(`O arquivo tem ${lines.length} linhas: o limite é ${MAX_UPLOAD_LINES}.`, 'file');
  return { format: isXlsx ? 'XLSX' : 'CSV', header, lines };
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  // EANs typed as numbers come back as numbers: written in full, never in exponent notation
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  return String(value);
}

// ----------------------------------------------------------------------------------------------
// the plan (dry run) and the run

/** A line the upload refuses (spec §5): its number, SKU, EAN, name and the pt-BR reason. */
export interface RefusedLine {
  line: number;
  sku: string;
  ean: string;
  name: string;
  reason: string;
}

export interface PlannedProduct {
  line: number;
  sku: string;
  name: string;
  /** the fields that change (all of a new product's) */
  fields: string[];
}

export interface UploadPlan {
  lines: number;
  created: number;
  updated: number;
  /** existing products the file would not change (same values) */
  unchanged: number;
  /** existing products left alone because "atualizar pré-existentes" is off */
  skipped: number;
  refused: RefusedLine[];
  createdSamples: PlannedProduct[];
  updatedSamples: PlannedProduct[];
}

interface PlannedWrite {
  before: CatalogueRow | null;
  after: CatalogueRow;
  delta: AuditDelta[];
}

const TRUE_WORDS = new Set(['sim', 's', 'true', '1', 'yes', 'y', 'x', 'verdadeiro']);
const FALSE_WORDS = new Set(['nao', 'n', 'false', '0', 'no', 'falso', '']);

class LineRefused extends Error {}
const refuse = (reason: string): never => {
  throw new LineRefused(reason);
};

function yesNo(text: string, label: string): boolean {
  const key = normalizeName(text.trim());
  if (TRUE_WORDS.has(key)) return true;
  if (FALSE_WORDS.has(key)) return false;
  return refuse(`Valor inválido na coluna ${label}: "${text}" (use sim ou não)`);
}

function positiveInteger(text: string, label: string): number {
  const cleaned = text.trim().replace(/\.0+$|,0+$/, '');
  if (!/^\d{1,6}$/.test(cleaned) || Number(cleaned) < 1) refuse(`Número inválido na coluna ${label}: "${text}"`);
  return Number(cleaned);
}

const labelOf = (field: UploadField) => UPLOAD_FIELDS.find((spec) => spec.field === field)!.label;

/** The account's catalogue in memory for a plan: by SKU, who holds each EAN, and the departments by normalised name. */
interface CatalogueIndex {
  bySku: Map<string, CatalogueRow>;
  eanOwner: Map<string, string>;
  departments: Map<string, string>;
}

/** Products read per query when a plan loads the catalogue (keyset pages, the event loop free between them). */
const INDEX_PAGE = 2_000;

async function loadIndex(db: OperationalStore, accountId: string): Promise<CatalogueIndex> {
  const bySku = new Map<string, CatalogueRow>();
  const eanOwner = new Map<string, string>();
  const departments = new Map<string, string>();
  let after = '';
  for (;;) {
    // one query of 50 000 rows holds PGlite (and with it the event loop) for seconds; pages of 2 000 do not
    const rows = await db.query<CatalogueRow>(
      `select ${CATALOGUE_COLUMNS} from products where account_id = $1 and sku > $2 order by sku limit ${INDEX_PAGE}`,
      [accountId, after],
    );
    for (const row of rows) {
      bySku.set(row.sku, row);
      if (row.active) for (const ean of row.eans) if (!eanOwner.has(ean)) eanOwner.set(ean, row.sku);
      if (row.department) departments.set(normalizeName(row.department.trim()), row.department);
    }
    if (rows.length < INDEX_PAGE) break;
    after = rows[rows.length - 1].sku;
    await nextTick();
  }
  return { bySku, eanOwner, departments };
}

/** The row a product gets from the fields a line sets (only non-empty cells set a field). */
function applyChanges(row: CatalogueRow, changes: ProductChanges): CatalogueRow {
  const fields = { ...fieldsOf(row), ...changes };
  const { eans, packing } = storedEans(fields.eans);
  const details = { ...row.details, packing };
  if (changes.ncm !== undefined) details.ncm = changes.ncm;
  if (changes.description !== undefined) details.description = changes.description;
  return {
    ...row,
    legacy_sku: fields.legacySku,
    eans,
    name: fields.name,
    long_name: fields.longName,
    department: fields.department,
    category: fields.category,
    subcategory: fields.subcategory,
    brand: fields.brand,
    measure: fields.measure,
    is_weightable: fields.isWeightable,
    details,
  };
}

/**
 * Decides line by line what the file does to the catalogue, without writing: a dry run reports it, a
 * run writes it. Refused (spec §5): a broken line (column count, a broken quote), a missing required
 * field, a SKU repeated in the file (its first line counts), an EAN whose check digit is wrong or that
 * another product (or an earlier line) already has, an unparsable number or yes/no, an unknown measure,
 * and a department the account's catalogue does not have. Decision: "unknown department" = not among
 * the departments of the account's products before the upload (without case or accents); a new
 * department is created by editing a product, not by a file typo.
 */
async function planLines(index: CatalogueIndex, file: ParsedFile, options: UploadOptions): Promise<{ plan: UploadPlan; writes: PlannedWrite[] }> {
  const { mapping } = options;
  for (const spec of UPLOAD_FIELDS) {
    if (spec.required && mapping[spec.field] === undefined) throw new InputError(`Mapeamento: associe uma coluna ao campo obrigatório ${spec.label}.`, `mapping.${spec.field}`);
  }
  for (const [field, column] of Object.entries(mapping)) {
    if (!Number.isInteger(column) || column! < 0 || column! >= file.header.length) throw new InputError(`Mapeamento: a coluna do campo ${labelOf(field as UploadField)} não existe no arquivo.`, `mapping.${field}`);
  }
  const plan: UploadPlan = { lines: file.lines.length, created: 0, updated: 0, unchanged: 0, skipped: 0, refused: [], createdSamples: [], updatedSamples: [] };
  const writes: PlannedWrite[] = [];
  const skuLine = new Map<string, number>();
  const eanInFile = new Map<string, string>();
  const width = file.header.length;

  for (let at = 0; at < file.lines.length; at += 1) {
    // a 50 000-line plan gives the event loop a turn now and then
    if (at % 500 === 499) await nextTick();
    const { line, cells } = file.lines[at];
    const cell = (field: UploadField) => (mapping[field] === undefined ? '' : (cells[mapping[field]!] ?? '').trim());
    const sku = cell('sku');
    const ean = cell('ean');
    const name = cell('name');
    try {
      if (cells.length !== width) {
        refuse(cells[cells.length - 1] === '\u0000quote' ? 'Linha quebrada: aspas sem fechamento' : `Linha quebrada: ${cells.length} colunas, esperadas ${width}`);
      }
      if (!sku) refuse('Campo obrigatório ausente: SKU');
      if (sku.length > 60) refuse('SKU com mais de 60 caracteres');
      const firstLine = skuLine.get(sku);
      if (firstLine !== undefined) refuse(`SKU repetido no arquivo (primeira ocorrência na linha ${firstLine})`);
      skuLine.set(sku, line);
      const existing = index.bySku.get(sku) ?? null;
      if (!existing && !name) refuse('Campo obrigatório ausente: nome');

      const changes: ProductChanges = {};
      if (name) changes.name = name.slice(0, 300);
      for (const field of ['longName', 'category', 'subcategory', 'brand', 'legacySku', 'ncm', 'description'] as const) {
        const value = cell(field);
        if (value) changes[field] = value;
      }
      if (changes.ncm !== undefined && !/^\d{8}$/.test(changes.ncm.replace(/\./g, ''))) refuse(`NCM inválido: "${changes.ncm}" (8 dígitos)`);
      if (changes.ncm !== undefined) changes.ncm = changes.ncm.replace(/\./g, '');
      const department = cell('department');
      if (department) {
        const known = index.departments.get(normalizeName(department));
        if (!known) refuse(`Departamento desconhecido: "${department}" não existe no catálogo da conta`);
        changes.department = known;
      }
      const measure = cell('measure');
      if (measure) {
        const unit = measureOf(measure);
        if (!unit) refuse(`Unidade de medida desconhecida: "${measure}"`);
        changes.measure = unit!.acronym;
      }
      const weightable = cell('isWeightable');
      if (weightable) changes.isWeightable = yesNo(weightable, labelOf('isWeightable'));
      const packingText = cell('packingQuantity');
      const packing = packingText ? positiveInteger(packingText, labelOf('packingQuantity')) : 1;

      if (ean) {
        const problem = gtinProblem(ean);
        if (problem) refuse(problem);
        const owner = index.eanOwner.get(ean);
        if (owner !== undefined && owner !== sku) refuse(`EAN ${ean} já pertence ao produto ${owner}`);
        const otherLine = eanInFile.get(ean);
        if (otherLine !== undefined && otherLine !== sku) refuse(`EAN ${ean} repetido no arquivo (SKU ${otherLine})`);
      }

      let after: CatalogueRow;
      if (!existing) {
        const eans: ProductEan[] = ean ? [{ ean, isMain: true, packingQuantity: packing }] : [];
        after = applyChanges(emptyRow(sku), { ...changes, eans });
      } else if (options.updateExisting) {
        const current = fieldsOf(existing).eans;
        let eans = current;
        if (ean) {
          // the file's EAN becomes the main one; the others stay as secondary codes
          eans = [{ ean, isMain: true, packingQuantity: packingText ? packing : (current.find((known) => known.ean === ean)?.packingQuantity ?? 1) }];
          for (const known of current) if (known.ean !== ean) eans.push({ ...known, isMain: false });
        }
        after = applyChanges(existing, { ...changes, eans });
      } else if (options.fillMissingEans && ean && existing.eans.length === 0) {
        after = applyChanges(existing, { eans: [{ ean, isMain: true, packingQuantity: packing }] });
      } else {
        plan.skipped += 1;
        if (ean) eanInFile.set(ean, sku);
        continue;
      }
      if (ean) eanInFile.set(ean, sku);
      const delta = diffFields(existing, after);
      if (existing && delta.length === 0) {
        plan.unchanged += 1;
        continue;
      }
      writes.push({ before: existing, after, delta });
      const sample = { line, sku, name: after.name, fields: delta.map((entry) => entry.field) };
      if (existing) {
        plan.updated += 1;
        if (plan.updatedSamples.length < 20) plan.updatedSamples.push(sample);
      } else {
        plan.created += 1;
        if (plan.createdSamples.length < 20) plan.createdSamples.push(sample);
      }
    } catch (error) {
      if (!(error instanceof LineRefused)) throw error;
      plan.refused.push({ line, sku, ean, name, reason: error.message });
    }
  }
  return { plan, writes };
}

/** What the file would do (nothing is written). */
export async function dryRunUpload(db: OperationalStore, accountId: string, file: ParsedFile, options: UploadOptions): Promise<UploadPlan> {
  return (await planLines(await loadIndex(db, accountId), file, options)).plan;
}

const STORAGE_OF: Record<string, string> = {
  legacySku: 'legacy_sku', eans: 'eans', name: 'name', longName: 'long_name', department: 'department', category: 'category',
  subcategory: 'subcategory', brand: 'brand', measure: 'measure', isWeightable: 'is_weightable', ncm: 'details.ncm', description: 'details.description',
};

/**
 * Runs the file: the plan, then its writes in chunks of UPLOAD_CHUNK products (each chunk one
 * transaction with its audit rows, the event loop free between chunks), then the analytics store's
 * dimension. A rerun of the same file finds nothing to change (0 created, 0 updated).
 */
export async function runUpload(
  stores: { db: OperationalStore; ch: AnalyticsStore },
  accountId: string,
  actor: Actor,
  file: ParsedFile,
  options: UploadOptions,
  progress: (fraction: number) => Promise<void> = async () => undefined,
): Promise<UploadPlan> {
  const { plan, writes } = await planLines(await loadIndex(stores.db, accountId), file, options);
  await progress(0.1);
  const pending: string[] = [];
  for (let start = 0; start < writes.length; start += UPLOAD_CHUNK) {
    const chunk = writes.slice(start, start + UPLOAD_CHUNK);
    await stores.db.transaction(async (tx) => {
      const rows = chunk.map(({ before, after, delta }) => ({
        sku: after.sku,
        legacy_sku: after.legacy_sku,
        eans: after.eans,
        name: after.name,
        long_name: after.long_name,
        department: after.department,
        category: after.category,
        subcategory: after.subcategory,
        brand: after.brand,
        measure: after.measure,
        is_weightable: after.is_weightable,
        details: after.details,
        edited: delta.map((entry) => STORAGE_OF[entry.field]).filter(Boolean),
        is_new: before === null,
      }));
      await tx.query(
        `insert into products (account_id, sku, legacy_sku, eans, name, long_name, department, category, subcategory, brand, measure,
                               is_weightable, manually_edited, edited_fields, details)
         select $1, x.sku, x.legacy_sku, array(select jsonb_array_elements_text(x.eans)), x.name, x.long_name, x.department, x.category,
                x.subcategory, x.brand, x.measure, x.is_weightable, true, array(select jsonb_array_elements_text(x.edited)), x.details
           from jsonb_to_recordset($2::jsonb) as x(sku text, legacy_sku text, eans jsonb, name text, long_name text, department text,
                category text, subcategory text, brand text, measure text, is_weightable boolean, details jsonb, edited jsonb, is_new boolean)
         on conflict (account_id, sku) do update set
           legacy_sku = excluded.legacy_sku, eans = excluded.eans, name = excluded.name, long_name = excluded.long_name,
           department = excluded.department, category = excluded.category, subcategory = excluded.subcategory, brand = excluded.brand,
           measure = excluded.measure, is_weightable = excluded.is_weightable, manually_edited = true,
           edited_fields = array(select distinct f from unnest(products.edited_fields || excluded.edited_fields) f order by f),
           details = excluded.details, updated_at = now()`,
        [accountId, JSON.stringify(rows)],
      );
      await insertAudit(tx, accountId, actor, 'uploadProducts', chunk.map(({ after, delta }) => ({ sku: after.sku, delta })));
    });
    pending.push(...chunk.map((write) => write.after.sku));
    if (pending.length >= MIRROR_CHUNK) await mirrorProducts(stores.db, stores.ch, accountId, pending.splice(0));
    await progress(0.1 + 0.9 * Math.min(1, (start + chunk.length) / writes.length));
    await nextTick();
  }
  if (pending.length > 0) await mirrorProducts(stores.db, stores.ch, accountId, pending);
  return plan;
}
