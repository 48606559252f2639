import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';

/**
 * Turns what the server refused into final-form submission errors: a field the server names
 * (GraphQL `extensions.field`, REST `{ field, message }`) gets the server's pt-BR message under that
 * field, anything else becomes the form's own error (FORM_ERROR). The server names fields by their
 * path in the arguments ('input.name'); the form names them without the mutation's `input.` wrapper.
 */
export function submissionErrorsOf(error: unknown, fallbackMessage: string): SubmissionErrors {
  const refusals = refusalsOf(error);
  if (refusals.length === 0) return { [FORM_ERROR]: messageOf(error) ?? fallbackMessage };
  const errors: Record<string, string> = {};
  for (const { field, message } of refusals) {
    const key = field ? fieldName(field) : FORM_ERROR;
    if (!(key in errors)) errors[key] = message || fallbackMessage;
  }
  return errors;
}

/** 'input.contact.email' → 'contact.email'; the form's values are the mutation's `input`. */
export function fieldName(serverField: string): string {
  return serverField.replace(/^input\./, '');
}

/**
 * final-form reads a field's error at its path (`getIn(errors, 'contact.email')`): the flat maps the
 * rules and the server give ('contact.email' → message) are nested before final-form sees them, so a
 * field inside an object shows its error too.
 */
export function nestErrors<E extends Record<string, unknown> | undefined | void>(errors: E): E {
  if (!errors) return errors;
  let nested: object = {};
  for (const [key, value] of Object.entries(errors)) nested = key.includes('.') ? setIn(nested, key, value) : { ...nested, [key]: value };
  return nested as E;
}

interface Refusal {
  field: string | null;
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function messageOf(error: unknown): string | null {
  return isRecord(error) && typeof error.message === 'string' && error.message.trim() !== '' ? error.message : null;
}

/** The GraphQL errors (GraphQLResponseError.errors, Relay's `source.errors`) or the REST body of a failure. */
function refusalsOf(error: unknown): Refusal[] {
  if (!isRecord(error)) return [];
  const graphqlErrors = Array.isArray(error.errors) ? error.errors : isRecord(error.source) && Array.isArray(error.source.errors) ? error.source.errors : null;
  if (graphqlErrors) {
    return graphqlErrors.filter(isRecord).map((item) => ({
      field: isRecord(item.extensions) && typeof item.extensions.field === 'string' ? item.extensions.field : null,
      message: typeof item.message === 'string' ? item.message : '',
    }));
  }
  if (isRecord(error.body) && typeof error.body.field === 'string') {
    return [{ field: error.body.field, message: typeof error.body.message === 'string' ? error.body.message : '' }];
  }
  return [];
}
