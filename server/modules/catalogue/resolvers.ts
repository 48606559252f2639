import { requireViewer } from '../../access/control';
import type { Viewer } from '../../access/context';
import { idOf, toGlobalId } from '../../access/globalId';
import { InputError, NotFoundError } from '../../errors';
import { toConnection } from '../../graphql/connection';
import { validate } from '../../validation';
import {
  createCatalogueProductsReportArgs,
  createStoreProductArgs,
  productsGroupIdArgs,
  productsGroupNameArgs,
  productsGroupsArgs,
  upsertProductsGroupArgs,
  productsGroupsUploadArgs,
  storeProductsArgs,
  updateStoreProductArgs,
  createProductArgs,
  productArgs,
  productsArgs,
  productsUploadArgs,
  updateProductArgs,
  type ProductFieldsInput,
} from './inputs';
import { dryRunGroupUpload, runGroupUpload } from './groupUpload';
import { deleteProductGroup, getProductGroup, isGroupNameAvailable, listProductGroups, upsertProductGroup, type ProductGroupRow } from './groups';
import { MEASURE_UNITS, measureOf } from './measures';
import { getStoreProduct, listStoreProducts, parseStoreProductId, saveStoreProduct, storeFieldsOf, storeProductId, SALES_DEFAULTS, type StoreProductRow } from './storeProducts';
import {
  CATALOGUE_COLUMNS,
  cleanProductsDuplicates,
  fieldsOf,
  getCatalogueProduct,
  listCatalogue,
  listDepartments,
  productHistory,
  saveProduct,
  type Actor,
  type AuditDelta,
  type CatalogueRow,
  type ProductChanges,
} from './products';
import { CATALOGUE_REPORT_KIND } from './report';
import { UPLOAD_FIELDS, type UploadField, type UploadMapping, type UploadOptions } from './upload';
import { dryRunStoredUpload, getUpload, PRODUCTS_UPLOAD_KIND, startUpload, type ProductUploadRow, type UploadJobPayload } from './uploads';
import { guessMapping } from './upload';

/** Who the audit names for a change by this viewer. */
export const actorOf = (viewer: Viewer): Actor => ({ userId: viewer.user.id, login: viewer.user.email });

/** The input's fields as changes: absent and null leave a field as it is. */
function changesOf(input: ProductFieldsInput): ProductChanges {
  const changes: ProductChanges = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (key === 'dimensions') {
      const d = value as NonNullable<ProductFieldsInput['dimensions']>;
      changes.dimensions = {
        heightCm: d.heightCm ?? null,
        widthCm: d.widthCm ?? null,
        depthCm: d.depthCm ?? null,
        grossWeightKg: d.grossWeightKg ?? null,
        netWeightKg: d.netWeightKg ?? null,
      };
    } else if (key === 'nutrition') {
      changes.nutrition = (value as NonNullable<ProductFieldsInput['nutrition']>).map((line) => ({ ...line, dailyValue: line.dailyValue ?? null }));
    } else if (key === 'measure') {
      const unit = measureOf(value as string);
      if (!unit) throw new InputError(`Campo "measure": unidade de medida desconhecida (${value as string}).`, 'measure');
      changes.measure = unit.acronym;
    } else if (key === 'ncm') {
      changes.ncm = (value as string).replace(/\./g, '');
    } else if (typeof value === 'string') {
      (changes as Record<string, unknown>)[key] = value.trim();
    } else {
      (changes as Record<string, unknown>)[key] = value;
    }
  }
  return changes;
}

