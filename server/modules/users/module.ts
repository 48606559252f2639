import { canOpen, viewerCanOpen } from '../../access/control';
import { defineModule } from '../types';
import { User, userMutations, userQueries } from './resolvers';
import { registerUserRoutes } from './rest';
import { getAccountUser } from './service';
import { usersReportBuilder, USERS_REPORT_KIND } from './usersReport';

/** The account's users, their page permissions and PII flags, and the users export. */
export default defineModule({
  name: 'users',
  resolvers: { Query: userQueries, Mutation: userMutations, User },
  policies: {
    Query: { users: canOpen('usuarios') },
    Mutation: { updateUser: canOpen('usuarios'), createUsersReport: canOpen('usuarios') },
  },
  nodes: {
    // yourself, or anyone of the account for those who may open /usuarios
    User: async (id, viewer, services) => {
      if (id === viewer.user.id) return viewer.user;
      return viewerCanOpen(viewer, 'usuarios') ? getAccountUser(services.db, viewer.account.id, id) : null;
    },
  },
  rest: registerUserRoutes,
  reports: ({ db }) => [[USERS_REPORT_KIND, usersReportBuilder(db)]],
});
