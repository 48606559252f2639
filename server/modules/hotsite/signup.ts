import crypto from 'node:crypto';
import type { Mailer } from '../../mail';
import type { AnalyticsStore, OperationalStore } from '../../stores';
import { localToday } from '../../shared/dates';
import { mirrorConsumers } from '../ingestion';
import { hashPassword } from '../session';
import { ageOn, CONSUMER_MAX_AGE, CONSUMER_MIN_AGE, CONSUMER_PASSWORD_MAX_LENGTH, CONSUMER_PASSWORD_MIN_LENGTH } from '../../../src/shared/lib/consumer-registration';
import { isValidCnpj, isValidCpf, normalizeDocument } from '../../../src/shared/lib/document';
import { BRAZIL_COUNTRY_CODE, nationalPhoneDigits } from '../../../src/shared/lib/phone';
import { isCalendarDate } from '../../../src/shared/lib/validation';
import type { HotsiteField, HotsiteSettings } from '../../../src/shared/lib/hotsite-settings';
import { currentTerms } from '../terms';
import type { SlotRow } from './service';

/** The person types of the sign-up form: N natural (CPF), L legal (CNPJ). */
export type PersonType = 'N' | 'L';

/** Messages of the public form (spec §5), pt-BR. */
export const SIGNUP_MESSAGES = {
  required: 'Campo obrigatório',
  name: 'Use só letras e espaços (ao menos 2 letras)',
  companyName: 'Informe a razão social (ao menos 2 caracteres)',
  phone: 'Digite um telefone válido com DDD',
  email: 'Digite um e-mail válido',
  emailTaken: 'Este e-mail já está cadastrado. Entre com ele ou use outro.',
  date: 'Digite uma data válida (dd/mm/aaaa)',
  age: `A idade deve estar entre ${CONSUMER_MIN_AGE} e ${CONSUMER_MAX_AGE} anos`,
  password: `A senha deve ter ao menos ${CONSUMER_PASSWORD_MIN_LENGTH} caracteres`,
  cpf: 'CPF inválido',
  cnpj: 'CNPJ inválido',
  documentTaken: 'Este CPF/CNPJ já está cadastrado no clube.',
  postalCode: 'CEP inválido (8 dígitos)',
  terms: 'Para se cadastrar, aceite os termos de uso',
  option: 'Escolha uma opção',
  country: 'Escolha um país da lista',
} as const;

/** The form as posted (names of the public page's inputs). */
export type SignupForm = Record<string, string>;

export interface SignupErrors {
  [field: string]: string;
}

