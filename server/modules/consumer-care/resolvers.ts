import { StructError } from 'superstruct';
import { requireViewer } from '../../access/control';
import type { RequestContext, Viewer } from '../../access/context';
import { parseGlobalId } from '../../access/globalId';
import { maskEmail, maskPhone, seesPersonalData } from '../../access/pii';
import { InputError, NotFoundError } from '../../errors';
import { toConnection } from '../../graphql/connection';
import type { CustomerResolvers, MutationResolvers, QueryResolvers } from '../../graphql/resolvers-types';
import { createMailer } from '../../mail';
import { localToday } from '../../shared/dates';
import { clampFirst, decodeCursor, toPage } from '../../shared/paging';
import { validate } from '../../validation';
import { CONSUMER_FIELD_MESSAGES, consumerPassword, consumerRegistrationStruct } from '../../../src/shared/lib/consumer-registration';
import { formatPhone } from '../../../src/shared/lib/phone';
import { getCustomer, toCustomerModel, type CustomerModel, type CustomerRow } from '../customers';
import { mirrorConsumers } from '../ingestion';
import { hashPassword } from '../session';
import {
  PERSONAL_FIELDS,
  confirmManually,
  delta,
  emailTaken,
  getSignUp,
  listOperationLogs,
  logOperation,
  markConfirmationSent,
  queueSms,
  saveConsumerEdit,
  setPassword,
  startPasswordReset,
  storedPhone,
  type Actor,
  type OperationDelta,
} from './care';
import {
  adjustPointsArgs,
  checkEmailArgs,
  consumerArgs,
  confirmArgs,
  passwordArgs,
  registrationsArgs,
  registrationsReportArgs,
  resendArgs,
  resetArgs,
  transactionsArgs,
  updateConsumerArgs,
} from './inputs';
import { listPointsTransactions, pointsBalance, recordPointsMovement, refusalMessage, type PointsTransactionRow } from './points';
import { listRegistrations, registrationOrigins, type RegistrationQuery } from './registrations';
import { REGISTRATIONS_REPORT_KIND, type RegistrationsReportPayload } from './report';

const actorOf = (viewer: Viewer): Actor => ({ userId: viewer.user.id, login: viewer.user.email });

/** The consumer of a Customer id in the viewer's account, or a pt-BR "not found". */
async function consumerOf(ctx: RequestContext, viewer: Viewer, id: string): Promise<CustomerRow> {
  const parsed = parseGlobalId(id);
  const row = parsed?.type === 'Customer' ? await getCustomer(ctx.services.db, viewer.account.id, parsed.id) : null;
  if (!row) throw new NotFoundError('Cliente não encontrado.');
  return row;
}

/** The consumer as the viewer may receive them, read again after a change. */
async function customerAfter(ctx: RequestContext, viewer: Viewer, documentNo: string): Promise<CustomerModel> {
  const row = await getCustomer(ctx.services.db, viewer.account.id, documentNo);
  if (!row) throw new NotFoundError('Cliente não encontrado.');
  return toCustomerModel(viewer, row);
}

/** The list's query with its defaults (newest registrations first). */
function registrationQuery(args: { filter?: RegistrationQuery['filter'] | null; sort?: RegistrationQuery['sort'] | null; direction?: RegistrationQuery['direction'] | null }): RegistrationQuery {
  const filter = args.filter ?? {};
  if (filter.start && filter.end && filter.start > filter.end) throw new InputError('A data inicial não pode ser posterior à final.', 'filter.start');
  return { filter, sort: args.sort ?? 'CREATED_AT', direction: args.direction ?? (args.sort && args.sort !== 'CREATED_AT' ? 'ASC' : 'DESC') };
}

