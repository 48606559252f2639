// The SMS editor pieces (issue 11) the message templates and the campaign wizard share.
export { SmsMessageEditor } from './ui/SmsMessageEditor';
export type { SmsMessageEditorProps } from './ui/SmsMessageEditor';
export { MessageVariablePicker, insertPlaceholder } from './ui/MessageVariablePicker';
export type { MessageVariable, MessageVariablePickerProps } from './ui/MessageVariablePicker';
export { SmsPhonePreview } from './ui/SmsPhonePreview';
export type { SmsPhonePreviewProps } from './ui/SmsPhonePreview';
export { estimateSms } from './model/smsEstimate';
export type { SmsEstimate } from './model/smsEstimate';
export { messages } from './i18n/pt-BR';
