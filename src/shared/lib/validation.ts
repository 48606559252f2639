import { coerce, define, integer, refine, size, string, type Failure, type Struct } from 'superstruct';
import { isValidCnpj, isValidCpf, normalizeDocument } from './document';
import { nationalPhoneDigits } from './phone';

/**
 * superstruct rules shared by the client's forms and the server's `validate()` — ONE rule per kind of
 * value (e-mail, CPF, CNPJ, phone, CEP, money, dates). Validation yields error codes ('required',
 * 'email', …), never text: the client turns a code into pt-BR through react-intl, the server through
 * its own table (server/validation.ts). Text rules trim surrounding spaces when coerced (the server
 * always coerces) and tolerate them when only checked (the client's live validation).
 */

/** Error code of a missing or blank value (shown as 'Campo obrigatório'). */
export const REQUIRED = 'required';
/** Error code of a malformed e-mail address. */
export const INVALID_EMAIL = 'email';
/** Error code of a CPF with wrong length or check digits. */
export const INVALID_CPF = 'cpf';
/** Error code of a CNPJ (numeric or alphanumeric) with wrong length or check digits. */
export const INVALID_CNPJ = 'cnpj';
/** Error code of a value that is neither a valid CPF nor a valid CNPJ. */
export const INVALID_DOCUMENT = 'document';
/** Error code of a phone that is not a Brazilian fixed (10 digits) or mobile (11 digits) number. */
export const INVALID_PHONE = 'phone';
/** Error code of a CEP that is not 8 digits. */
export const INVALID_CEP = 'cep';
/** Error code of an amount that is not a whole number of cents within the allowed range. */
export const INVALID_MONEY = 'money';
/** Error code of a date that is not a real calendar day written AAAA-MM-DD. */
export const INVALID_DATE = 'date';

/** Error code of a new password that breaks the password rule (length, letters and digits). */
export const INVALID_PASSWORD = 'password';

/** Every error code the shared rules produce, for the message tables of client and server. */
export const VALIDATION_CODES = [
  REQUIRED,
  INVALID_EMAIL,
  INVALID_CPF,
  INVALID_CNPJ,
  INVALID_DOCUMENT,
  INVALID_PHONE,
  INVALID_CEP,
  INVALID_MONEY,
  INVALID_DATE,
  INVALID_PASSWORD,
] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

/** Longest e-mail address SMTP carries (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Largest amount a money field takes by default: R$ 1 bilhão, in cents (well inside a safe integer). */
export const MONEY_MAX_CENTS = 100_000_000_000;

/** Shortest new password of a back-office user. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password the sign-in accepts (POST /api/auth/login takes 1 to 200 characters). */
export const PASSWORD_MAX_LENGTH = 200;

/** Practical e-mail shape: something@domain.tld, no spaces, a TLD of 2+ characters (RFC 5322 allows far more than people type). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;
/** Control characters never belong in a typed value (PostgreSQL refuses NUL). */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const CEP_PATTERN = /^\d{5}-?\d{3}$/;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const trimmed = (struct: Struct<string, null>): Struct<string, null> => coerce(struct, string(), (value) => value.trim());

/** A string with at least one non-blank character (trimmed when coerced). */
export const requiredString = (): Struct<string, null> => trimmed(refine(string(), REQUIRED, (value) => value.trim().length > 0));

/**
 * A required, well-formed e-mail address of 3 to 254 characters (trimmed when coerced). A value
 * too short or too long fails as 'size' (the server says so: "tamanho fora do permitido").
 */
export const emailAddress = (): Struct<string, null> =>
  trimmed(
    refine(size(requiredString(), 3, EMAIL_MAX_LENGTH), INVALID_EMAIL, (value) => {
      const text = value.trim();
      return text.length <= EMAIL_MAX_LENGTH && !CONTROL_CHARACTERS.test(text) && EMAIL_PATTERN.test(text);
    }),
  );

/**
 * A new password of a back-office user: 8 to 200 characters, at least one letter and one digit, no
 * control characters. Never trimmed: spaces are part of a password.
 */
export const newPassword = (): Struct<string, null> =>
  refine(refine(string(), REQUIRED, (value) => value.length > 0), INVALID_PASSWORD, (value) =>
    value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH && /\p{L}/u.test(value) && /\d/.test(value) && !CONTROL_CHARACTERS.test(value),
  );

/** A required CPF, with or without its punctuation (000.000.000-00), with valid check digits. */
export const cpf = (): Struct<string, null> => refine(requiredString(), INVALID_CPF, (value) => isValidCpf(value));

/** A required CNPJ, numeric or the alphanumeric form issued from July 2026, punctuation allowed. */
export const cnpj = (): Struct<string, null> => refine(requiredString(), INVALID_CNPJ, (value) => isValidCnpj(value));

/** A required CPF or CNPJ, told apart by length. */
export const taxDocument = (): Struct<string, null> =>
  refine(requiredString(), INVALID_DOCUMENT, (value) => {
    const raw = normalizeDocument(value);
    return raw.length === 11 ? isValidCpf(raw) : isValidCnpj(raw);
  });

/**
 * A required Brazilian phone: area code (11–99) plus an 8-digit fixed number or a 9-digit mobile
 * starting with 9, with or without '+55' and the mask's punctuation (spec §5).
 */
export const phone = (): Struct<string, null> =>
  refine(requiredString(), INVALID_PHONE, (value) => {
    if (/[^\d\s()+-]/.test(value)) return false;
    const national = nationalPhoneDigits(value);
    if (national.length !== 10 && national.length !== 11) return false;
    if (national[0] === '0' || national[1] === '0') return false;
    return national.length === 10 || national[2] === '9';
  });

/** A required CEP: 8 digits, written 00000-000 or 00000000. */
export const cep = (): Struct<string, null> => refine(requiredString(), INVALID_CEP, (value) => CEP_PATTERN.test(value.trim()));

/** Whether `text` is a real calendar day written AAAA-MM-DD (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A required date written AAAA-MM-DD (the form fields hold and the API takes this form). */
export const calendarDate = (): Struct<string, null> => refine(requiredString(), INVALID_DATE, (value) => isCalendarDate(value.trim()));

/**
 * An amount of money in integer cents (R$ 12,34 → 1234), from `min` to `max` cents (0 to R$ 1 bi by
 * default). Money never travels as a float.
 */
export const moneyCents = ({ min = 0, max = MONEY_MAX_CENTS }: { min?: number; max?: number } = {}): Struct<number, null> =>
  refine(integer(), INVALID_MONEY, (value) => value >= min && value <= max);

/** A text up to `max` characters without control characters, for free-text fields. */
export const boundedText = (max: number): Struct<string, null> =>
  refine(size(string(), 0, max), 'text', (value) => !CONTROL_CHARACTERS.test(value.replace(/[\n\r\t]/g, '')));

/** A value that must be `true` (a required checkbox such as accepting terms). */
export const checked = (): Struct<true, null> => define<true>(REQUIRED, (value) => value === true);

/** Error code of one failure: its refinement, or 'required' when the value is absent. */
function codeOf(failure: Failure): string {
  if (failure.value == null || failure.value === '') return REQUIRED;
  if (failure.refinement) return failure.refinement;
  return failure.type;
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