export const catalogueQueries = {
  products: async (_parent: unknown, args: unknown, ctx: never) => {
    const viewer = requireViewer(ctx);
    return toConnection(await listCatalogue((ctx as { services: { db: never } }).services.db, viewer.account.id, validate(productsArgs, args)));
  },
  product: async (_parent: unknown, args: unknown, ctx: { services: { db: never } }) => {
    const viewer = requireViewer(ctx as never);
    const { id } = validate(productArgs, args);
    return getCatalogueProduct(ctx.services.db, viewer.account.id, idOf(id, 'CatalogueProduct'));
  },
  listDepartment: async (_parent: unknown, _args: unknown, ctx: { services: { db: never } }) => listDepartments(ctx.services.db, requireViewer(ctx as never).account.id),
  listMeasure: () => MEASURE_UNITS.map((unit) => ({ ...unit, active: true })),
  productUpload: async (_parent: unknown, args: { id: string }, ctx: { services: { db: never } }) =>
    getUpload(ctx.services.db, requireViewer(ctx as never).account.id, String(args.id)),
  storeProducts: async (_parent: unknown, args: unknown, ctx: Ctx) => {
    const viewer = requireViewer(ctx);
    const { storeId, ...rest } = validate(storeProductsArgs, args);
    return toConnection(await listStoreProducts(ctx.services.db, viewer.account.id, { ...rest, storeId: storeId ? idOf(storeId, 'Unit') : null }));
  },
  productsGroups: async (_parent: unknown, args: unknown, ctx: Ctx) =>
    listProductGroups(ctx.services.db, requireViewer(ctx).account.id, validate(productsGroupsArgs, args).search ?? null),
  productsGroup: async (_parent: unknown, args: unknown, ctx: Ctx) => getProductGroup(ctx.services.db, requireViewer(ctx).account.id, validate(productsGroupIdArgs, args).id),
  productsGroupNameAvailability: async (_parent: unknown, args: unknown, ctx: Ctx) => {
    const { name, id } = validate(productsGroupNameArgs, args);
    return isGroupNameAvailable(ctx.services.db, requireViewer(ctx).account.id, name, id ?? null);
  },
  storeProductById: async (_parent: unknown, args: { id: string }, ctx: Ctx) => {
    const key = parseStoreProductId(String(args.id));
    return key ? getStoreProduct(ctx.services.db, requireViewer(ctx).account.id, key.unitId, key.sku) : null;
  },
};

/** The store product fields of an input (absent optional numbers are null). */
const storeFieldsOfInput = (input: {
  price1?: number | null;
  stock?: number | null;
  stockBreak: boolean;
  order: number;
  active: boolean;
  sales: { active: boolean; discount?: number | null; minimumLimit?: number | null; maximumLimit?: number | null; price1?: number | null; price2?: number | null; type?: string | null; typeEcommerce?: string | null };
}) => ({
  price1: input.price1 ?? null,
  stock: input.stock ?? null,
  stockBreak: input.stockBreak,
  order: input.order,
  active: input.active,
  sales: {
    ...SALES_DEFAULTS,
    active: input.sales.active,
    discount: input.sales.discount ?? null,
    minimumLimit: input.sales.minimumLimit ?? null,
    maximumLimit: input.sales.maximumLimit ?? null,
    price1: input.sales.price1 ?? null,
    price2: input.sales.price2 ?? null,
    type: input.sales.type?.trim() || null,
    typeEcommerce: input.sales.typeEcommerce?.trim() || null,
  },
});

/** The mapping input as the upload reads it; an unknown field is an input error. */
function optionsOf(input: { mapping: { field: string; column: number }[]; updateExisting: boolean; fillMissingEans: boolean }): UploadOptions {
  const mapping: UploadMapping = {};
  for (const entry of input.mapping) {
    if (!UPLOAD_FIELDS.some((spec) => spec.field === entry.field)) throw new InputError(`Mapeamento: campo desconhecido (${entry.field}).`, 'mapping');
    if (mapping[entry.field as UploadField] !== undefined) throw new InputError(`Mapeamento: o campo ${entry.field} aparece duas vezes.`, 'mapping');
    mapping[entry.field as UploadField] = entry.column;
  }
  return { mapping, updateExisting: input.updateExisting, fillMissingEans: input.fillMissingEans };
}

type Ctx = Parameters<typeof requireViewer>[0];

