import { canOpen } from '../../access/control';
import { defineModule } from '../types';
import { firstValueMutations, firstValueQueries, ViewerShell } from './firstValueResolvers';
import { notificationQueries, PlatformNotification } from './notificationResolvers';

/** The shell around every page: maintenance lists, platform notifications, the first-steps page. */
export default defineModule({
  name: 'shell',
  resolvers: {
    Query: { ...notificationQueries, ...firstValueQueries },
    Mutation: firstValueMutations,
    Viewer: ViewerShell,
    PlatformNotification,
  },
  policies: {
    Query: { platformNotifications: canOpen('perfil'), firstValueProgress: canOpen('primeiro-valor') },
    // account admins only, checked in the resolver (the page itself is open to the whole account)
    Mutation: { completeFirstValue: canOpen('primeiro-valor') },
  },
});
