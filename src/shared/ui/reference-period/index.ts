export { ReferencePeriodPicker } from './ReferencePeriodPicker';
export type { ReferencePeriodPickerProps } from './ReferencePeriodPicker';
export { readReferencePeriod, REFERENCE_PARAMS } from './referencePeriod';
export type { ReferencePeriod } from './referencePeriod';