const NAME_PATTERN = /^[\p{L}]+(?:[ '-][\p{L}]+)*$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** dd/mm/aaaa (or AAAA-MM-DD) as AAAA-MM-DD, or null when it is no calendar date. */
export function isoDate(text: string): string | null {
  const trimmed = text.trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(trimmed);
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : trimmed;
  return isCalendarDate(iso) ? iso : null;
}

/** A phone's national digits when valid (area code + 8 or 9 digits, mobiles starting with 9). */
function validPhone(text: string): string | null {
  if (/[^\d\s()+-]/.test(text)) return null;
  const national = nationalPhoneDigits(text);
  if (national.length !== 10 && national.length !== 11) return null;
  if (national[0] === '0' || national[1] === '0') return null;
  if (national.length === 11 && national[2] !== '9') return null;
  return national;
}

/** The fields of the chosen person type in the slot's configuration. */
export function fieldsFor(settings: HotsiteSettings, type: PersonType): HotsiteField[] {
  return type === 'L' ? settings.fields.legal : settings.fields.natural;
}

/**
 * The form's problems by input name (empty: the sign-up may go on): the document (CPF or CNPJ), each
 * configured field by its rules when mandatory or filled, the terms when the account has terms.
 */
export function signupProblems(settings: HotsiteSettings, type: PersonType, form: SignupForm, hasTerms: boolean, today = localToday(), countries: string[] = []): SignupErrors {
  const errors: SignupErrors = {};
  const document = normalizeDocument(form.document ?? '');
  if (!document) errors.document = SIGNUP_MESSAGES.required;
  else if (type === 'N' ? !isValidCpf(document) : !isValidCnpj(document)) errors.document = type === 'N' ? SIGNUP_MESSAGES.cpf : SIGNUP_MESSAGES.cnpj;
  for (const field of fieldsFor(settings, type)) {
    const value = (form[field.name] ?? '').trim();
    if (!value) {
      if (field.mandatory) errors[field.name] = SIGNUP_MESSAGES.required;
      continue;
    }
    const problem = fieldProblem(field, field.type === 'FormPassword' ? (form[field.name] ?? '') : value, type, today);
    if (problem) errors[field.name] = problem;
  }
  if (countries.length > 0 && !countries.includes(form.country ?? '')) errors.country = SIGNUP_MESSAGES.country;
  if (hasTerms && form.terms !== 'on') errors.terms = SIGNUP_MESSAGES.terms;
  return errors;
}

function fieldProblem(field: HotsiteField, value: string, type: PersonType, today: string): string | null {
  if (field.type === 'FormRadio') return field.options.some((option) => option.value === value) ? null : SIGNUP_MESSAGES.option;
  if (field.type === 'FormPassword') return value.length >= CONSUMER_PASSWORD_MIN_LENGTH && value.length <= CONSUMER_PASSWORD_MAX_LENGTH ? null : SIGNUP_MESSAGES.password;
  if (field.type === 'FormAddress') return /^\d{5}-?\d{3}$/.test(value) ? null : SIGNUP_MESSAGES.postalCode;
  switch (field.name) {
    case 'name':
      if (type === 'L') return value.length >= 2 && value.length <= 200 ? null : SIGNUP_MESSAGES.companyName;
      return NAME_PATTERN.test(value) && value.length >= 2 && value.length <= 100 ? null : SIGNUP_MESSAGES.name;
    case 'surname':
      return NAME_PATTERN.test(value) && value.length >= 2 && value.length <= 100 ? null : SIGNUP_MESSAGES.name;
    case 'phone':
    case 'landline':
      return validPhone(value) ? null : SIGNUP_MESSAGES.phone;
    case 'email':
      return EMAIL_PATTERN.test(value) && value.length <= 254 ? null : SIGNUP_MESSAGES.email;
    case 'birth_date': {
      const iso = isoDate(value);
      if (!iso) return SIGNUP_MESSAGES.date;
      const age = ageOn(iso, today);
      return age >= CONSUMER_MIN_AGE && age <= CONSUMER_MAX_AGE ? null : SIGNUP_MESSAGES.age;
    }
    default:
      return value.length <= 200 ? null : SIGNUP_MESSAGES.required;
  }
}

/** What a sign-up did: the consumer created, or the problems that stopped it. */
export type SignupOutcome = { ok: true; documentNo: string } | { ok: false; errors: SignupErrors; status: number };

export interface SignupDeps {
  db: OperationalStore;
  ch: AnalyticsStore;
  mailer: Mailer;
  publicUrl: string;
}

/** The account's rules a sign-up follows (accountConfiguration.ts effectivePage). */
export interface SignupRules {
  /** the form as the account's configuration leaves it */
  settings: HotsiteSettings;
  /** the club's name in the confirmation message */
  clubName: string;
  /** consent to the current terms is asked (terms_optin) */
  asksTerms: boolean;
  /** countries to choose from; empty: not asked */
  countries: string[];
}

/**
 * Signs a consumer up through a slot: checks the form (spec §5), refuses an e-mail or a document the
 * account already has, creates the consumer (origin = the slot's name, consent to the current terms
 * with its version and date, opt-ins per channel, password hashed), mirrors it into the analytics store
 * and sends the confirmation link (e-mail when there is one, else SMS to the outbox).
 */
export async function signUp(deps: SignupDeps, slot: SlotRow, rules: SignupRules, type: PersonType, form: SignupForm): Promise<SignupOutcome> {
  const terms = rules.asksTerms ? await currentTerms(deps.db, slot.account_id) : null;
  const errors = signupProblems(rules.settings, type, form, terms !== null, localToday(), rules.countries);
  if (Object.keys(errors).length > 0) return { ok: false, errors, status: 400 };
  const documentNo = normalizeDocument(form.document);
  const email = (form.email ?? '').trim().toLowerCase() || null;
  if (email) {
    const [taken] = await deps.db.query('select 1 from consumers where account_id = $1 and email_search = $2 limit 1', [slot.account_id, email]);
    if (taken) return { ok: false, errors: { email: SIGNUP_MESSAGES.emailTaken }, status: 409 };
  }
  const phoneDigits = validPhone(form.phone ?? '');
  const name = type === 'N' ? [form.name, form.surname].map((part) => (part ?? '').trim().replace(/\s+/g, ' ')).filter(Boolean).join(' ') : form.name.trim().replace(/\s+/g, ' ');
  const postal = (form.address ?? '').replace(/\D/g, '');
  const token = crypto.randomBytes(24).toString('base64url');
  const tokenHash = crypto.createHash('sha256').update(token).digest('hex');
  const passwordHash = form.password ? await hashPassword(form.password) : null;
  const optIn = { sms: form.optin_sms === 'on', email: form.optin_email === 'on', whatsapp: form.optin_whatsapp === 'on', push: false };
  const address: Record<string, string> = {};
  if (postal) address.postal_code = postal;
  if (form.state_registration?.trim()) address.state_registration = form.state_registration.trim();
  if (rules.countries.length > 0) address.country = form.country;
  const created = await deps.db.query<{ document_no: string }>(
    `insert into consumers (account_id, document_no, person_type, name, email, phone, gender, birth_date, created_at, created_date, unit_id_erp,
                            address, opt_in, origin, is_confirmed, confirmation_sent_at, last_accepted_terms_date, accepted_terms_version,
                            password_hash, password_changed_at, signup_confirmation_token_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8::date, now(), $9::date, null, $10, $11, $12, false, now(), case when $13::int is null then null else now() end, $13,
             $14, case when $14::text is null then null else now() end, $15)
     on conflict (account_id, document_no) do nothing returning document_no`,
    [
      slot.account_id,
      documentNo,
      type === 'N' ? 'F' : 'J',
      name,
      email,
      phoneDigits ? `${BRAZIL_COUNTRY_CODE}${phoneDigits}` : null,
      type === 'N' && ['F', 'M', 'U'].includes(form.gender) ? form.gender : 'U',
      type === 'N' && form.birth_date ? isoDate(form.birth_date) : null,
      localToday(),
      JSON.stringify(address),
      JSON.stringify(optIn),
      slot.name,
      terms?.version ?? null,
      passwordHash,
      tokenHash,
    ],
  );
  if (created.length === 0) return { ok: false, errors: { document: SIGNUP_MESSAGES.documentTaken }, status: 409 };
  // segmentation, demographics and the map read the analytics store's copy
  await mirrorConsumers(deps.db, deps.ch, slot.account_id, [documentNo]);
  await sendConfirmation(deps, slot.account_id, rules.clubName, { name, email, phone: phoneDigits ? `${BRAZIL_COUNTRY_CODE}${phoneDigits}` : null }, token);
  return { ok: true, documentNo };
}

/** The public address of a confirmation link. */
export const confirmationLink = (publicUrl: string, token: string) => `${publicUrl}/cadastro/confirmar/${token}`;

async function sendConfirmation(deps: SignupDeps, accountId: string, accountName: string, to: { name: string; email: string | null; phone: string | null }, token: string) {
  const link = confirmationLink(deps.publicUrl, token);
  const firstName = to.name.split(/\s+/)[0];
  if (to.email) {
    await deps.mailer.send({
      accountId,
      to: [to.email],
      subject: `Confirme seu cadastro – ${accountName}`,
      text: `Olá, ${firstName}!\n\nObrigado por se cadastrar no clube ${accountName}. Confirme seu cadastro em:\n${link}\n\nSe você não se cadastrou, ignore esta mensagem.`,
    });
  } else if (to.phone) {
    await deps.db.query(`insert into outbox_messages (account_id, channel, recipients, subject, body) values ($1, 'sms', $2, '', $3)`, [
      accountId,
      [to.phone],
      `${accountName}: ${firstName}, confirme seu cadastro em ${link}`,
    ]);
  }
}

/** Confirms the sign-up a link's token names; the account's name, or null for an unknown or used token. */
export async function confirmSignup(db: OperationalStore, ch: AnalyticsStore, token: string): Promise<{ accountId: string; name: string } | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const hash = crypto.createHash('sha256').update(token).digest('hex');
  const [row] = await db.query<{ account_id: string; document_no: string }>(
    `update consumers set is_confirmed = true, confirmed_at = now(), signup_confirmation_token_hash = null, updated_at = now()
      where signup_confirmation_token_hash = $1 returning account_id, document_no`,
    [hash],
  );
  if (!row) return null;
  await mirrorConsumers(db, ch, row.account_id, [row.document_no]);
  const [account] = await db.query<{ name: string }>('select name from accounts where id = $1', [row.account_id]);
  return { accountId: row.account_id, name: account?.name ?? '' };
}
