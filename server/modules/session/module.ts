import { PUBLIC, SESSION } from '../../access/control';
import { defineModule } from '../types';
import { sessionMutations, sessionQueries, Viewer } from './resolvers';
import { registerSessionRoutes } from './rest';

/** Sign-in, sessions (access + rotating refresh tokens), switching accounts, the viewer. */
export default defineModule({
  name: 'session',
  resolvers: { Query: sessionQueries, Mutation: sessionMutations, Viewer },
  policies: {
    Query: { viewer: PUBLIC },
    Mutation: { loginWithAuthCode: PUBLIC, refreshSession: PUBLIC, logout: PUBLIC, switchClient: SESSION, trackPlatformUser: SESSION },
  },
  rest: registerSessionRoutes,
});