export const catalogueMutations = {
  async createProduct(_parent: unknown, args: unknown, ctx: Ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(createProductArgs, args);
    const { sku, ...fields } = input;
    const saved = await saveProduct(ctx.services, viewer.account.id, actorOf(viewer), sku.trim(), changesOf(fields), { create: true, mutation: 'createProduct' });
    return { product: saved!.product, changedFields: saved!.changed.map((entry) => entry.field) };
  },
  async updateProduct(_parent: unknown, args: unknown, ctx: Ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(updateProductArgs, args);
    const { id, ...fields } = input;
    const saved = await saveProduct(ctx.services, viewer.account.id, actorOf(viewer), idOf(id, 'CatalogueProduct'), changesOf(fields), { create: false, mutation: 'updateProduct' });
    if (!saved) throw new NotFoundError('Produto não encontrado.');
    return { product: saved.product, changedFields: saved.changed.map((entry) => entry.field) };
  },
  async createStoreProduct(_parent: unknown, args: unknown, ctx: Ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(createStoreProductArgs, args);
    const saved = await saveStoreProduct(ctx.services.db, viewer.account.id, actorOf(viewer), idOf(input.storeId, 'Unit'), input.sku.trim(), storeFieldsOfInput(input), true);
    return { storeProduct: saved!.row, changedFields: saved!.changed };
  },
  async updateStoreProduct(_parent: unknown, args: unknown, ctx: Ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(updateStoreProductArgs, args);
    const key = parseStoreProductId(input.id);
    if (!key) throw new NotFoundError('Produto da loja não encontrado.');
    const saved = await saveStoreProduct(ctx.services.db, viewer.account.id, actorOf(viewer), key.unitId, key.sku, storeFieldsOfInput(input), false);
    if (!saved) throw new NotFoundError('Produto da loja não encontrado.');
    return { storeProduct: saved.row, changedFields: saved.changed };
  },
  async dryRunProductsGroupsBulkUpsert(_parent: unknown, args: unknown, ctx: Ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(productsGroupsUploadArgs, args);
    return dryRunGroupUpload(ctx.services.db, viewer.account.id, input.fileName, Buffer.from(input.base64, 'base64'), input.updateExisting);
  },
  async confirmProductsGroupsBulkUpsert(_parent: unknown, args: unknown, ctx: Ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(productsGroupsUploadArgs, args);
    return runGroupUpload(ctx.services.db, viewer.account.id, input.fileName, Buffer.from(input.base64, 'base64'), input.updateExisting);
  },
  async upsertProductsGroup(_parent: unknown, args: unknown, ctx: Ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(upsertProductsGroupArgs, args);
    const group = await upsertProductGroup(ctx.services.db, viewer.account.id, {
      id: input.id ?? null,
      name: input.name,
      image_url: input.image_url?.trim() || null,
      rules_exhibition: { active: input.rules_exhibition.active, start: input.rules_exhibition.start ?? null, finish: input.rules_exhibition.finish ?? null },
      category: input.category ?? '',
      categories_final_consumer: input.categories_final_consumer,
      skus: input.skus,
    });
    if (!group) throw new NotFoundError('Grupo de produtos não encontrado.');
    return { productsGroup: group };
  },
  async deleteProductsGroup(_parent: unknown, args: unknown, ctx: Ctx) {
    const viewer = requireViewer(ctx);
    const { id } = validate(productsGroupIdArgs, args);
    if (!(await deleteProductGroup(ctx.services.db, viewer.account.id, id))) throw new NotFoundError('Grupo de produtos não encontrado.');
    return { deletedId: id };
  },
  async cleanProductsDuplicates(_parent: unknown, _args: unknown, ctx: Ctx) {
    const viewer = requireViewer(ctx);
    return { merges: await cleanProductsDuplicates(ctx.services, viewer.account.id, actorOf(viewer)) };
  },
  async createCatalogueProductsReport(_parent: unknown, args: unknown, ctx: Ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(createCatalogueProductsReportArgs, args);
    const { fileFormat, emails, ...filters } = input;
    const asyncJob = await ctx.services.jobs.enqueue({
      accountId: viewer.account.id,
      userId: viewer.user.id,
      kind: CATALOGUE_REPORT_KIND,
      name: 'Catálogo de produtos',
      title: `Catálogo de produtos – ${viewer.account.name}`,
      payload: filters as Record<string, unknown>,
      fileFormat,
      emails: emails.map((email) => email.trim()),
    });
    return { asyncJob };
  },
  async dryRunProductsUpload(_parent: unknown, args: unknown, ctx: Ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(productsUploadArgs, args);
    const upload = await getUpload(ctx.services.db, viewer.account.id, input.uploadId);
    if (!upload) throw new NotFoundError('Arquivo de produtos não encontrado.');
    return dryRunStoredUpload(ctx.services.db, viewer.account.id, upload.id, optionsOf(input));
  },
  async runProductsUpload(_parent: unknown, args: unknown, ctx: Ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(productsUploadArgs, args);
    const upload = await getUpload(ctx.services.db, viewer.account.id, input.uploadId);
    if (!upload) throw new NotFoundError('Arquivo de produtos não encontrado.');
    const options = optionsOf(input);
    // the mapping is checked now (a dry run of nothing), not when the job runs
    const missing = UPLOAD_FIELDS.find((spec) => spec.required && options.mapping[spec.field] === undefined);
    if (missing) throw new InputError(`Mapeamento: associe uma coluna ao campo obrigatório ${missing.label}.`, `mapping.${missing.field}`);
    const payload: UploadJobPayload = { uploadId: upload.id, accountId: viewer.account.id, actor: actorOf(viewer) };
    const jobId = crypto.randomUUID();
    await startUpload(ctx.services.db, viewer.account.id, upload.id, options, jobId);
    const asyncJob = await ctx.services.jobs.enqueue({
      accountId: viewer.account.id,
      userId: viewer.user.id,
      kind: PRODUCTS_UPLOAD_KIND,
      name: 'Carga de produtos',
      title: `Carga de produtos (${upload.file_name}) – linhas recusadas`,
      payload: payload as unknown as Record<string, unknown>,
      fileFormat: 'CSV',
      emails: [viewer.user.email],
    });
    await ctx.services.db.query('update product_uploads set job_id = $2 where id = $1', [upload.id, asyncJob.id]);
    return { upload: { ...upload, status: 'running', job_id: asyncJob.id }, asyncJob };
  },
};

