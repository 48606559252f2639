import { requireViewer, viewerCanOpen } from '../../access/control';
import { listPlatformNotifications, type PlatformNotificationKey } from './platformNotifications';
import { linkPath, routeById } from '../../../src/shared/config';
import type { PlatformNotificationResolvers, QueryResolvers } from '../../graphql/resolvers-types';

/** The catalogue route that handles each notification's entities. */
export const NOTIFICATION_ROUTES: Record<PlatformNotificationKey, string> = {
  AVAILABLE_TRADE_OFFERS: 'industria.ofertas-trade.propostas',
  PENDING_USER_DELETE_DATA_REQUESTS: 'clientes.gerenciamento.solicitacoes',
};

export const notificationQueries: Pick<QueryResolvers, 'platformNotifications'> = {
  // The tenant is the session's account: no argument can point at another one.
  platformNotifications: async (_parent, _args, ctx) => listPlatformNotifications(ctx.services.db, requireViewer(ctx).account.id),
};

export const PlatformNotification: Pick<PlatformNotificationResolvers, 'route'> = {
  // Same rules as the route guard: a link the viewer could not follow is not offered.
  route: (notification, _args, ctx) => {
    const routeId = NOTIFICATION_ROUTES[notification.key];
    return viewerCanOpen(requireViewer(ctx), routeId) ? linkPath(routeById(routeId)) : null;
  },
};
