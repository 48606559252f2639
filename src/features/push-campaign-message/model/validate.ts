/** Field errors of a push message (minimal: title and text required); empty when it may be sent. */
export function validatePushMessage(value: Record<string, unknown> | null): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!String(value?.title ?? '').trim()) errors.title = 'Campo obrigatório';
  if (!String(value?.text ?? '').trim()) errors.text = 'Campo obrigatório';
  return errors;
}
