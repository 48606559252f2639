import { array, boolean, enums, integer, nullable, number, object, optional, refine, size, string, type Infer } from 'superstruct';
import { globalId, listArgs, plainText, requiredText, searchTerm } from '../../validation';
import { recipients } from '../jobs';

const optionalText = (max: number) => optional(nullable(plainText(max)));
/** A non-negative number up to `max` (dimensions, weights, percentages). */
const amount = (max: number) => refine(number(), 'valor', (value) => (value >= 0 && value <= max) || `deve ser um número entre 0 e ${max}`);

const ean = object({
  ean: refine(string(), 'ean', (value) => /^\d{8,14}$/.test(value) || 'deve ter de 8 a 14 dígitos'),
  isMain: boolean(),
  packingQuantity: refine(integer(), 'quantidade', (value) => (value >= 1 && value <= 100_000) || 'deve ser um inteiro de 1 a 100000'),
});

/** An image's address: one uploaded here (/api/uploads/…) or an http(s) one (an ERP's, a bucket's). */
const imageUrl = refine(plainText(1_000), 'url', (value) => /^(https?:\/\/|\/api\/uploads\/)/.test(value) || 'deve ser um endereço http(s) ou uma imagem enviada');

const productFields = {
  legacySku: optionalText(60),
  eans: optional(nullable(size(array(ean), 0, 20))),
  longName: optionalText(500),
  department: optionalText(120),
  category: optionalText(120),
  subcategory: optionalText(120),
  brand: optionalText(120),
  measure: optional(nullable(requiredText(10))),
  isWeightable: optional(nullable(boolean())),
  active: optional(nullable(boolean())),
  description: optionalText(5_000),
  nutrition: optional(nullable(size(array(object({ nutrient: requiredText(80), amount: requiredText(40), dailyValue: optional(nullable(amount(1_000))) })), 0, 60))),
  dimensions: optional(
    nullable(
      object({
        heightCm: optional(nullable(amount(10_000))),
        widthCm: optional(nullable(amount(10_000))),
        depthCm: optional(nullable(amount(10_000))),
        grossWeightKg: optional(nullable(amount(100_000))),
        netWeightKg: optional(nullable(amount(100_000))),
      }),
    ),
  ),
  ncm: optional(nullable(refine(string(), 'ncm', (value) => value === '' || /^\d{8}$/.test(value.replace(/\./g, '')) || 'deve ter 8 dígitos'))),
  keywords: optional(nullable(size(array(requiredText(60)), 0, 50))),
  synonyms: optional(nullable(size(array(requiredText(120)), 0, 50))),
  variations: optional(nullable(size(array(object({ name: requiredText(80), percentage: amount(1_000), isDefault: boolean() })), 0, 30))),
  images: optional(
    nullable(
      size(
        array(
          object({
            url: imageUrl,
            urlThumbnail: optional(nullable(imageUrl)),
            urlMiniature: optional(nullable(imageUrl)),
            isMain: boolean(),
            order: integer(),
          }),
        ),
        0,
        20,
      ),
    ),
  ),
};

export const createProductArgs = object({
  input: object({
    sku: refine(requiredText(60), 'sku', (value) => !/[\r\n]/.test(value) || 'não pode ter quebras de linha'),
    name: requiredText(300),
    ...productFields,
  }),
});

export const updateProductArgs = object({
  input: object({ id: globalId(), name: optional(nullable(requiredText(300))), ...productFields }),
});

export type ProductFieldsInput = Omit<Infer<typeof updateProductArgs>['input'], 'id'>;

const sort = optional(nullable(enums(['NAME', 'SKU', 'DEPARTMENT', 'UPDATED_AT'] as const)));
const direction = optional(nullable(enums(['ASC', 'DESC'] as const)));
const filters = {
  search: searchTerm(),
  department: optionalText(120),
  active: optional(nullable(boolean())),
  manuallyEdited: optional(nullable(boolean())),
  sort,
  direction,
};

export const productsArgs = object({ ...listArgs().schema, ...filters });

export const productArgs = object({ id: globalId() });

export const createCatalogueProductsReportArgs = object({
  input: object({ ...filters, fileFormat: enums(['CSV', 'XLSX'] as const), emails: recipients }),
});

export const productsUploadArgs = object({
  input: object({
    uploadId: refine(string(), 'id', (value) => /^[0-9a-f-]{36}$/i.test(value) || 'deve ser um identificador válido'),
    mapping: size(array(object({ field: requiredText(40), column: refine(integer(), 'coluna', (value) => value >= 0 || 'deve ser 0 ou mais') })), 1, 30),
    updateExisting: boolean(),
    fillMissingEans: boolean(),
  }),
});

export const uploadBody = object({
  fileName: requiredText(200),
  base64: string(),
});

const money = optional(nullable(amount(1_000_000)));
const storeProductFields = {
  price1: money,
  stock: optional(nullable(refine(number(), 'estoque', (value) => Math.abs(value) <= 1e9 || 'está fora do permitido'))),
  stockBreak: boolean(),
  order: refine(integer(), 'ordem', (value) => (value >= 0 && value <= 1_000_000) || 'deve ser um inteiro de 0 a 1000000'),
  active: boolean(),
  sales: object({
    active: boolean(),
    discount: money,
    minimumLimit: money,
    maximumLimit: money,
    price1: money,
    price2: money,
    type: optionalText(30),
    typeEcommerce: optionalText(30),
  }),
};

export const createStoreProductArgs = object({ input: object({ storeId: globalId(), sku: requiredText(60), ...storeProductFields }) });
export const updateStoreProductArgs = object({ input: object({ id: globalId(), ...storeProductFields }) });
export const storeProductsArgs = object({ ...listArgs().schema, storeId: optional(nullable(globalId())), active: optional(nullable(boolean())) });

const uuid = () => refine(string(), 'id', (value) => /^[0-9a-f-]{36}$/i.test(value) || 'deve ser um identificador válido');
const day = () => refine(string(), 'data', (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) || 'deve ser uma data no formato AAAA-MM-DD');

export const upsertProductsGroupArgs = object({
  input: object({
    id: optional(nullable(uuid())),
    name: requiredText(120),
    // an https address, or an image sent to our file store (the dialog's upload); '' = none
    image_url: optional(nullable(refine(plainText(1_000), 'url', (value) => value === '' || /^(https?:\/\/|\/api\/uploads\/)/.test(value) || 'deve ser um endereço http(s) ou uma imagem enviada'))),
    rules_exhibition: object({ active: boolean(), start: optional(nullable(day())), finish: optional(nullable(day())) }),
    category: optionalText(120),
    categories_final_consumer: size(array(object({ department: plainText(120), category: plainText(120), sub_category: plainText(120) })), 0, 50),
    skus: size(array(requiredText(60)), 0, 5_000),
  }),
});
/** A product-group file: small (the GraphQL body carries it), base64. */
export const productsGroupsUploadArgs = object({
  input: object({
    fileName: requiredText(200),
    base64: refine(size(string(), 1, 2_800_000), 'base64', (value) => /^[A-Za-z0-9+/=\s]*$/.test(value) || 'o arquivo não está em base64 (inválido)'),
    updateExisting: boolean(),
  }),
});
export const productsGroupNameArgs = object({ name: requiredText(120), id: optional(nullable(uuid())) });
export const productsGroupsArgs = object({ search: searchTerm() });
export const productsGroupIdArgs = object({ id: uuid() });
