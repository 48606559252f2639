import { array, boolean, refine, string, type, type Infer } from 'superstruct';
import { isValidGtin } from '@/shared/lib/gtin';
import { parseNumber } from '@/shared/lib/number';
import { REQUIRED } from '@/shared/lib/validation';

/** Error codes of the product form's own rules (their pt-BR texts are the page's `productEdit.error.*`). */
export const PRODUCT_FORM_CODES = ['gtin', 'packing', 'oneMain', 'oneMainImage', 'ncm', 'number', 'tooLong'] as const;

const text = (max: number) => refine(string(), 'tooLong', (value) => value.length <= max);
const required = (max: number) => refine(text(max), REQUIRED, (value) => value.trim().length > 0);
const decimal = refine(string(), 'number', (value) => value.trim() === '' || (parseNumber(value) ?? -1) >= 0);

/** The form's rules, checked before anything is sent (the server checks them again). */
export const productFormStruct = type({
  sku: required(60),
  name: required(300),
  longName: text(500),
  legacySku: text(60),
  department: text(120),
  category: text(120),
  subcategory: text(120),
  brand: text(120),
  measure: required(10),
  isWeightable: boolean(),
  active: boolean(),
  ncm: refine(string(), 'ncm', (value) => value.trim() === '' || /^\d{8}$/.test(value.replace(/[.\s]/g, ''))),
  description: text(5_000),
  keywords: text(2_000),
  synonyms: text(2_000),
  eans: refine(
    array(
      type({
        ean: refine(string(), 'gtin', (value) => isValidGtin(value.trim())),
        isMain: boolean(),
        packingQuantity: refine(string(), 'packing', (value) => /^\d{1,6}$/.test(value.trim()) && Number(value) >= 1),
      }),
    ),
    'oneMain',
    (list) => list.length === 0 || list.filter((ean) => ean.isMain).length === 1,
  ),
  dimensions: type({ heightCm: decimal, widthCm: decimal, depthCm: decimal, grossWeightKg: decimal, netWeightKg: decimal }),
  // in the order shown; at most MAX_IMAGES (the server's limit)
  images: refine(
    array(type({ url: string(), urlThumbnail: string(), urlMiniature: string(), isMain: boolean() })),
    'oneMainImage',
    (list) => list.length === 0 || list.filter((image) => image.isMain).length === 1,
  ),
});

/** Images a product may have (the server's limit). */
export const MAX_IMAGES = 20;

export type ProductFormValues = Infer<typeof productFormStruct>;
export type DimensionKey = keyof ProductFormValues['dimensions'];
export const DIMENSION_KEYS: readonly DimensionKey[] = ['heightCm', 'widthCm', 'depthCm', 'grossWeightKg', 'netWeightKg'];

/** What the form starts with for a product (or a new one). */
export function formValuesOf(product: {
  sku: string;
  name: string;
  longName: string;
  legacySku: string;
  department: string;
  category: string;
  subcategory: string;
  brand: string;
  measure: { acronym: string };
  isWeightable: boolean;
  active: boolean;
  ncm: string;
  description: string;
  keywords: readonly string[];
  synonyms: readonly string[];
  eans: readonly { ean: string; isMain: boolean; packingQuantity: number }[];
  dimensions?: Partial<Record<DimensionKey, number | null | undefined>> | null;
  images?: readonly { url: string; urlThumbnail: string; urlMiniature: string; isMain: boolean }[];
} | null): ProductFormValues {
  const dimension = (key: DimensionKey) => {
    const value = product?.dimensions?.[key];
    return value == null ? '' : String(value).replace('.', ',');
  };
  return {
    sku: product?.sku ?? '',
    name: product?.name ?? '',
    longName: product?.longName ?? '',
    legacySku: product?.legacySku ?? '',
    department: product?.department ?? '',
    category: product?.category ?? '',
    subcategory: product?.subcategory ?? '',
    brand: product?.brand ?? '',
    measure: product?.measure.acronym ?? 'un',
    isWeightable: product?.isWeightable ?? false,
    active: product?.active ?? true,
    ncm: product?.ncm ?? '',
    description: product?.description ?? '',
    keywords: (product?.keywords ?? []).join(', '),
    synonyms: (product?.synonyms ?? []).join(', '),
    eans: (product?.eans ?? []).map((ean) => ({ ean: ean.ean, isMain: ean.isMain, packingQuantity: String(ean.packingQuantity) })),
    dimensions: Object.fromEntries(DIMENSION_KEYS.map((key) => [key, dimension(key)])) as ProductFormValues['dimensions'],
    // the server answers them in their order
    images: (product?.images ?? []).map(({ url, urlThumbnail, urlMiniature, isMain }) => ({ url, urlThumbnail, urlMiniature, isMain })),
  };
}

const list = (value: string) => [...new Set(value.split(',').map((item) => item.trim()).filter(Boolean))];
const numberOrNull = (value: string) => (value.trim() === '' ? null : parseNumber(value));

/** The mutation's input fields of the form's values (createProduct adds the SKU; updateProduct the id). */
export function productInputOf(values: ProductFormValues) {
  const dimensions = Object.fromEntries(DIMENSION_KEYS.map((key) => [key, numberOrNull(values.dimensions[key])]));
  return {
    name: values.name.trim(),
    longName: values.longName.trim(),
    legacySku: values.legacySku.trim(),
    department: values.department.trim(),
    category: values.category.trim(),
    subcategory: values.subcategory.trim(),
    brand: values.brand.trim(),
    measure: values.measure,
    isWeightable: values.isWeightable,
    active: values.active,
    ncm: values.ncm.replace(/[.\s]/g, ''),
    description: values.description.trim(),
    keywords: list(values.keywords),
    synonyms: list(values.synonyms),
    eans: values.eans.map((ean) => ({ ean: ean.ean.trim(), isMain: ean.isMain, packingQuantity: Number(ean.packingQuantity) })),
    dimensions: Object.values(dimensions).every((value) => value === null) ? null : dimensions,
    images: values.images.map((image, order) => ({ ...image, order })),
  };
}
