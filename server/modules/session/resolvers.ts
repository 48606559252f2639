import { object, string, size } from 'superstruct';
import { viewerFromSession } from '../../access/context';
import { requireViewer } from '../../access/control';
import { idOf } from '../../access/globalId';
import { clearSessionCookies, setSessionCookies } from './sessionCookies';
import { NotFoundError } from '../../errors';
import { validate, globalId, requiredText } from '../../validation';
import { effectivePages } from '../../../src/shared/config';
import { listAccountsOfUser } from '../accounts';
import type { MutationResolvers, QueryResolvers, ViewerResolvers } from '../../graphql/resolvers-types';

export const sessionQueries: Pick<QueryResolvers, 'viewer'> = {
  // Null means "nobody signed in". A browser that still holds session cookies gets the session error
  // instead, so the client refreshes (or goes to /expired-session) rather than showing the login.
  viewer: (_parent, _args, ctx) => {
    if (ctx.viewer) return ctx.viewer;
    if (ctx.authError && (ctx.request.cookies.mf_at || ctx.request.cookies.mf_rt)) throw ctx.authError;
    return null;
  },
};

export const sessionMutations: Pick<MutationResolvers, 'loginWithAuthCode' | 'refreshSession' | 'logout' | 'switchClient' | 'trackPlatformUser'> = {
  async loginWithAuthCode(_parent, args, ctx) {
    const { authCode } = validate(object({ authCode: size(string(), 10, 200) }), args);
    const issued = await ctx.services.sessions.exchangeAuthCode(authCode, {
      fingerprint: ctx.request.deviceFingerprint,
      userAgent: ctx.request.userAgent,
    });
    setSessionCookies(ctx, issued);
    // The rest of this response (user fields, PII rules) is resolved as the person who just signed in.
    ctx.viewer = await viewerFromSession(ctx.services, issued);
    ctx.authError = null;
    const modules = issued.account.modules;
    return {
      user: issued.user,
      account: issued.account,
      ecommerceFlag: issued.account.integration_type === 'RETAILER' && modules.includes('ze_delivery'),
      useCatalogFlag: modules.includes('manage_products'),
      cbmFlag: true,
    };
  },

  async refreshSession(_parent, _args, ctx) {
    const issued = await ctx.services.sessions.refresh(ctx.request.cookies.mf_rt);
    setSessionCookies(ctx, issued);
    return { sessionExpiresAt: issued.accessExpiresAt };
  },

  async logout(_parent, _args, ctx) {
    if (ctx.viewer) await ctx.services.sessions.logout(ctx.viewer.sessionId);
    clearSessionCookies(ctx);
    return { ok: true };
  },

  async switchClient(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { accountId } = validate(object({ accountId: globalId() }), args);
    const issued = await ctx.services.sessions.switchAccount(viewer.sessionId, viewer.user, idOf(accountId, 'Account'));
    if (!issued) throw new NotFoundError('Cliente não encontrado.');
    setSessionCookies(ctx, issued);
    return { viewer: await viewerFromSession(ctx.services, issued) };
  },

  async trackPlatformUser(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { route, genericRoute } = validate(object({ route: requiredText(500), genericRoute: requiredText(500) }), args);
    await ctx.services.db.query('insert into route_access_events (account_id, user_id, route, generic_route) values ($1, $2, $3, $4)', [
      viewer.account.id,
      viewer.user.id,
      route,
      genericRoute,
    ]);
    return { ok: true };
  },
};

export const Viewer: ViewerResolvers = {
  accounts: async (viewer, _args, ctx) =>
    viewer.user.mf || viewer.user.multi_user ? listAccountsOfUser(ctx.services.db, viewer.user) : [viewer.account],
  permissions: (viewer) => [...effectivePages(viewer.user)],
  franchiseePermissions: (viewer) => viewer.franchiseePermissions,
  sessionExpiresAt: (viewer) => viewer.accessExpiresAt,
};
