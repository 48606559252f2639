import { canOpen } from '../../access/control';
import { defineModule } from '../types';
import { registrationsReportBuilder, REGISTRATIONS_REPORT_KIND } from './report';
import { CustomerCare, consumerCareMutations, consumerCareQueries } from './resolvers';

/** Edits a consumer's registration (the route's permission, PII, and the franchisee's edit_user_register). */
const EDIT_REGISTRATION = canOpen('clientes.gerenciamento.cadastros.edicao-cadastros');
/** Adjusts points (the route's permission, PII, and the franchisee's edit_points). */
const EDIT_POINTS = canOpen('clientes.gerenciamento.cadastros.edicao-pontos');

/**
 * Consumer care (/clientes/gerenciamento, issue 13): the registrations list and its export, edits of a
 * registration with the operation log, sign-up confirmation and passwords, and the points ledger with
 * adjustPoints. Each call passes the route of the page it belongs to, so franchisee switches
 * (spec §6) refuse on the server exactly what they hide in the menu.
 */
export default defineModule({
  name: 'consumer-care',
  resolvers: { Query: consumerCareQueries, Mutation: consumerCareMutations, Customer: CustomerCare },
  policies: {
    Query: {
      consumerRegistrations: canOpen('clientes.gerenciamento.cadastros'),
      consumerOrigins: canOpen('clientes.gerenciamento.cadastros'),
      consumer: canOpen('clientes.gerenciamento.cadastros'),
      checkAvailableUserEmail: EDIT_REGISTRATION,
    },
    Mutation: {
      updateConsumer: EDIT_REGISTRATION,
      resendSignUpConfirmation: EDIT_REGISTRATION,
      signUpConfirmationManually: EDIT_REGISTRATION,
      requestPasswordReset: EDIT_REGISTRATION,
      changeUserPassword: EDIT_REGISTRATION,
      adjustPoints: EDIT_POINTS,
      createConsumerRegistrationsReport: canOpen('clientes.gerenciamento.cadastros'),
    },
  },
  reports: ({ db }) => [[REGISTRATIONS_REPORT_KIND, registrationsReportBuilder(db)]],
});
