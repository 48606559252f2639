import { listArgs, validate } from '../validation';
import { HttpError } from './router';

/** `?first=&after=&search=` of a REST list, with the same rules as a GraphQL connection. */
export const pageArgs = (query: URLSearchParams) =>
  validate(listArgs(), {
    first: query.get('first') ? Number(query.get('first')) : null,
    after: query.get('after'),
    search: query.get('search'),
  });

/** A JSON object body, or a clear refusal (arrays, strings and null are not records). */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'invalid_input', 'Corpo da requisição inválido: envie um objeto JSON.');
  }
  return body as Record<string, unknown>;
}
