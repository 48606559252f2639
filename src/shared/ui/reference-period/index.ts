export { ReferencePeriodPicker } from './ReferencePeriodPicker';
export type { ReferencePeriodPickerProps } from './ReferencePeriodPicker';
export { comparedPeriodsVariables, readComparedPeriods, readReferencePeriod, REFERENCE_PARAMS } from './referencePeriod';
export type { ComparedPeriods, ReferencePeriod } from './referencePeriod';
