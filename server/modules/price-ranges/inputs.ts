import { array, nullable, number, object, optional, refine, size, string, type Infer } from 'superstruct';
import { isoDate, unitIds } from '../../shared/filters';
import { plainText, requiredText } from '../../validation';

/** How many products one analysis may hold (issue 9's bench: 200 over two 90-day periods). */
export const MAX_PRODUCTS = 500;
/** Fewest and most ranges: two is the least that splits anything; past ten the ranges get too thin to read. */
export const MIN_RANGES = 2;
export const MAX_RANGES = 10;
/** The longest period (each of the two): the generator keeps two years of sales. */
export const MAX_PERIOD_DAYS = 366;

const days = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;

/** range_count: required (spec §5), a whole number from MIN_RANGES to MAX_RANGES. */
const rangeCount = refine(nullable(number()), 'faixas', (value) => {
  if (value === null) return 'informe o número de faixas';
  if (!Number.isInteger(value)) return 'deve ser um número inteiro';
  return (value >= MIN_RANGES && value <= MAX_RANGES) || `deve ser de ${MIN_RANGES} a ${MAX_RANGES} faixas`;
});

/** upsertPriceRangesAnalytics's input; pt-BR messages through server/validation.ts. */
export const analysisInput = refine(
  object({
    id: optional(nullable(size(string(), 1, 60))),
    name: requiredText(80),
    description: optional(nullable(plainText(500))),
    products: refine(size(array(size(string(), 1, 60)), 0, MAX_PRODUCTS), 'produtos', (skus) =>
      skus.length > 0 || 'escolha ao menos um produto'),
    units: unitIds(),
    referenceStart: isoDate(),
    referenceEnd: isoDate(),
    analyzedStart: isoDate(),
    analyzedEnd: isoDate(),
    range_count: rangeCount,
  }),
  'periodos',
  (input) => {
    if (input.referenceStart > input.referenceEnd) return 'a data inicial do período de referência deve ser anterior ou igual à final';
    if (input.analyzedStart > input.analyzedEnd) return 'a data inicial do período analisado deve ser anterior ou igual à final';
    if (days(input.referenceStart, input.referenceEnd) > MAX_PERIOD_DAYS || days(input.analyzedStart, input.analyzedEnd) > MAX_PERIOD_DAYS) {
      return `cada período pode ter no máximo ${MAX_PERIOD_DAYS} dias`;
    }
    return input.referenceEnd < input.analyzedStart || 'o período de referência deve terminar antes do início do período analisado';
  },
);
export type AnalysisInput = Infer<typeof analysisInput>;
