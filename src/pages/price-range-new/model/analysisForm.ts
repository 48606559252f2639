import { array, object, optional, refine, size, string, type Infer } from 'superstruct';
import { calendarDate, requiredString } from '@/shared/lib/validation';

/** The number of ranges the form offers (the server takes 2 to 10). */
export const RANGE_COUNTS = ['2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;
/** Products one analysis may hold (the server's limit). */
export const MAX_PRODUCTS = 500;

/** The new-analysis form's rules (the server checks them again, and the periods' order). */
export const analysisFormStruct = object({
  name: size(requiredString(), 1, 80),
  description: optional(size(string(), 0, 500)),
  products: refine(size(array(string()), 0, MAX_PRODUCTS), 'noProducts', (skus) => skus.length > 0),
  units: optional(size(array(string()), 0, 1000)),
  referenceStart: calendarDate(),
  referenceEnd: calendarDate(),
  analyzedStart: calendarDate(),
  analyzedEnd: calendarDate(),
  // required (spec §5): a missing choice fails as 'required'
  range_count: refine(string(), 'required', (value) => (RANGE_COUNTS as readonly string[]).includes(value)),
});

export type AnalysisFormValues = Infer<typeof analysisFormStruct>;

/** The form's values as upsertPriceRangesAnalytics takes them. */
export function toAnalysisInput(values: AnalysisFormValues) {
  return {
    name: values.name.trim(),
    description: values.description?.trim() || null,
    products: values.products,
    units: values.units?.length ? values.units : null,
    referenceStart: values.referenceStart,
    referenceEnd: values.referenceEnd,
    analyzedStart: values.analyzedStart,
    analyzedEnd: values.analyzedEnd,
    range_count: Number(values.range_count),
  };
}

