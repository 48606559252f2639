import { StructError, type Struct, define, integer, nullable, object, optional, refine, string, size, pattern } from 'superstruct';
import { InputError } from './errors';
import { emailAddress, newPassword as sharedNewPassword, type ValidationCode } from '../src/shared/lib/validation';

/** pt-BR sentences of the rules shared with the client (src/shared/lib/validation.ts), by error code. */
const SHARED_RULE_MESSAGES: Record<ValidationCode, string> = {
  required: 'não pode ficar vazio',
  email: 'deve ser um e-mail válido',
  cpf: 'deve ser um CPF válido',
  cnpj: 'deve ser um CNPJ válido',
  document: 'deve ser um CPF ou CNPJ válido',
  phone: 'deve ser um telefone válido com DDD',
  cep: 'deve ser um CEP válido (00000-000)',
  money: 'deve ser um valor em centavos dentro do permitido',
  date: 'deve ser uma data válida no formato AAAA-MM-DD',
  password: 'deve ter de 8 a 200 caracteres, com letras e números',
};

const TYPE_MESSAGES: Record<string, string> = {
  string: 'deve ser um texto',
  number: 'deve ser um número',
  integer: 'deve ser um número inteiro',
  boolean: 'deve ser verdadeiro ou falso',
  object: 'deve ser um objeto',
  type: 'deve ser um objeto',
  array: 'deve ser uma lista',
  enums: 'tem um valor não permitido',
  literal: 'tem um valor não permitido',
  never: 'não é um campo aceito',
  size: 'tem um tamanho fora do permitido',
  pattern: 'está em um formato inválido',
  nonempty: 'não pode ficar vazio',
};

/** Turns a superstruct failure into one clear pt-BR sentence naming the field. */
export function describeStructError(error: StructError): { message: string; field: string } {
  const failure = error.failures()[0] ?? error;
  const field = failure.path.join('.') || 'dados';
  // Refinements written here carry their own pt-BR message; the library's defaults are English.
  const shared = failure.refinement ? SHARED_RULE_MESSAGES[failure.refinement as ValidationCode] : undefined;
  const own = shared ?? (failure.refinement && !TYPE_MESSAGES[failure.refinement] ? failure.message : null);
  if (failure.value === undefined && failure.type !== 'never') return { field, message: `Campo "${field}": campo obrigatório.` };
  const reason = own ?? TYPE_MESSAGES[failure.refinement ?? failure.type] ?? 'tem um valor inválido';
  return { field, message: `Campo "${field}": ${reason}.` };
}

/** Validates before any write: returns the typed value or throws an InputError with a pt-BR message. */
export function validate<T, S>(struct: Struct<T, S>, value: unknown): T {
  const [error, result] = struct.validate(value, { coerce: true });
  if (error) {
    const { message, field } = describeStructError(error);
    throw new InputError(message, field);
  }
  return result as T;
}

/**
 * Control characters (NUL among them, which PostgreSQL refuses) never belong in a text field, nor do
 * the invisible bidirectional controls (U+061C, U+200E/F, U+202A–202E, U+2066–2069) that make a name
 * read differently from what it is ("Trojan Source") in lists, e-mails and exports.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** A text up to `max` characters without control characters. */
export const plainText = (max: number) =>
  refine(size(string(), 0, max), 'texto', (value) => !CONTROL_CHARACTERS.test(value) || 'contém caracteres inválidos');

/** A trimmed, non-empty text up to `max` characters. */
export const requiredText = (max: number) =>
  refine(plainText(max), 'obrigatorio', (value) => value.trim().length > 0 || 'não pode ficar vazio');

/** The e-mail rule the client's forms use too (one rule, src/shared/lib/validation.ts). */
export const email = emailAddress;

/** The new-password rule the client's forms use too (8 to 200 characters, letters and digits). */
export const newPassword = sharedNewPassword;

/** Search terms of lists: optional, short, plain text. */
export const searchTerm = () => optional(nullable(plainText(100)));

/** "HH:mm", 00:00–23:59. */
export const clockTime = () => refine(pattern(string(), /^\d{2}:\d{2}$/), 'horario', (value) => {
  const [h, m] = value.split(':').map(Number);
  return (h < 24 && m < 60) || 'deve ser um horário válido (HH:mm)';
});

/** A global Relay id (opaque string); its type and tenant are checked where it is loaded. */
export const globalId = () => define<string>('id', (value) => (typeof value === 'string' && value.length > 0 && value.length < 200) || 'deve ser um identificador válido');

/** Arguments of a paged list: page size, cursor and search term. */
export const listArgs = () =>
  object({ first: optional(nullable(integer())), after: optional(nullable(plainText(200))), search: searchTerm() });