/** pt-BR names of the audited fields. */
const FIELD_LABELS: Record<AuditDelta['field'], string> = {
  legacySku: 'SKU antigo',
  eans: 'EANs',
  name: 'Nome',
  longName: 'Nome completo',
  department: 'Departamento',
  category: 'Categoria',
  subcategory: 'Subcategoria',
  brand: 'Marca',
  measure: 'Unidade de medida',
  isWeightable: 'Pesável',
  active: 'Ativo',
  description: 'Descrição',
  nutrition: 'Tabela nutricional',
  dimensions: 'Dimensões e pesos',
  ncm: 'NCM',
  keywords: 'Palavras-chave',
  synonyms: 'Sinônimos',
  variations: 'Variações',
  images: 'Imagens',
  duplicates: 'Duplicados incorporados',
};

/** pt-BR names of a store product's audited fields. */
const STORE_FIELD_LABELS: Record<string, string> = {
  'store.price1': 'Preço na loja',
  'store.stock': 'Estoque',
  'store.stockBreak': 'Ruptura',
  'store.order': 'Ordem',
  'store.active': 'Ativo na loja',
  'store.sales': 'Configuração de venda',
};

const DIMENSION_LABELS = [
  ['heightCm', 'altura', 'cm'],
  ['widthCm', 'largura', 'cm'],
  ['depthCm', 'profundidade', 'cm'],
  ['grossWeightKg', 'peso bruto', 'kg'],
  ['netWeightKg', 'peso líquido', 'kg'],
] as const;
const decimal = (value: number) => String(value).replace('.', ',');

