export { ReferencePeriodPicker } from './ReferencePeriodPicker';
export type { ReferencePeriodPickerProps } from './ReferencePeriodPicker';
export { comparedPeriodsVariables, readComparedPeriods, readReferencePeriod, REFERENCE_PARAMS } from './referencePeriod';
export type { ComparedPeriods, ReferencePeriod } from './referencePeriod';
/** The part's texts, for the app's id types (src/app/i18n); the part scopes them itself. */
export { messages } from './i18n/pt-BR';
