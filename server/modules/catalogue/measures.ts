/** A measure unit of the catalogue (spec §3 "Measure units"): its acronym maps to an upper-case code. */
export interface MeasureUnit {
  /** the acronym products keep (lower case, as ingestion receives it) */
  acronym: string;
  /** the upper-case code of spec §3 */
  code: string;
  name: string;
  /** sold in fractions (by weight or volume) */
  fractionalSale: boolean;
}

/** The measure units of spec §3, in its order. */
export const MEASURE_UNITS: readonly MeasureUnit[] = [
  { acronym: 'mil', code: 'MIL', name: 'Milheiro', fractionalSale: false },
  { acronym: 'ctl', code: 'CTL', name: 'Centilitro', fractionalSale: true },
  { acronym: 'lt', code: 'LT', name: 'Litro', fractionalSale: true },
  { acronym: 'dz', code: 'DZ', name: 'Dúzia', fractionalSale: false },
  { acronym: 'bdj', code: 'BDJ', name: 'Bandeja', fractionalSale: false },
  { acronym: 'cx', code: 'CX', name: 'Caixa', fractionalSale: false },
  { acronym: 'mm', code: 'MM', name: 'Milímetro', fractionalSale: true },
  { acronym: 'cm2', code: 'CM2', name: 'Centímetro quadrado', fractionalSale: true },
  { acronym: 'cm', code: 'CM', name: 'Centímetro', fractionalSale: true },
  { acronym: 'm3', code: 'M3', name: 'Metro cúbico', fractionalSale: true },
  { acronym: 'm2', code: 'M2', name: 'Metro quadrado', fractionalSale: true },
  { acronym: 'm', code: 'M', name: 'Metro', fractionalSale: true },
  { acronym: 'ml', code: 'ML', name: 'Mililitro', fractionalSale: true },
  { acronym: 'l', code: 'L', name: 'Litro', fractionalSale: true },
  { acronym: 'gr', code: 'GR', name: 'Grama', fractionalSale: true },
  { acronym: 'kg', code: 'KG', name: 'Quilograma', fractionalSale: true },
  { acronym: 'un', code: 'UN', name: 'Unidade', fractionalSale: false },
];

const BY_ACRONYM = new Map(MEASURE_UNITS.map((unit) => [unit.acronym, unit]));
// what chains also write for the same units
const ALIASES: Record<string, string> = { g: 'gr', und: 'un', unid: 'un', unidade: 'un', lts: 'lt', litro: 'l', kilo: 'kg', quilo: 'kg', caixa: 'cx', duzia: 'dz', bandeja: 'bdj' };

/** The measure unit of an acronym (any case, a few common spellings), or null when unknown. */
export function measureOf(acronym: string): MeasureUnit | null {
  const key = acronym.trim().toLowerCase();
  return BY_ACRONYM.get(ALIASES[key] ?? key) ?? null;
}