/** A value as the history shows it. */
function shown(field: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (field === 'eans') {
    return (value as { ean: string; isMain: boolean; packingQuantity: number }[])
      .map((ean) => `${ean.ean}${ean.isMain ? ' (principal)' : ''}${ean.packingQuantity !== 1 ? ` ×${ean.packingQuantity}` : ''}`)
      .join(', ');
  }
  if (field === 'measure') return String(value).toUpperCase();
  if (field === 'dimensions') {
    const d = value as Record<string, number | null>;
    const parts = DIMENSION_LABELS.filter(([key]) => d[key] != null).map(([key, label, unit]) => `${label} ${decimal(d[key]!)} ${unit}`);
    return parts.length ? parts.join(', ') : null;
  }
  if (field === 'variations') {
    return (value as { name: string; percentage: number; isDefault: boolean }[]).map((v) => `${v.name} ${decimal(v.percentage)}%${v.isDefault ? ' (padrão)' : ''}`).join(', ');
  }
  if (field === 'nutrition') {
    return (value as { nutrient: string; amount: string; dailyValue: number | null }[]).map((n) => `${n.nutrient} ${n.amount}${n.dailyValue != null ? ` (${decimal(n.dailyValue)}% VD)` : ''}`).join(', ');
  }
  if (field === 'store.sales') {
    const sales = value as { active: boolean; discount: number | null; minimumLimit: number | null; maximumLimit: number | null; price1: number | null; price2: number | null; type: string | null };
    const parts = [sales.active ? 'venda ativa' : 'venda inativa'];
    if (sales.type) parts.push(`tipo ${sales.type}`);
    if (sales.price1 != null) parts.push(`preço 1 ${decimal(sales.price1)}`);
    if (sales.price2 != null) parts.push(`preço 2 ${decimal(sales.price2)}`);
    if (sales.discount != null) parts.push(`desconto ${decimal(sales.discount)}%`);
    if (sales.minimumLimit != null || sales.maximumLimit != null) parts.push(`limites ${sales.minimumLimit ?? '-'} a ${sales.maximumLimit ?? '-'}`);
    return parts.join(', ');
  }
  if (typeof value === 'number') return decimal(value);
  if (field === 'images') return (value as { url: string }[]).map((image) => image.url).join(', ');
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const iso = (value: Date | string) => new Date(value).toISOString();

export const CatalogueProduct = {
  id: (row: CatalogueRow) => toGlobalId('CatalogueProduct', row.sku),
  legacySku: (row: CatalogueRow) => row.legacy_sku,
  eans: (row: CatalogueRow) => fieldsOf(row).eans,
  ean: (row: CatalogueRow) => row.eans[0] ?? null,
  longName: (row: CatalogueRow) => row.long_name,
  measure: (row: CatalogueRow) => {
    const unit = measureOf(row.measure);
    return unit ? { ...unit, active: true } : { acronym: row.measure, code: row.measure.toUpperCase(), name: row.measure, fractionalSale: false, active: false };
  },
  isWeightable: (row: CatalogueRow) => row.is_weightable,
  price: (row: CatalogueRow) => (row.price === null ? null : Number(row.price)),
  manuallyEdited: (row: CatalogueRow) => row.manually_edited,
  editedFields: (row: CatalogueRow) => row.edited_fields,
  description: (row: CatalogueRow) => fieldsOf(row).description,
  nutrition: (row: CatalogueRow) => fieldsOf(row).nutrition,
  dimensions: (row: CatalogueRow) => fieldsOf(row).dimensions,
  ncm: (row: CatalogueRow) => fieldsOf(row).ncm,
  keywords: (row: CatalogueRow) => fieldsOf(row).keywords,
  synonyms: (row: CatalogueRow) => fieldsOf(row).synonyms,
  variations: (row: CatalogueRow) => fieldsOf(row).variations,
  // an address from the ERP has no variants: the image itself stands in for them
  images: (row: CatalogueRow) =>
    [...fieldsOf(row).images]
      .sort((a, b) => a.order - b.order)
      .map((image) => ({ ...image, urlThumbnail: image.urlThumbnail ?? image.url, urlMiniature: image.urlMiniature ?? image.url })),
  duplicates: (row: CatalogueRow) => row.details?.duplicates ?? [],
  mergedInto: (row: CatalogueRow) => row.details?.mergedInto ?? null,
  createdAt: (row: CatalogueRow) => iso(row.created_at),
  updatedAt: (row: CatalogueRow) => iso(row.updated_at),
  history: async (row: CatalogueRow, _args: unknown, ctx: Ctx) => {
    const entries = await productHistory(ctx.services.db, requireViewer(ctx).account.id, row.sku);
    return entries.map((entry) => ({
      id: entry.id,
      mutation: entry.mutation,
      userLogin: entry.user_login,
      createdAt: iso(entry.created_at),
      delta: entry.delta.map((change) => ({
        field: change.field,
        description: change.store ? `${STORE_FIELD_LABELS[change.field] ?? change.field} (${change.store})` : (FIELD_LABELS[change.field] ?? change.field),
        old: shown(change.field, change.old),
        new: shown(change.field, change.new),
      })),
    }));
  },
};

const STATUS = { uploaded: 'UPLOADED', running: 'RUNNING', finished: 'FINISHED', failed: 'FAILED' } as const;

export const StoreProduct = {
  id: (row: StoreProductRow) => storeProductId(row.unit_id, row.sku),
  storeId: (row: StoreProductRow) => toGlobalId('Unit', row.unit_id),
  storeName: (row: StoreProductRow) => row.unit_name,
  productId: (row: StoreProductRow) => toGlobalId('CatalogueProduct', row.sku),
  price1: (row: StoreProductRow) => storeFieldsOf(row).price1,
  stock: (row: StoreProductRow) => storeFieldsOf(row).stock,
  stockBreak: (row: StoreProductRow) => row.stock_break,
  order: (row: StoreProductRow) => row.sort_order,
  createdManually: (row: StoreProductRow) => row.created_manually,
  sales: (row: StoreProductRow) => storeFieldsOf(row).sales,
  updatedAt: (row: StoreProductRow) => iso(row.updated_at),
};

export const ProductsGroup = {
  _id: (row: ProductGroupRow) => row.id,
  rules_exhibition: (row: ProductGroupRow) => ({ active: row.rules_exhibition.active ?? false, start: row.rules_exhibition.start ?? null, finish: row.rules_exhibition.finish ?? null }),
  products_qty: (row: ProductGroupRow) => row.skus.length,
  products: async (row: ProductGroupRow, _args: unknown, ctx: Ctx) =>
    row.skus.length === 0
      ? []
      : ctx.services.db.query(`select ${CATALOGUE_COLUMNS} from products where account_id = $1 and sku = any($2) order by name_search, sku`, [requireViewer(ctx).account.id, row.skus]),
  updatedAt: (row: ProductGroupRow) => iso(row.updated_at),
};

export const ProductUpload = {
  fileName: (row: ProductUploadRow) => row.file_name,
  lineCount: (row: ProductUploadRow) => row.line_count,
  status: (row: ProductUploadRow) => STATUS[row.status],
  guessedMapping: (row: ProductUploadRow) => Object.entries(guessMapping(row.header)).map(([field, column]) => ({ field, column })),
  fields: () => UPLOAD_FIELDS.map(({ field, label, required }) => ({ field, label, required })),
  jobId: (row: ProductUploadRow) => row.job_id,
  progress: async (row: ProductUploadRow, _args: unknown, ctx: Ctx) => {
    if (row.status === 'finished') return 1;
    if (!row.job_id) return 0;
    const [job] = await ctx.services.db.query<{ progress: number }>('select progress from async_jobs where id = $1 and account_id = $2', [row.job_id, row.account_id]);
    return Math.min(1, Math.max(0, Number(job?.progress ?? 0)));
  },
};
