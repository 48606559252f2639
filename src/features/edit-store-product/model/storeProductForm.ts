import { boolean, refine, string, type, type Infer } from 'superstruct';
import { parseNumber } from '@/shared/lib/number';
import { REQUIRED } from '@/shared/lib/validation';

/** Error codes of the store product form's own rules (texts: `editStoreProduct.error.*`). */
export const STORE_PRODUCT_FORM_CODES = ['number', 'integer', 'limits', 'percent'] as const;

const decimal = refine(string(), 'number', (value) => value.trim() === '' || (parseNumber(value) ?? -1) >= 0);
const required = refine(string(), REQUIRED, (value) => value.trim().length > 0);

/** The form's rules (the server checks them again). */
export const storeProductFormStruct = type({
  storeId: required,
  sku: required,
  price1: decimal,
  stock: refine(string(), 'number', (value) => value.trim() === '' || parseNumber(value) !== null),
  stockBreak: boolean(),
  order: refine(string(), 'integer', (value) => /^\d{1,7}$/.test(value.trim())),
  active: boolean(),
  sales: refine(
    type({
      active: boolean(),
      type: string(),
      discount: refine(decimal, 'percent', (value) => value.trim() === '' || (parseNumber(value) ?? 0) <= 100),
      minimumLimit: decimal,
      maximumLimit: decimal,
      price1: decimal,
      price2: decimal,
    }),
    'limits',
    (sales) => {
      const min = parseNumber(sales.minimumLimit);
      const max = parseNumber(sales.maximumLimit);
      return min === null || max === null || min <= max;
    },
  ),
});

export type StoreProductFormValues = Infer<typeof storeProductFormStruct>;

const text = (value: number | null | undefined) => (value == null ? '' : String(value).replace('.', ','));
const numberOrNull = (value: string) => (value.trim() === '' ? null : parseNumber(value));

/** What the form starts with for a store product (or a new one). */
export function storeFormValuesOf(product: {
  storeId: string;
  sku: string;
  price1?: number | null;
  stock?: number | null;
  stockBreak: boolean;
  order: number;
  active: boolean;
  sales: { active: boolean; type?: string | null; discount?: number | null; minimumLimit?: number | null; maximumLimit?: number | null; price1?: number | null; price2?: number | null };
} | null): StoreProductFormValues {
  return {
    storeId: product?.storeId ?? '',
    sku: product?.sku ?? '',
    price1: text(product?.price1),
    stock: text(product?.stock),
    stockBreak: product?.stockBreak ?? false,
    order: String(product?.order ?? 0),
    active: product?.active ?? true,
    sales: {
      active: product?.sales.active ?? false,
      type: product?.sales.type ?? '',
      discount: text(product?.sales.discount),
      minimumLimit: text(product?.sales.minimumLimit),
      maximumLimit: text(product?.sales.maximumLimit),
      price1: text(product?.sales.price1),
      price2: text(product?.sales.price2),
    },
  };
}

/** The mutation's fields of the form's values (create adds the store and SKU; update the id). */
export function storeProductInputOf(values: StoreProductFormValues) {
  return {
    price1: numberOrNull(values.price1),
    stock: numberOrNull(values.stock),
    stockBreak: values.stockBreak,
    order: Number(values.order),
    active: values.active,
    sales: {
      active: values.sales.active,
      type: values.sales.type || null,
      discount: numberOrNull(values.sales.discount),
      minimumLimit: numberOrNull(values.sales.minimumLimit),
      maximumLimit: numberOrNull(values.sales.maximumLimit),
      price1: numberOrNull(values.sales.price1),
      price2: numberOrNull(values.sales.price2),
    },
  };
}