export const consumerCareQueries: Pick<QueryResolvers, 'consumerRegistrations' | 'consumer' | 'consumerOrigins' | 'checkAvailableUserEmail'> = {
  async consumerRegistrations(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const input = validate(registrationsArgs, args);
    const query = registrationQuery(input);
    const first = clampFirst(input.first);
    const offset = decodeCursor(input.after);
    const { rows, total } = await listRegistrations(ctx.services.db, viewer.account.id, query, offset, first + 1);
    return toConnection(toPage(rows.map((row) => toCustomerModel(viewer, row)), first, offset, total));
  },

  async consumer(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { id } = validate(consumerArgs, args);
    const parsed = parseGlobalId(id);
    const row = parsed?.type === 'Customer' ? await getCustomer(ctx.services.db, viewer.account.id, parsed.id) : null;
    return row ? toCustomerModel(viewer, row) : null;
  },

  consumerOrigins: (_parent, _args, ctx) => registrationOrigins(ctx.services.db, requireViewer(ctx).account.id),

  async checkAvailableUserEmail(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { email, userId } = validate(checkEmailArgs, args);
    const except = userId ? (await consumerOf(ctx, viewer, userId)).document_no : null;
    return !(await emailTaken(ctx.services.db, viewer.account.id, email, except));
  },
};

/** The first failure of the sign-up rules as one pt-BR sentence naming the field. */
function registrationError(error: StructError): InputError {
  const failure = error.failures()[0];
  const field = failure.path.join('.') || 'dados';
  const code = failure.value == null || failure.value === '' ? 'required' : (failure.refinement ?? failure.type);
  return new InputError(`Campo "${FIELD_NAMES[field] ?? field}": ${CONSUMER_FIELD_MESSAGES[code] ?? 'valor inválido'}.`, field);
}

const FIELD_NAMES: Record<string, string> = { name: 'Nome', email: 'E-mail', phone: 'Telefone', birth_date: 'Data de nascimento', gender: 'Gênero', password: 'Senha' };

export const consumerCareMutations: Pick<
  MutationResolvers,
  | 'updateConsumer'
  | 'resendSignUpConfirmation'
  | 'signUpConfirmationManually'
  | 'requestPasswordReset'
  | 'changeUserPassword'
  | 'adjustPoints'
  | 'createConsumerRegistrationsReport'
