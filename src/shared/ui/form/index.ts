export { StructForm } from './Form';
export type { StructFormProps } from './Form';
export { CheckboxField, EmailField, MaskedField, MoneyField, PasswordField, SelectInputField, TextAreaField, TextInputField } from './fields';
export type { CheckboxFieldProps, FieldMessages, MaskedFieldProps, SelectInputFieldProps, TextAreaFieldProps, TextInputFieldProps } from './fields';
export { MASKS, applyPattern, formatMoney, parseMoney } from './masks';
export type { MaskKind } from './masks';
export { fieldName, submissionErrorsOf } from './serverErrors';
