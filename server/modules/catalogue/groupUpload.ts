import { InputError } from '../../errors';
import type { OperationalStore, Queryable } from '../../stores';
import { upsertProductGroup, type ProductGroupInput, type ProductGroupRow } from './groups';
import { normalizeName } from './products';
import { parseProductFile, type ParsedFile } from './upload';

/**
 * Bulk upload of product groups (issue 9, spec §7 confirmProductsGroupsBulkUpsert): a CSV (`;`) or
 * XLSX file with one line per group × product — columns "grupo" and "sku" (required), "categoria",
 * "inicio_exibicao" and "fim_exibicao" (optional; dd/mm/aaaa or aaaa-mm-dd). Lines of the same group
 * (name without case or accents) make one group. A dry run says what would be created, updated, left
 * unchanged and refused; the confirmation writes it in one transaction (a few thousand lines at most:
 * no job needed). Decisions:
 * - an existing group is refused unless "atualizar pré-existentes" is on; then its products become the
 *   file's (the file lists the whole group), and its category and dates change only where the file
 *   has them;
 * - a line is refused (line number as the spreadsheet shows it, group, SKU, pt-BR reason) for a
 *   broken row, no group, no SKU, a SKU outside the catalogue, a SKU repeated in its group (the first
 *   line counts), an unreadable date, an end before the start, or dates other than those an earlier
 *   line gave the same group; a group left with no accepted line is not written.
 */

/** Largest group file (lines): groups are hand-made lists, not a catalogue. */
export const GROUP_UPLOAD_MAX_LINES = 20_000;

const COLUMNS = {
  name: ['grupo', 'nomedogrupo', 'nomegrupo', 'group', 'groupname'],
  sku: ['sku', 'codigo', 'codigodoproduto', 'produto', 'productsku'],
  category: ['categoria', 'category'],
  start: ['inicioexibicao', 'iniciodaexibicao', 'inicio', 'start', 'exhibitionstart'],
  finish: ['fimexibicao', 'fimdaexibicao', 'fim', 'finish', 'exhibitionend'],
} as const;

type Column = keyof typeof COLUMNS;

export interface GroupUploadRefused {
  line: number;
  group: string;
  sku: string;
  reason: string;
}

export interface GroupUploadGroup {
  name: string;
  action: 'CREATE' | 'UPDATE' | 'UNCHANGED';
  products_qty: number;
}

export interface GroupUploadPlan {
  lines: number;
  created: number;
  updated: number;
  unchanged: number;
  groups: GroupUploadGroup[];
  refused: GroupUploadRefused[];
}

const headerKey = (text: string) => normalizeName(text).replace(/[^a-z0-9]/g, '');

/** dd/mm/aaaa or aaaa-mm-dd → aaaa-mm-dd; '' → null; anything else → undefined (unreadable). */
function dayOf(text: string): string | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
  if (!iso) return undefined;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

interface PlannedGroup {
  key: string;
  name: string;
  category: string | null;
  start: string | null;
  finish: string | null;
  /** the line that gave the dates (for the refusal of another line's) */
  datesLine: number | null;
  skus: string[];
}

interface Planned {
  plan: GroupUploadPlan;
  writes: ProductGroupInput[];
}