> = {
  async updateConsumer(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(updateConsumerArgs, args);
    const consumer = await consumerOf(ctx, viewer, input.id);
    const [error, values] = consumerRegistrationStruct(consumer.person_type, localToday()).validate(input, { coerce: true, mask: true });
    if (error) throw registrationError(error);
    if (await emailTaken(ctx.services.db, viewer.account.id, values.email, consumer.document_no)) {
      throw new InputError(`Campo "E-mail": ${CONSUMER_FIELD_MESSAGES.emailTaken}.`, 'email');
    }
    const changes = await saveConsumerEdit(
      ctx.services.db,
      viewer.account.id,
      consumer.document_no,
      {
        name: values.name.replace(/\s+/g, ' '),
        email: values.email.toLowerCase(),
        phone: storedPhone(values.phone),
        birth_date: consumer.person_type === 'F' ? (values.birth_date ?? null) : consumer.birth_date,
        gender: consumer.person_type === 'F' ? (values.gender as 'F' | 'M' | 'U') : consumer.gender,
        opt_in: values.opt_in ?? null,
      },
      actorOf(viewer),
    );
    if (changes === null) throw new NotFoundError('Cliente não encontrado.');
    // the analytics store's copy follows (segmentation, demographics read it)
    if (changes.length > 0) await mirrorConsumers(ctx.services.db, ctx.services.ch, viewer.account.id, [consumer.document_no]);
    return { customer: await customerAfter(ctx, viewer, consumer.document_no) };
  },

  async resendSignUpConfirmation(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { userId, type } = validate(resendArgs, args);
    const consumer = await consumerOf(ctx, viewer, userId);
    const state = await getSignUp(ctx.services.db, viewer.account.id, consumer.document_no);
    if (state?.is_confirmed) throw new InputError('O cadastro deste cliente já está confirmado.', 'userId');
    const link = `${ctx.config.publicUrl}/confirmar-cadastro`;
    const firstName = consumer.name.split(/\s+/)[0];
    if (type === 'EMAIL') {
      if (!consumer.email) throw new InputError('O cliente não tem e-mail cadastrado: envie por SMS.', 'type');
      const mailer = createMailer(ctx.config, ctx.services.db);
      await mailer.send({
        accountId: viewer.account.id,
        to: [consumer.email],
        subject: `Confirme seu cadastro – ${viewer.account.name}`,
        text: `Olá, ${firstName}!\n\nConfirme seu cadastro no clube ${viewer.account.name} em ${link}.\n\nSe você não se cadastrou, ignore esta mensagem.`,
      });
    } else {
      if (!consumer.phone) throw new InputError('O cliente não tem telefone cadastrado: envie por e-mail.', 'type');
      await queueSms(ctx.services.db, viewer.account.id, consumer.phone, `${viewer.account.name}: ${firstName}, confirme seu cadastro em ${link}`);
    }
    await markConfirmationSent(ctx.services.db, viewer.account.id, consumer.document_no, type, actorOf(viewer));
    return { customer: toCustomerModel(viewer, consumer) };
  },

  async signUpConfirmationManually(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { consumerId } = validate(confirmArgs, args);
    const consumer = await consumerOf(ctx, viewer, consumerId);
    const confirmed = await confirmManually(ctx.services.db, viewer.account.id, consumer.document_no, actorOf(viewer));
    if (!confirmed) throw new InputError('O cadastro deste cliente já está confirmado.', 'consumerId');
    return { customer: toCustomerModel(viewer, consumer) };
  },

  async requestPasswordReset(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { userId } = validate(resetArgs, args);
    const consumer = await consumerOf(ctx, viewer, userId);
    if (!consumer.email && !consumer.phone) throw new InputError('O cliente não tem e-mail nem telefone para receber o link.', 'userId');
    const token = await startPasswordReset(ctx.services.db, viewer.account.id, consumer.document_no, actorOf(viewer));
    const link = `${ctx.config.publicUrl}/redefinir-senha-cliente?token=${token}`;
    const firstName = consumer.name.split(/\s+/)[0];
    if (consumer.email) {
      await createMailer(ctx.config, ctx.services.db).send({
        accountId: viewer.account.id,
        to: [consumer.email],
        subject: `Redefinição de senha – ${viewer.account.name}`,
        text: `Olá, ${firstName}!\n\nPara escolher uma nova senha, acesse ${link} (válido por 24 horas).\n\nSe você não pediu, ignore esta mensagem.`,
      });
    } else {
      await queueSms(ctx.services.db, viewer.account.id, consumer.phone!, `${viewer.account.name}: redefina sua senha em ${link}`);
    }
    return { customer: toCustomerModel(viewer, consumer) };
  },

  async changeUserPassword(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { userId, password } = validate(passwordArgs, args);
    const [error] = consumerPassword().validate(password);
    if (error) throw new InputError(`Campo "Senha": ${CONSUMER_FIELD_MESSAGES[error.refinement ?? 'required'] ?? CONSUMER_FIELD_MESSAGES.required}.`, 'password');
    const consumer = await consumerOf(ctx, viewer, userId);
    await setPassword(ctx.services.db, viewer.account.id, consumer.document_no, await hashPassword(password), actorOf(viewer));
    return { customer: toCustomerModel(viewer, consumer) };
  },

  async adjustPoints(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { userId, pointsAdjustment } = validate(adjustPointsArgs, args);
    const consumer = await consumerOf(ctx, viewer, userId);
    const actor = actorOf(viewer);
    const result = await recordPointsMovement(ctx.services.db, {
      accountId: viewer.account.id,
      documentNo: consumer.document_no,
      amount: pointsAdjustment.amount,
      type: 'ADJUSTMENT',
      reason: pointsAdjustment.reason.trim(),
      actor,
      // the log entry is written in the movement's transaction: both or neither
      log: (tx, row) =>
        logOperation(tx, viewer.account.id, consumer.document_no, actor, 'adjustPoints', [
          { ...delta('points', String(row.balance_after - row.amount), String(row.balance_after)), description: `Pontos (${pointsAdjustment.reason.trim()})` },
        ]),
    });
    const customer = toCustomerModel(viewer, consumer);
    if ('refused' in result) return { success: false, error: refusalMessage(result.refused, result.balance), customer, transaction: null };
    return { success: true, error: null, customer, transaction: transactionShape(result.row) };
  },

  async createConsumerRegistrationsReport(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(registrationsReportArgs, args);
    // Downloaded files carry documents and contacts in full only for those allowed to download personal data.
    const payload: RegistrationsReportPayload = {
      query: registrationQuery(input),
      personalData: viewer.user.mf || (viewer.user.has_pii_access && viewer.user.has_pii_download_data_permission),
    };
    const asyncJob = await ctx.services.jobs.enqueue({
      accountId: viewer.account.id,
      userId: viewer.user.id,
      kind: REGISTRATIONS_REPORT_KIND,
      name: 'Cadastros de clientes',
      title: `Cadastros de clientes – ${viewer.account.name}`,
      payload: payload as unknown as Record<string, unknown>,
      fileFormat: input.fileFormat,
      emails: input.emails.map((e) => e.trim()),
    });
    return { asyncJob };
  },
};

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);

