import { boolean, enums, integer, nullable, number, object, optional, refine, size, string } from 'superstruct';
import { recipients } from '../jobs';
import { plainText } from '../../validation';
import { isCalendarDate } from '../../../src/shared/lib/validation';

const page = { first: optional(nullable(number())), after: optional(nullable(string())) };
const id = size(string(), 1, 200);
const day = refine(string(), 'data', (value) => isCalendarDate(value) || 'deve ser uma data válida no formato AAAA-MM-DD');

export const registrationFilter = optional(
  nullable(
    object({
      search: optional(nullable(plainText(120))),
      confirmed: optional(nullable(boolean())),
      origin: optional(nullable(plainText(80))),
      unit: optional(nullable(plainText(60))),
      start: optional(nullable(day)),
      end: optional(nullable(day)),
    }),
  ),
);
const sort = optional(nullable(enums(['NAME', 'CREATED_AT', 'POINTS'] as const)));
const direction = optional(nullable(enums(['ASC', 'DESC'] as const)));

/** consumerRegistrations */
export const registrationsArgs = object({ filter: registrationFilter, sort, direction, ...page });

/** createConsumerRegistrationsReport */
export const registrationsReportArgs = object({
  input: object({ filter: registrationFilter, sort, direction, fileFormat: enums(['CSV', 'XLSX'] as const), emails: recipients }),
});

/** consumer(id:) */
export const consumerArgs = object({ id });

/** checkAvailableUserEmail */
export const checkEmailArgs = object({ email: size(string(), 0, 300), userId: optional(nullable(id)) });

/** updateConsumer: the shape only; the sign-up rules run on the values (consumerRegistrationStruct). */
export const updateConsumerArgs = object({
  input: object({
    id,
    name: string(),
    email: string(),
    phone: string(),
    birth_date: optional(nullable(string())),
    gender: optional(nullable(string())),
    opt_in: optional(nullable(object({ sms: boolean(), email: boolean(), whatsapp: boolean(), push: boolean() }))),
  }),
});

export const resendArgs = object({ userId: id, type: enums(['EMAIL', 'SMS'] as const) });
export const confirmArgs = object({ consumerId: id });
export const resetArgs = object({ userId: id });
export const passwordArgs = object({ userId: id, password: string() });

/** Largest adjustment in one go (a typo of zeros is refused rather than credited). */
export const MAX_POINTS_ADJUSTMENT = 1_000_000;

export const adjustPointsArgs = object({
  userId: id,
  pointsAdjustment: object({
    amount: refine(integer(), 'pontos', (value) => (value !== 0 && Math.abs(value) <= MAX_POINTS_ADJUSTMENT) || `deve ser diferente de zero e de até ${MAX_POINTS_ADJUSTMENT.toLocaleString('pt-BR')} pontos`),
    reason: refine(plainText(300), 'motivo', (value) => value.trim().length >= 3 || 'é obrigatório (ao menos 3 caracteres)'),
  }),
});

/** Customer.pointsTransactions */
export const transactionsArgs = object(page);