async function planGroups(db: Queryable, accountId: string, file: ParsedFile, updateExisting: boolean): Promise<Planned> {
  if (file.lines.length > GROUP_UPLOAD_MAX_LINES) throw new InputError(`O arquivo tem ${file.lines.length} linhas: o limite é ${GROUP_UPLOAD_MAX_LINES}.`, 'file');
  const keys = file.header.map(headerKey);
  const column = {} as Record<Column, number>;
  for (const [field, aliases] of Object.entries(COLUMNS) as [Column, readonly string[]][]) column[field] = keys.findIndex((key) => aliases.includes(key));
  if (column.name < 0 || column.sku < 0) throw new InputError('O arquivo não tem as colunas "grupo" e "sku" na primeira linha.', 'file');
  const cell = (cells: string[], field: Column) => (column[field] >= 0 ? (cells[column[field]] ?? '').trim() : '');

  const existing = new Map(
    (await db.query<ProductGroupRow>(`select id, name, image_url, rules_exhibition, category, categories_final_consumer, skus, updated_at from product_groups where account_id = $1`, [accountId])).map(
      (row) => [normalizeName(row.name), row],
    ),
  );
  const fileSkus = [...new Set(file.lines.map((line) => cell(line.cells, 'sku')).filter(Boolean))];
  const known = new Set(
    fileSkus.length ? (await db.query<{ sku: string }>('select sku from products where account_id = $1 and sku = any($2)', [accountId, fileSkus])).map((row) => row.sku) : [],
  );

  const refused: GroupUploadRefused[] = [];
  const groups = new Map<string, PlannedGroup>();
  for (const { line, cells } of file.lines) {
    const name = cell(cells, 'name');
    const sku = cell(cells, 'sku');
    const refuse = (reason: string) => refused.push({ line, group: name, sku, reason });
    if (cells.includes('\u0000quote')) {
      refuse('linha quebrada: aspas não fechadas');
      continue;
    }
    if (file.format === 'CSV' && cells.length !== file.header.length) {
      refuse(`linha quebrada: ${cells.length} colunas, esperadas ${file.header.length}`);
      continue;
    }
    if (name === '') {
      refuse('nome do grupo em branco');
      continue;
    }
    if (name.length > 120) {
      refuse('nome do grupo com mais de 120 caracteres');
      continue;
    }
    if (sku === '') {
      refuse('SKU em branco');
      continue;
    }
    if (!known.has(sku)) {
      refuse('SKU fora do catálogo');
      continue;
    }
    const key = normalizeName(name);
    const current = existing.get(key);
    if (current && !updateExisting) {
      refuse('o grupo já existe: marque "atualizar pré-existentes" para mudar os seus produtos');
      continue;
    }
    const start = dayOf(cell(cells, 'start'));
    const finish = dayOf(cell(cells, 'finish'));
    if (start === undefined || finish === undefined) {
      refuse('data de exibição inválida: use dd/mm/aaaa');
      continue;
    }
    if (start && finish && start > finish) {
      refuse('o fim da exibição vem antes do início');
      continue;
    }
    const group = groups.get(key) ?? { key, name: current?.name ?? name, category: null, start: null, finish: null, datesLine: null, skus: [] };
    if (group.skus.includes(sku)) {
      refuse('SKU repetido no grupo (vale a primeira linha)');
      continue;
    }
    if (start || finish) {
      if (group.datesLine !== null && (group.start !== start || group.finish !== finish)) {
        refuse(`datas de exibição diferentes das da linha ${group.datesLine}`);
        continue;
      }
      group.start = start;
      group.finish = finish;
      group.datesLine ??= line;
    }
    const category = cell(cells, 'category');
    if (category && group.category === null) group.category = category.slice(0, 120);
    group.skus.push(sku);
    groups.set(key, group);
  }

  const plan: GroupUploadPlan = { lines: file.lines.length, created: 0, updated: 0, unchanged: 0, groups: [], refused };
  const writes: ProductGroupInput[] = [];
  for (const group of groups.values()) {
    const current = existing.get(group.key);
    const rules = {
      active: current?.rules_exhibition.active ?? true,
      start: group.datesLine !== null ? group.start : (current?.rules_exhibition.start ?? null),
      finish: group.datesLine !== null ? group.finish : (current?.rules_exhibition.finish ?? null),
    };
    const input: ProductGroupInput = {
      id: current?.id ?? null,
      name: group.name,
      image_url: current?.image_url ?? null,
      rules_exhibition: rules,
      category: group.category ?? current?.category ?? '',
      categories_final_consumer: current?.categories_final_consumer ?? [],
      skus: group.skus,
    };
    const same =
      current &&
      [...current.skus].sort().join('\n') === [...group.skus].sort().join('\n') &&
      (current.rules_exhibition.start ?? null) === rules.start &&
      (current.rules_exhibition.finish ?? null) === rules.finish &&
      current.category === input.category;
    const action = !current ? 'CREATE' : same ? 'UNCHANGED' : 'UPDATE';
    plan.groups.push({ name: group.name, action, products_qty: group.skus.length });
    if (action === 'CREATE') plan.created += 1;
    else if (action === 'UPDATE') plan.updated += 1;
    else plan.unchanged += 1;
    if (action !== 'UNCHANGED') writes.push(input);
  }
  plan.groups.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  return { plan, writes };
}

async function readGroupFile(fileName: string, content: Buffer): Promise<ParsedFile> {
  if (content.length === 0) throw new InputError('O arquivo está vazio.', 'file');
  return parseProductFile(fileName, content);
}

/** What the file would do (nothing is written). */
export async function dryRunGroupUpload(db: Queryable, accountId: string, fileName: string, content: Buffer, updateExisting: boolean): Promise<GroupUploadPlan> {
  return (await planGroups(db, accountId, await readGroupFile(fileName, content), updateExisting)).plan;
}

/** Plans again and writes the created and updated groups in one transaction; answers the plan. */
export async function runGroupUpload(db: OperationalStore, accountId: string, fileName: string, content: Buffer, updateExisting: boolean): Promise<GroupUploadPlan> {
  const file = await readGroupFile(fileName, content);
  return db.transaction(async (tx) => {
    const { plan, writes } = await planGroups(tx, accountId, file, updateExisting);
    for (const input of writes) await upsertProductGroup(tx, accountId, input);
    return plan;
  });
}
