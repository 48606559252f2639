import { refine, string, type Failure, type Struct } from 'superstruct';

/**
 * superstruct building blocks and the bridge to react-final-form. Validation yields error codes
 * ('required', 'email', …), never text: the UI turns a code into pt-BR through react-intl, and the
 * server can reuse the same structs for its own messages.
 */

/** Error code of a missing or blank value (shown as 'Campo obrigatório'). */
export const REQUIRED = 'required';
/** Error code of a malformed e-mail address. */
export const INVALID_EMAIL = 'email';

/** Practical e-mail shape: something@domain.tld, no spaces (RFC 5322 allows far more than people type). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A string with at least one non-blank character. */
export const requiredString = (): Struct<string, null> => refine(string(), REQUIRED, (value) => value.trim().length > 0);

/** A required, well-formed e-mail address (surrounding spaces tolerated). */
export const emailAddress = (): Struct<string, null> =>
  refine(requiredString(), INVALID_EMAIL, (value) => EMAIL_PATTERN.test(value.trim()));

/** Error code of one failure: its refinement, or 'required' when the value is absent. */
function codeOf(failure: Failure): string {
  if (failure.refinement) return failure.refinement;
  return failure.value == null || failure.value === '' ? REQUIRED : failure.type;
}

/**
 * Validates form values against a struct and returns final-form's error map (field → error code),
 * keeping the first failure of each field; undefined when everything is valid.
 */
export function validateForm<T>(struct: Struct<T, unknown>, values: unknown): Record<string, string> | undefined {
  const [error] = struct.validate(values);
  if (!error) return undefined;
  const errors: Record<string, string> = {};
  for (const failure of error.failures()) {
    const field = failure.path.join('.');
    if (field && !(field in errors)) errors[field] = codeOf(failure);
  }
  return errors;
}
