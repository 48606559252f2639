import { canOpen } from '../../access/control';
import { defineModule } from '../types';
import { REQUESTS_ROUTE, loadRequestNode, privacyMutations, privacyQueries } from './resolvers';
import { registerPrivacyRoutes } from './rest';

/** Reads and answers requests (the route's permission; a franchisee's managing_user_requests). */
const REQUESTS = canOpen(REQUESTS_ROUTE);

/**
 * Consumer privacy (LGPD data-deletion requests, issue 13): the requests consumers make on the public
 * site, their 15-day clock and notification, and the answer — a reply e-mailed and, on acceptance, the
 * consumer's data erased from both stores and the export files with a proof. A module of its own (not
 * consumer-care) because acceptance reaches into every store and domain, and its rules (what erasure
 * touches) should be read in one place.
 */
export default defineModule({
  name: 'consumer-privacy',
  resolvers: { Query: privacyQueries, Mutation: privacyMutations },
  policies: {
    Query: {
      usersPendingDeleteDataRequest: REQUESTS,
      usersAllDeleteDataRequests: REQUESTS,
      deleteUserRequests: REQUESTS,
      standardUserReplies: REQUESTS,
      consumerManagementSummary: canOpen('clientes.gerenciamento'),
    },
    Mutation: { acceptUserDeleteDataRequest: REQUESTS, declineUserDeleteDataRequest: REQUESTS },
  },
  nodes: { DeleteDataRequest: loadRequestNode },
  rest: registerPrivacyRoutes,
});
