/** Field errors of an e-mail message (minimal: subject and text required); empty when it may be sent. */
export function validateEmailMessage(value: Record<string, unknown> | null): Record<string, string> {
  const errors: Record<string, string> = {};
  const simple = (value?.simple_configuration ?? {}) as Record<string, unknown>;
  if (!String(value?.subject ?? '').trim()) errors.subject = 'Campo obrigatório';
  if (!String(simple.text ?? '').trim()) errors.text = 'Campo obrigatório';
  return errors;
}
