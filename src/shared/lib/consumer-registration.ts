import { boolean, enums, nullable, object, optional, refine, type Struct } from 'superstruct';
import { calendarDate, emailAddress, isCalendarDate, phone, requiredString } from './validation';

/**
 * The sign-up rules of spec §5, which also hold when the back-office edits a consumer: one set of
 * superstruct rules for the edit form and the server. Failures are error codes; the client and the
 * server each turn them into pt-BR (CONSUMER_FIELD_MESSAGES).
 */

/** Error code of a name that is not a first name and a surname of 2+ letters each (letters and spaces only). */
export const INVALID_CONSUMER_NAME = 'consumerName';
/** Error code of a birth date outside ages 18 to 110. */
export const INVALID_CONSUMER_AGE = 'consumerAge';
/** Error code of a consumer password shorter than CONSUMER_PASSWORD_MIN_LENGTH. */
export const INVALID_CONSUMER_PASSWORD = 'consumerPassword';

/** Youngest and oldest age a consumer may sign up with (spec §5). */
export const CONSUMER_MIN_AGE = 18;
export const CONSUMER_MAX_AGE = 110;
/** Shortest password of a consumer (spec §5: min 6). */
export const CONSUMER_PASSWORD_MIN_LENGTH = 6;
/** Longest password accepted. */
export const CONSUMER_PASSWORD_MAX_LENGTH = 200;

/** pt-BR of every code the consumer rules produce (the shared codes included). */
export const CONSUMER_FIELD_MESSAGES: Record<string, string> = {
  required: 'Campo obrigatório',
  email: 'Digite um e-mail válido',
  phone: 'Digite um telefone válido com DDD',
  date: 'Digite uma data válida',
  enums: 'Escolha uma opção',
  [INVALID_CONSUMER_NAME]: 'Digite nome e sobrenome, só com letras (ao menos 2 em cada)',
  [INVALID_CONSUMER_AGE]: `A idade deve estar entre ${CONSUMER_MIN_AGE} e ${CONSUMER_MAX_AGE} anos`,
  [INVALID_CONSUMER_PASSWORD]: `A senha deve ter ao menos ${CONSUMER_PASSWORD_MIN_LENGTH} caracteres`,
  emailTaken: 'Este e-mail já é usado por outro cliente',
};

/** Name words: letters (accents included), apostrophes and hyphens inside a word ("D'Ávila", "Ana-Maria"). */
const NAME_WORD = /^\p{L}+(['-]\p{L}+)*$/u;

/** Whether a name is a first name and a surname, each word of letters, the first and last of 2+ letters. */
export function isConsumerName(value: string): boolean {
  const words = value.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return false;
  if (!words.every((word) => NAME_WORD.test(word))) return false;
  return words[0].length >= 2 && words[words.length - 1].length >= 2;
}

/** Whole years between a birth date and a day (both AAAA-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** A consumer's full name (spec §5: name and surname, min 2, letters and spaces). */
export const consumerName = (): Struct<string, null> => refine(requiredString(), INVALID_CONSUMER_NAME, (value) => isConsumerName(value));

/** A birth date for ages 18 to 110 on `today` (AAAA-MM-DD). */
export const consumerBirthDate = (today: string): Struct<string, null> =>
  refine(calendarDate(), INVALID_CONSUMER_AGE, (value) => {
    if (!isCalendarDate(value.trim())) return true; // calendarDate already says so
    const age = ageOn(value.trim(), today);
    return age >= CONSUMER_MIN_AGE && age <= CONSUMER_MAX_AGE;
  });

/** A consumer's password: 6 to 200 characters, never trimmed. */
export const consumerPassword = (): Struct<string, null> =>
  refine(requiredString(), INVALID_CONSUMER_PASSWORD, (value) => value.length >= CONSUMER_PASSWORD_MIN_LENGTH && value.length <= CONSUMER_PASSWORD_MAX_LENGTH);

/** The edit form's fields for a person (F): every sign-up rule. A company (J) has no birth date or gender. */
export function consumerRegistrationStruct(personType: 'F' | 'J', today: string) {
  const optIn = optional(nullable(object({ sms: boolean(), email: boolean(), whatsapp: boolean(), push: boolean() })));
  if (personType === 'J') {
    return object({
      name: refine(requiredString(), INVALID_CONSUMER_NAME, (value) => value.trim().length >= 2),
      email: emailAddress(),
      phone: phone(),
      birth_date: optional(nullable(requiredString())),
      gender: optional(nullable(requiredString())),
      opt_in: optIn,
    });
  }
  return object({
    name: consumerName(),
    email: emailAddress(),
    phone: phone(),
    birth_date: consumerBirthDate(today),
    gender: enums(['F', 'M', 'U'] as const),
    opt_in: optIn,
  });
}
