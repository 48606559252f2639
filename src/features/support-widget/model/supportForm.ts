import type { MessageId } from '@/shared/i18n';

/** Limits of a support request, the same as the server's. */
export const SUBJECT_MAX = 120;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 4000;

export interface SupportFormValues {
  subject: string;
  message: string;
}

export type SupportFormErrors = Partial<Record<keyof SupportFormValues, { id: MessageId; values?: Record<string, number> }>>;

/** What is wrong with the form, field by field (empty when it may be sent). */
export function validateSupportForm(values: SupportFormValues): SupportFormErrors {
  const errors: SupportFormErrors = {};
  const subject = values.subject.trim();
  const message = values.message.trim();
  if (!subject) errors.subject = { id: 'ui.required' };
  else if (subject.length > SUBJECT_MAX) errors.subject = { id: 'support.tooLong', values: { max: SUBJECT_MAX } };
  if (!message) errors.message = { id: 'ui.required' };
  else if (message.length < MESSAGE_MIN) errors.message = { id: 'support.messageTooShort' };
  else if (message.length > MESSAGE_MAX) errors.message = { id: 'support.tooLong', values: { max: MESSAGE_MAX } };
  return errors;
}