function transactionShape(row: PointsTransactionRow) {
  return {
    id: row.id,
    amount: row.amount,
    type: row.type,
    unit: row.unit_id_erp ? { id_erp: row.unit_id_erp, name: row.unit_name ?? row.unit_id_erp } : null,
    reason: row.reason,
    balance_after: row.balance_after,
    user_login: row.user_login,
    created_at: row.created_at.toISOString(),
  };
}

/** A personal value of a log entry as the viewer may see it. */
function shownValue(field: string, value: string | null, sees: boolean): string | null {
  if (sees || value === null || !PERSONAL_FIELDS.has(field)) return value;
  if (field === 'email') return maskEmail(value);
  if (field === 'phone') return maskPhone(value);
  return '••••';
}

function shownDelta(change: OperationDelta, sees: boolean) {
  const phone = (value: string | null) => (change.field === 'phone' && sees && value ? formatPhone(value) : value);
  return { ...change, old: phone(shownValue(change.field, change.old, sees)), new: phone(shownValue(change.field, change.new, sees)) };
}

/** The consumer-care fields of a Customer. */
export const CustomerCare: Pick<CustomerResolvers, 'signUp' | 'points_total' | 'pointsTransactions' | 'operationLogs'> = {
  async signUp(customer, _args, ctx) {
    const row = await getSignUp(ctx.services.db, customer.account_id, customer.document_no);
    return {
      origin: row?.origin ?? 'pdv',
      is_confirmed: row?.is_confirmed === true,
      confirmed_at: iso(row?.confirmed_at),
      confirmation_sent_at: iso(row?.confirmation_sent_at),
      last_accepted_terms_date: iso(row?.last_accepted_terms_date),
      password_changed_at: iso(row?.password_changed_at),
      password_reset_requested_at: iso(row?.password_reset_requested_at),
    };
  },
  points_total: (customer, _args, ctx) => pointsBalance(ctx.services.db, customer.account_id, customer.document_no),
  async pointsTransactions(customer, args, ctx) {
    const input = validate(transactionsArgs, args);
    const first = clampFirst(input.first);
    const offset = decodeCursor(input.after);
    const { rows, total } = await listPointsTransactions(ctx.services.db, customer.account_id, customer.document_no, offset, first + 1);
    return toConnection(toPage(rows.map(transactionShape), first, offset, total));
  },
  async operationLogs(customer, _args, ctx) {
    const sees = seesPersonalData(requireViewer(ctx));
    const rows = await listOperationLogs(ctx.services.db, customer.account_id, customer.document_no);
    return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString(), delta: row.delta.map((change) => shownDelta(change, sees)) }));
  },
};
